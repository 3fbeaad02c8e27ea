import { startPaymobStandIn, type PaymobStandIn } from './paymob-stand-in';

/*
 * The tests' Paymob account on the stand-in, apart from the test server's harness so that the browser tests, which run
 * the built server in a process of its own, point it at the same stand-in.
 */

export const PAYMOB = { secretKey: 'egy_sk_test_dietbar', publicKey: 'egy_pk_test_dietbar', hmacSecret: 'dietbar-test-hmac-secret' } as const;
/** The stand-in's integrations: a card integration, and Fawry's paid later at an outlet. */
export const CARD_INTEGRATION = 4_100_001;
export const KIOSK_INTEGRATION = 4_100_002;

/** The environment that points a server at `paymob`. */
export const paymobEnvironment = (paymob: PaymobStandIn): Record<string, string> => ({
  PAYMOB_SECRET_KEY: PAYMOB.secretKey,
  PAYMOB_PUBLIC_KEY: PAYMOB.publicKey,
  PAYMOB_HMAC_SECRET: PAYMOB.hmacSecret,
  PAYMOB_INTEGRATION_IDS: `${CARD_INTEGRATION},${KIOSK_INTEGRATION}`,
  PAYMOB_API_URL: paymob.url,
});

/** Starts the stand-in with the account's keys and its card and outlet integrations. */
export const startStandIn = () =>
  startPaymobStandIn({
    ...PAYMOB,
    integrationIds: [
      { id: CARD_INTEGRATION, name: 'card', kind: 'card' },
      { id: KIOSK_INTEGRATION, name: 'kiosk', kind: 'kiosk' },
    ],
  });

/** Presses a button of the stand-in's checkout at `checkoutUrl`, as a browser without JavaScript posts its form; answers the redirect. */
export async function pressAtCheckout(checkoutUrl: string, outcome: 'pay' | 'decline' | 'later'): Promise<Response> {
  const url = new URL(checkoutUrl);
  const form = new URLSearchParams({ publicKey: url.searchParams.get('publicKey')!, clientSecret: url.searchParams.get('clientSecret')!, outcome });
  return fetch(`${url.origin}/unifiedcheckout/pay`, { method: 'POST', body: form, redirect: 'manual' });
}
