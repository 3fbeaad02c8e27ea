import { apiPaths, withQuery } from '@shared/api-routes';
import type { ConsultationType, ConsultationTypeInput } from '@shared/schemas/booking';
import { TOTAL_COUNT_HEADER } from '@shared/schemas/lead';
import { startPaymobStandIn, type Intention, type PaymobStandIn } from '../server/test/paymob-stand-in';
import type { LoadRequest } from './bare-server';
import { countBookings, freeStarts, newVisitors, openRoundTheClock } from './booking-load';
import { requestJson } from './http-request';
import { apiWrite, compareWithBare, type BenchServers, type Comparison, type LoadSettings, type RequestVariant } from './http-load';
import { measureCountedWrite, type WriteFigures } from './write-load';

/** The type the bench books and pays: paid in full at booking, 600 EGP. */
const PAID_TYPE: ConsultationTypeInput = {
  nameEn: 'Bench paid consultation',
  nameAr: 'استشارة مدفوعة للقياس',
  durationMinutes: 20,
  mode: 'online',
  locationEn: 'https://meet.example/bench',
  locationAr: 'https://meet.example/bench',
  priceCents: 60_000,
  paymentRule: 'full',
};

/** How many bookings are held, or checkouts paid at the stand-in, at once while the callbacks are prepared. */
const AT_ONCE = 20;

/** The bench's Paymob account at the stand-in: its keys and one card integration. */
const ACCOUNT = { secretKey: 'egy_sk_test_bench', publicKey: 'egy_pk_test_bench', hmacSecret: 'bench-hmac-secret', integrationId: 4_200_001 };

/**
 * A Paymob stand-in for the bench (the tests' own, on 127.0.0.1, in the bench's process) and the environment that
 * points the server at it. Holds last a day, so that none runs out while the bench pays them.
 */
export async function benchPaymob(): Promise<{ paymob: PaymobStandIn; env: Record<string, string> }> {
  const { secretKey, publicKey, hmacSecret, integrationId } = ACCOUNT;
  const paymob = await startPaymobStandIn({ secretKey, publicKey, hmacSecret, integrationIds: [integrationId] });
  const env = { PAYMOB_SECRET_KEY: secretKey, PAYMOB_PUBLIC_KEY: publicKey, PAYMOB_HMAC_SECRET: hmacSecret, PAYMOB_INTEGRATION_IDS: String(integrationId), PAYMOB_API_URL: paymob.url, PAYMENT_HOLD_SECONDS: '86400' };
  return { paymob, env };
}

/** Presses Pay at the stand-in's checkout of `intention`, as a visitor's browser posts its form. */
async function payAtCheckout(paymob: PaymobStandIn, intention: Intention): Promise<void> {
  const form = new URLSearchParams({ publicKey: ACCOUNT.publicKey, clientSecret: intention.client_secret, outcome: 'pay' });
  const answer = await fetch(`${paymob.url}/unifiedcheckout/pay`, { method: 'POST', body: form, redirect: 'manual' });
  if (answer.status !== 302) throw new Error(`the stand-in's checkout answered ${answer.status}`);
}

export interface PaymentFigures {
  /** POST /api/bookings of the paid type: the booking held, and its intention asked of the stand-in. */
  booking: WriteFigures;
  /** Intentions the stand-in was asked for while the bookings were made. */
  intentions: number;
  /** Signed processed callbacks, each a distinct transaction of a distinct held booking. */
  callbacks: WriteFigures;
  /** One signed callback applied before, sent again and again. */
  replay: Comparison;
}

const adminHeaders = (baseUrl: string, cookie: string) => ({ Cookie: cookie, Origin: baseUrl, 'Content-Type': 'application/json' });

/** How many payments are paid, counted through the admin API. */
async function countPaid(baseUrl: string, cookie: string): Promise<number> {
  const { headers } = await requestJson(`${baseUrl}${withQuery(apiPaths.payments.list(), { status: 'paid' })}`, { headers: { Cookie: cookie } });
  return Number(headers[TOTAL_COUNT_HEADER.toLowerCase()]);
}

