import type { ConsultationType } from '@shared/schemas/booking';
import type { StartOptions } from '../app';
import { bookingServer } from './booking-server';
import { consultationTypeInput } from './factories';
import { startPaymobStandIn, type PaymobStandIn } from './paymob-stand-in';

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

export const startStandIn = () =>
  startPaymobStandIn({
    ...PAYMOB,
    integrationIds: [
      { id: CARD_INTEGRATION, name: 'card', kind: 'card' },
      { id: KIOSK_INTEGRATION, name: 'kiosk', kind: 'kiosk' },
    ],
  });

/**
 * A booking server (its clock at NOW, moved by `setNow`) paid through a Paymob stand-in, with a type paid in full at
 * booking (600 EGP, refunded in full up to 24 hours before) and one taking a deposit (200 of 900 EGP); `stop` stops
 * both.
 */
export async function paidBookingServer(environment: Record<string, string> = {}, options: Omit<StartOptions, 'now'> = {}) {
  const paymob = await startStandIn();
  const booking = await bookingServer({ BOOKING_RATE_LIMIT: '1000', ...paymobEnvironment(paymob), ...environment }, options);
  const stop = async () => {
    await booking.server.stop();
    await paymob.close();
  };
  const { admin } = booking;
  const paid: ConsultationType = (await admin.post('/api/booking/types', consultationTypeInput({ nameEn: 'Paid consultation', nameAr: 'استشارة مدفوعة', priceCents: 60_000, paymentRule: 'full' }))).body;
  const deposit: ConsultationType = (await admin.post('/api/booking/types', consultationTypeInput({ nameEn: 'Programme start', nameAr: 'بداية البرنامج', priceCents: 90_000, paymentRule: 'deposit', depositCents: 20_000 }))).body;
  return { ...booking, paymob, paid, deposit, stop };
}

/** Presses a button of the stand-in's checkout at `checkoutUrl`, as a browser without JavaScript posts its form; answers the redirect. */
export async function pressAtCheckout(checkoutUrl: string, outcome: 'pay' | 'decline' | 'later'): Promise<Response> {
  const url = new URL(checkoutUrl);
  const form = new URLSearchParams({ publicKey: url.searchParams.get('publicKey')!, clientSecret: url.searchParams.get('clientSecret')!, outcome });
  return fetch(`${url.origin}/unifiedcheckout/pay`, { method: 'POST', body: form, redirect: 'manual' });
}