/**
 * A booking paid at booking under load, and Paymob's processed callbacks: POST /api/bookings of a type paid in full
 * (each a distinct free start, its time held and an intention asked of the stand-in), counted as the free booking is
 * (201 answers against the bookings stored); then a signed callback for each of those held bookings (and more held
 * for it when they are too few), every one a distinct successful transaction, counted against the payments made paid;
 * then one callback already applied, sent again and again (a replay, which changes nothing). Each beside the bare
 * server answering the recorded answer.
 */
export async function measurePayments(servers: BenchServers, paymob: PaymobStandIn, cookie: string, settings: LoadSettings): Promise<PaymentFigures> {
  const baseUrl = servers.realUrl;
  const { body: type } = await requestJson<ConsultationType>(`${baseUrl}${apiPaths.consultationTypes.list()}`, { method: 'POST', headers: adminHeaders(baseUrl, cookie), body: JSON.stringify(PAID_TYPE) });
  try {
    return await openRoundTheClock(baseUrl, cookie, async ({ from, to }) => {
      const nextStarts = freeStarts(baseUrl, type.id, from, to);
      const bookingBody = newVisitors(type.id, 'payer');
      const bookingRequest = apiWrite(baseUrl, apiPaths.bookings.list());
      const booking = await measureCountedWrite(servers, settings, {
        request: bookingRequest,
        countRows: () => countBookings(baseUrl, cookie, from, to),
        bodies: async (count) => (await nextStarts(count)).map(bookingBody),
      });
      const intentions = paymob.intentions.length;

      /** Holds `count` more times, a few at once, for callbacks to pay. */
      const holdMore = async (count: number) => {
        const starts = await nextStarts(count);
        for (let first = 0; first < starts.length; first += AT_ONCE) {
          await Promise.all(starts.slice(first, first + AT_ONCE).map((start) => requestJson(baseUrl + bookingRequest.path, { ...bookingRequest, body: bookingBody(start) })));
        }
      };
      const handedOut = new Set<number>();
      /** Pays every intention still open at the stand-in's checkout, its callback not sent: answers the new transactions' signed callbacks. */
      const newCallbacks = async (): Promise<{ path: string; body: string }[]> => {
        paymob.callbackMode = 'skip';
        try {
          const open = paymob.intentions.filter((intention) => intention.status === 'intended');
          for (let first = 0; first < open.length; first += AT_ONCE) {
            await Promise.all(open.slice(first, first + AT_ONCE).map((intention) => payAtCheckout(paymob, intention)));
          }
        } finally {
          paymob.callbackMode = 'send';
        }
        const fresh = paymob.transactions.filter((transaction) => transaction.success && !transaction.is_refund && !handedOut.has(transaction.id));
        return fresh.map((transaction) => {
          handedOut.add(transaction.id);
          const { url, body } = paymob.callbackFor(transaction);
          const target = new URL(url);
          return { path: `${target.pathname}${target.search}`, body: JSON.stringify(body) };
        });
      };

      // Paymob posts its callbacks with no Origin: it is a server, not a page.
      const callback: LoadRequest = { method: 'POST', path: apiPaths.payments.paymobCallback(), headers: { 'Content-Type': 'application/json' } };
      const unsent = await newCallbacks();
      const sent: { path: string; body: string }[] = [];
      const callbacks = await measureCountedWrite(servers, settings, {
        request: callback,
        countRows: () => countPaid(baseUrl, cookie),
        async bodies(count): Promise<RequestVariant[]> {
          if (unsent.length < count) {
            await holdMore(count - unsent.length);
            unsent.push(...(await newCallbacks()));
          }
          const taken = unsent.splice(0, count);
          sent.push(...taken);
          return taken;
        },
      });
      const replay = await compareWithBare({ label: 'POST /api/payments/paymob/callback (a replay)', kind: 'other', request: { ...callback, ...sent[0]! }, conditional: false }, servers, settings, true);
      return { booking, intentions, callbacks, replay };
    });
  } finally {
    // Visitors no longer see the bench's type (its bookings keep it from being deleted).
    await requestJson(`${baseUrl}${apiPaths.consultationTypes.item(type.id)}`, { method: 'PUT', headers: adminHeaders(baseUrl, cookie), body: JSON.stringify({ ...PAID_TYPE, isActive: false }) });
  }
}
