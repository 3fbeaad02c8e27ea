import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated, ConsultationType, ManagedBooking } from '@shared/schemas/booking';
import type { PaymentDetail } from '@shared/schemas/payment';
import { adminSocket } from '../../test/admin-socket';
import { NOW, problems, slotStarts, THURSDAY, WEDNESDAY } from '../../test/booking-server';
import { bookingInput, consultationTypeInput } from '../../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { CARD_INTEGRATION, KIOSK_INTEGRATION, PAYMOB, pressAtCheckout } from '../../test/paymob-account';
import { paidBookingServer } from '../../test/paid-booking-server';
import type { PaymobStandIn } from '../../test/paymob-stand-in';

const HOUR_MS = 60 * 60 * 1000;

let server: TestServer;
let admin: TestClient;
let paymob: PaymobStandIn;
let paid: ConsultationType;
let deposit: ConsultationType;
let setNow: (instant: Date) => void;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ server, admin, paymob, paid, deposit, setNow, stop } = await paidBookingServer({ PAYMENT_HOLD_SECONDS: '900' }));
});
afterAll(() => stop());

/** Books `start` of `type` as a visitor, answering the 201's body. */
async function book(type: ConsultationType, start: string, overrides: Record<string, unknown> = {}): Promise<BookingCreated> {
  const answer = await server.client().post('/api/bookings', bookingInput({ typeId: type.id, start, ...overrides }));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

const tokenOf = (created: BookingCreated) => created.manageUrl.split('/').at(-1)!;
const bookingRow = (id: number) => server.db('bookings').where({ id }).first();
const paymentOf = async (created: BookingCreated): Promise<PaymentDetail> => (await admin.get(`/api/payments/${created.payment!.id}`)).body;
const lastTransaction = () => paymob.transactions.at(-1)!;

/** Pays a held booking at the stand-in's checkout; answers the visitor's redirect back to the site. */
async function payAtCheckout(created: BookingCreated, outcome: 'pay' | 'decline' | 'later' = 'pay') {
  const answer = await pressAtCheckout(created.payment!.checkoutUrl!, outcome);
  await paymob.idle();
  return answer;
}

/** Waits until the refund job has settled the payment's refunds (it runs every few seconds and when woken). */
async function refundsSettled(paymentId: number): Promise<PaymentDetail> {
  for (let tries = 0; tries < 100; tries += 1) {
    const detail: PaymentDetail = (await admin.get(`/api/payments/${paymentId}`)).body;
    if (detail.refunds.length > 0 && detail.refunds.every((refund) => refund.status !== 'requested')) {
      await paymob.idle();
      return (await admin.get(`/api/payments/${paymentId}`)).body;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the refunds of payment ${paymentId} were never settled`);
}

describe('consultation types with a price', () => {
  it('keep their price in piastres, and refuse a deposit of nothing or more than the price, naming the field', async () => {
    expect(paid).toMatchObject({ priceCents: 60_000, paymentRule: 'full', depositCents: 0, refundNoticeHours: 24, priceNote: '' });
    expect(problems(await admin.post('/api/booking/types', consultationTypeInput({ priceCents: 10_000, paymentRule: 'deposit', depositCents: 20_000 })))).toEqual(['depositCents: deposit_out_of_range']);
    expect(problems(await admin.post('/api/booking/types', consultationTypeInput({ priceCents: 0, paymentRule: 'full' })))).toEqual(['priceCents: needs_price']);
    expect(problems(await admin.post('/api/booking/types', consultationTypeInput({ priceCents: 12.5 })))).toEqual(['priceCents: not_whole_number']);
  });

  it('lists Paymob first among the methods a visitor may choose', async () => {
    const methods = (await server.client().get('/api/payments/methods')).body;
    expect(methods[0]).toMatchObject({ id: 'paymob', kind: 'paymob' });
  });
});

describe('a booking paid through Paymob', () => {
  it('holds the time and answers the checkout, after asking Paymob for an intention as its documentation says', async () => {
    const [start] = await slotStarts(server.client(), paid.id, WEDNESDAY);
    const socket = await adminSocket(server);
    const created = await book(paid, start!, { name: 'Laila Hassan', language: 'ar' });
    expect(created).toMatchObject({ status: 'pending_payment', payment: { status: 'pending', amountCents: 60_000, currency: 'EGP', method: 'paymob', declined: false } });
    const checkout = new URL(created.payment!.checkoutUrl!);
    expect(`${checkout.origin}${checkout.pathname}`).toBe(`${paymob.url}/unifiedcheckout/`);
    expect(checkout.searchParams.get('publicKey')).toBe(PAYMOB.publicKey);

    const request = paymob.requests.filter((received) => received.path === '/v1/intention/').at(-1)!;
    expect(request.headers.authorization).toBe(`Token ${PAYMOB.secretKey}`);
    expect(request.body).toMatchObject({
      amount: 60_000,
      currency: 'EGP',
      payment_methods: [CARD_INTEGRATION, KIOSK_INTEGRATION],
      items: [{ name: 'استشارة مدفوعة', amount: 60_000, quantity: 1 }],
      billing_data: { first_name: 'Laila', last_name: 'Hassan', email: 'laila@example.com', phone_number: '+20 100 111 2222' },
      notification_url: `${server.url}/api/payments/paymob/callback`,
      redirection_url: `${server.url}/api/payments/paymob/return`,
    });
    // The time is held: no one else is offered it or can book it.
    expect(await slotStarts(server.client(), paid.id, WEDNESDAY)).not.toContain(start);
    const second = await server.client().post('/api/bookings', bookingInput({ typeId: paid.id, start: start!, email: 'other@example.com' }));
    expect(second.status).toBe(409);
    // Nothing is announced yet: the practice hears of it once it is paid.
    expect(socket.messages.map((message) => message.type)).toEqual(['connected']);
    expect((await bookingRow(created.id)).status).toBe('pending_payment');

    const redirect = await payAtCheckout(created);
    expect((await bookingRow(created.id)).status).toBe('confirmed');
    const payment = await paymentOf(created);
    expect(payment).toMatchObject({ status: 'paid', providerTransactionId: String(lastTransaction().id), source: { type: 'card', subType: 'MasterCard' } });
    await expect.poll(() => socket.messages.map((message) => message.type)).toEqual(['connected', 'new_booking']);
    socket.socket.close();

    // The visitor's browser comes back through the signed return, on to their booking's page.
    const back = await server.client().get(new URL(redirect.headers.get('location')!).pathname + new URL(redirect.headers.get('location')!).search);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/booking/${tokenOf(created)}?lang=ar&payment=return`);
    const log = (await admin.get('/api/audit-log?entity=payment')).body.items.map((entry: { action: string }) => entry.action);
    expect(log).toContain('payment.paid');
    // The agenda tells it apart from a booking paid at the consultation.
    const agenda = (await admin.get(`/api/bookings?from=${WEDNESDAY}&to=${WEDNESDAY}`)).body;
    expect(agenda.find((booking: { id: number }) => booking.id === created.id).paymentStatus).toBe('paid');
  });

  it('never keeps a card number: only the brand and type of the source', async () => {
    const rows = JSON.stringify(await server.db('payments').select('*'));
    expect(rows).not.toContain('2346');
  });

  it('refuses a forged, missing or replayed callback without changing anything', async () => {
    const [start] = await slotStarts(server.client(), paid.id, WEDNESDAY);
    paymob.callbackMode = 'hold';
    const created = await book(paid, start!);
    await payAtCheckout(created);
    paymob.callbackMode = 'send';
    const transaction = lastTransaction();
    const { url, body, hmac } = paymob.callbackFor(transaction);
    const target = new URL(url);
    const post = (query: string, payload: unknown = body) => fetch(`${target.origin}${target.pathname}${query}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) });

    expect((await post('')).status).toBe(401);
    expect((await post(`?hmac=${'0'.repeat(128)}`)).status).toBe(401);
    expect((await post(`?hmac=${hmac}`, { ...body, obj: { ...body.obj, amount_cents: 1 } })).status).toBe(401);
    expect((await post(`?hmac=${hmac.slice(2)}`)).status).toBe(401);
    expect((await bookingRow(created.id)).status).toBe('pending_payment');

    expect((await post(`?hmac=${hmac}`)).status).toBe(200);
    expect((await bookingRow(created.id)).status).toBe('confirmed');
    const before = await server.db('paymentTransactions').count({ total: '*' });
    const replay = await post(`?hmac=${hmac}`);
    expect(await replay.json()).toEqual({ received: true, outcome: 'replay' });
    expect(await server.db('paymentTransactions').count({ total: '*' })).toEqual(before);
    expect((await paymentOf(created)).status).toBe('paid');
  });

  it('marks a payment of another amount a mismatch, for the practice, without confirming the booking', async () => {
    const [, start] = await slotStarts(server.client(), paid.id, WEDNESDAY);
    paymob.callbackMode = 'skip';
    const created = await book(paid, start!);
    await payAtCheckout(created);
    paymob.callbackMode = 'send';
    const delivered = await paymob.sendCallback(lastTransaction(), { amount_cents: 100 });
    expect(delivered.status).toBe(200);
    expect((await paymentOf(created)).status).toBe('mismatch');
    expect((await bookingRow(created.id)).status).toBe('pending_payment');
    // The practice checks and confirms it by hand.
    const marked = await admin.post(`/api/payments/${created.payment!.id}/mark-paid`, { reference: 'Checked in Paymob’s dashboard' });
    expect(marked.body).toMatchObject({ status: 'paid', reference: 'Checked in Paymob’s dashboard' });
    expect((await bookingRow(created.id)).status).toBe('confirmed');
  });

  it('keeps a declined booking held, and lets the visitor pay again with a new intention', async () => {
    const [, , start] = await slotStarts(server.client(), paid.id, WEDNESDAY);
    const created = await book(paid, start!);
    await payAtCheckout(created, 'decline');
    expect((await bookingRow(created.id)).status).toBe('pending_payment');
    const managed: ManagedBooking = (await server.client().get(`/api/bookings/manage/${tokenOf(created)}`)).body;
    expect(managed.payment).toMatchObject({ status: 'pending', declined: true });

    const intentions = paymob.intentions.length;
    const again = await server.client().post(`/api/bookings/manage/${tokenOf(created)}/pay`);
    expect(again.status).toBe(200);
    expect(paymob.intentions.length).toBe(intentions + 1);
    expect(again.body.checkoutUrl).not.toBe(created.payment!.checkoutUrl);
    await pressAtCheckout(again.body.checkoutUrl, 'pay');
    await paymob.idle();
    expect((await bookingRow(created.id)).status).toBe('confirmed');
    expect((await paymentOf(created)).attempts.map((attempt) => attempt.status)).toEqual(['declined', 'paid']);
    expect((await server.client().post(`/api/bookings/manage/${tokenOf(created)}/pay`)).status).toBe(409);
  });

  it('holds a time paid later at an outlet (Fawry) as long as a payment by hand, and confirms it once paid there', async () => {
    const [start] = await slotStarts(server.client(), paid.id, THURSDAY);
    const created = await book(paid, start!);
    await payAtCheckout(created, 'later');
    const payment = await paymentOf(created);
    expect(payment.status).toBe('pending');
    expect(Date.parse(payment.holdUntil) - NOW.getTime()).toBeGreaterThanOrEqual(24 * HOUR_MS - 1000);
    await paymob.payAtOutlet(lastTransaction());
    await paymob.idle();
    expect((await bookingRow(created.id)).status).toBe('confirmed');
  });

  it('requires a phone number to pay at booking', async () => {
    const [start] = await slotStarts(server.client(), paid.id, THURSDAY);
    expect(problems(await server.client().post('/api/bookings', bookingInput({ typeId: paid.id, start: start!, phone: '' })))).toEqual(['phone: required']);
    expect(problems(await server.client().post('/api/bookings', bookingInput({ typeId: paid.id, start: start!, paymentMethod: 999 })))).toEqual(['paymentMethod: invalid_choice']);
  });
});

describe('a hold that runs out', () => {
  it('expires the booking and its payment, frees the time, and refunds a payment that comes after the time was taken', async () => {
    const [start] = await slotStarts(server.client(), deposit.id, '2026-12-05');
    const created = await book(deposit, start!);
    expect(created.payment!.amountCents).toBe(20_000);
    setNow(new Date(NOW.getTime() + 16 * 60 * 1000));
    try {
      await expect.poll(async () => (await bookingRow(created.id)).status, { timeout: 10_000 }).toBe('expired');
      expect((await paymentOf(created)).status).toBe('expired');
      expect(await slotStarts(server.client(), deposit.id, '2026-12-05')).toContain(start);
      const log = (await admin.get('/api/audit-log?entity=payment')).body.items.map((entry: { action: string }) => entry.action);
      expect(log).toContain('payment.expired');

      // Someone else books the time, then the first visitor's payment lands: it goes back in full at once.
      await book(deposit, start!, { email: 'quicker@example.com' });
      const socket = await adminSocket(server);
      await payAtCheckout(created);
      expect((await bookingRow(created.id)).status).toBe('expired');
      const refunded = await refundsSettled(created.payment!.id);
      expect(refunded).toMatchObject({ status: 'refunded', refundedCents: 20_000, refunds: [{ amountCents: 20_000, status: 'succeeded', by: 'late_payment' }] });
      expect(paymob.requests.filter((received) => received.path === '/api/acceptance/void_refund/refund').at(-1)!.body).toEqual({ transaction_id: Number(refunded.providerTransactionId), amount_cents: 20_000 });
      await expect.poll(() => socket.messages.map((message) => message.type)).toContain('payment_notice');
      socket.socket.close();
    } finally {
      setNow(NOW);
    }
  });

  it('confirms a late payment when its time is still free', async () => {
    const [start] = await slotStarts(server.client(), paid.id, '2026-12-06');
    const created = await book(paid, start!);
    setNow(new Date(NOW.getTime() + 16 * 60 * 1000));
    try {
      await expect.poll(async () => (await bookingRow(created.id)).status, { timeout: 10_000 }).toBe('expired');
      await payAtCheckout(created);
      expect((await bookingRow(created.id)).status).toBe('confirmed');
      expect((await paymentOf(created)).status).toBe('paid');
    } finally {
      setNow(NOW);
    }
  });
});

describe('refunds', () => {
  async function paidBooking(date: string): Promise<BookingCreated> {
    const [start] = await slotStarts(server.client(), paid.id, date);
    const created = await book(paid, start!);
    await payAtCheckout(created);
    expect((await paymentOf(created)).status).toBe('paid');
    return created;
  }

  it('gives back everything to a visitor who cancels before the refund notice, told beforehand', async () => {
    const created = await paidBooking('2026-12-07');
    const managed: ManagedBooking = (await server.client().get(`/api/bookings/manage/${tokenOf(created)}`)).body;
    expect(managed.refundOnCancelCents).toBe(60_000);
    expect((await server.client().post(`/api/bookings/manage/${tokenOf(created)}/cancel`)).status).toBe(200);
    expect(await refundsSettled(created.payment!.id)).toMatchObject({ status: 'refunded', refundedCents: 60_000, refunds: [{ by: 'visitor', status: 'succeeded' }] });
  });

  it('gives back nothing to a visitor who cancels within the refund notice', async () => {
    const created = await paidBooking(WEDNESDAY);
    expect((await server.client().get(`/api/bookings/manage/${tokenOf(created)}`)).body.refundOnCancelCents).toBe(60_000);
    // 23 hours before it: within the type's 24 hours, still outside the 12 of cancelling.
    setNow(new Date(Date.parse(created.start) - 23 * HOUR_MS));
    try {
      const managed: ManagedBooking = (await server.client().get(`/api/bookings/manage/${tokenOf(created)}`)).body;
      expect(managed).toMatchObject({ canChange: true, refundOnCancelCents: 0 });
      expect((await server.client().post(`/api/bookings/manage/${tokenOf(created)}/cancel`)).status).toBe(200);
      expect(await paymentOf(created)).toMatchObject({ status: 'paid', refundedCents: 0, refunds: [] });
    } finally {
      setNow(NOW);
    }
  });

  it('lets the practice refund part, then the rest, never more than was paid', async () => {
    const created = await paidBooking('2026-12-08');
    const id = created.payment!.id;
    const part = await admin.post(`/api/payments/${id}/refund`, { amountCents: 10_000 });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({ status: 'partially_refunded', refundedCents: 10_000 });
    expect(problems(await admin.post(`/api/payments/${id}/refund`, { amountCents: 60_000 }))).toEqual(['amountCents: too_big']);
    const rest = await admin.post(`/api/payments/${id}/refund`, {});
    expect(rest.body).toMatchObject({ status: 'refunded', refundedCents: 60_000 });
    const settled = await refundsSettled(id);
    expect(settled.refunds.map((refund) => [refund.amountCents, refund.status])).toEqual([[10_000, 'succeeded'], [50_000, 'succeeded']]);
    expect((await admin.post(`/api/payments/${id}/refund`, {})).status).toBe(409);
    expect((await server.client().post(`/api/payments/${id}/refund`, {})).status).toBe(401);
  });

  it('gives back everything when the practice cancels a paid booking', async () => {
    const created = await paidBooking('2026-12-09');
    expect((await admin.patch(`/api/bookings/${created.id}`, { status: 'cancelled' })).status).toBe(200);
    expect(await refundsSettled(created.payment!.id)).toMatchObject({ status: 'refunded', refunds: [{ by: 'practice', amountCents: 60_000, status: 'succeeded' }] });
  });

  it('retries a refund Paymob refused, and never asks twice for one that succeeded', async () => {
    const created = await paidBooking('2026-12-10');
    paymob.refundMode = 'fail';
    await admin.post(`/api/payments/${created.payment!.id}/refund`, { amountCents: 5_000 });
    await expect.poll(async () => paymob.requests.filter((received) => received.path === '/api/acceptance/void_refund/refund' && (received.body as { amount_cents: number }).amount_cents === 5_000).length).toBeGreaterThanOrEqual(1);
    // The stand-in answers before the server records the refusal: the clock moves only once its retry time is set.
    await expect.poll(async () => (await server.db('paymentRefunds').where({ paymentId: created.payment!.id }).first())?.lastError ?? null).not.toBeNull();
    paymob.refundMode = 'accept';
    // Asked again after a wait that grows with each refusal.
    setNow(new Date(NOW.getTime() + 10_000));
    let settled: PaymentDetail;
    try {
      settled = await (async () => {
        for (let tries = 0; tries < 150; tries += 1) {
          const detail: PaymentDetail = (await admin.get(`/api/payments/${created.payment!.id}`)).body;
          if (detail.refunds[0]?.status === 'succeeded') return detail;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        throw new Error('the refund was never retried');
      })();
    } finally {
      setNow(NOW);
    }
    expect(settled.refundedCents).toBe(5_000);
    const asked = paymob.requests.filter((received) => received.path === '/api/acceptance/void_refund/refund' && (received.body as { amount_cents: number }).amount_cents === 5_000);
    expect(asked.length).toBe(2);
  }, 20_000);
});

describe('payments by hand', () => {
  it('offers the practice’s methods with their instructions, holds the time, and confirms it once the practice marks it paid', async () => {
    const saved = await admin.put('/api/payments/methods', {
      methods: [{ kind: 'instapay', nameEn: 'InstaPay', nameAr: 'إنستاباي', instructionsEn: 'Send to dietbar@instapay', instructionsAr: 'حوّل إلى dietbar@instapay', isActive: true }],
    });
    expect(saved.status).toBe(200);
    const method = saved.body[0];
    const offered = (await server.client().get('/api/payments/methods')).body;
    expect(offered.map((entry: { id: unknown }) => entry.id)).toEqual(['paymob', method.id]);
    const [start] = await slotStarts(server.client(), paid.id, '2026-12-12');
    const created = await book(paid, start!, { paymentMethod: method.id });
    expect(created.payment).toMatchObject({ method: method.id, instructionsEn: 'Send to dietbar@instapay', instructionsAr: 'حوّل إلى dietbar@instapay' });
    expect(created.payment!.checkoutUrl).toBeUndefined();
    expect(Date.parse(created.payment!.holdUntil) - NOW.getTime()).toBe(24 * HOUR_MS);

    // A refund of a payment by hand needs to say how it was paid back; Paymob is never asked.
    const marked = await admin.post(`/api/payments/${created.payment!.id}/mark-paid`, { reference: 'InstaPay ref 7781' });
    expect(marked.body).toMatchObject({ status: 'paid', reference: 'InstaPay ref 7781' });
    expect((await bookingRow(created.id)).status).toBe('confirmed');
    const refundsAsked = paymob.requests.filter((received) => received.path === '/api/acceptance/void_refund/refund').length;
    expect(problems(await admin.post(`/api/payments/${created.payment!.id}/refund`, {}))).toEqual(['reference: required']);
    const recorded = await admin.post(`/api/payments/${created.payment!.id}/refund`, { reference: 'Returned by InstaPay on 14 Dec' });
    expect(recorded.body).toMatchObject({ status: 'refunded', refunds: [{ status: 'recorded', reference: 'Returned by InstaPay on 14 Dec' }] });
    expect(paymob.requests.filter((received) => received.path === '/api/acceptance/void_refund/refund').length).toBe(refundsAsked);
    const log = (await admin.get('/api/audit-log?entity=payment')).body.items.map((entry: { action: string }) => entry.action);
    expect(log).toEqual(expect.arrayContaining(['payment.marked_paid', 'payment.refunded']));
  });

  it('owes a visitor who cancels a payment by hand in time everything back, until the practice records how it was paid', async () => {
    const [method] = (await server.client().get('/api/payments/methods')).body.filter((entry: { kind: string }) => entry.kind === 'instapay');
    const [start] = await slotStarts(server.client(), paid.id, '2026-12-13');
    const created = await book(paid, start!, { paymentMethod: method.id });
    await admin.post(`/api/payments/${created.payment!.id}/mark-paid`, {});
    expect((await server.client().post(`/api/bookings/manage/${tokenOf(created)}/cancel`)).status).toBe(200);
    expect(await paymentOf(created)).toMatchObject({ status: 'refunded', refundedCents: 60_000, refunds: [{ by: 'visitor', status: 'requested' }] });
    const recorded = await admin.post(`/api/payments/${created.payment!.id}/refund`, { reference: 'InstaPay back, 14 Dec' });
    expect(recorded.status).toBe(200);
    expect(recorded.body).toMatchObject({ status: 'refunded', refundedCents: 60_000, refunds: [{ by: 'visitor', status: 'recorded', reference: 'InstaPay back, 14 Dec' }] });
  });
});

describe('payments by hand without Paymob', () => {
  let alone: TestServer;
  let owner: TestClient;
  beforeAll(async () => {
    alone = await startTestServer();
    owner = await alone.admin();
  });
  afterAll(() => alone.stop());

  it('lets a type be paid at booking only while a method is offered, and keeps the last one while a type needs it', async () => {
    expect(await alone.client().get('/api/payments/methods').then((answer) => answer.body)).toEqual([]);
    expect(problems(await owner.post('/api/booking/types', consultationTypeInput({ priceCents: 30_000, paymentRule: 'full' })))).toEqual(['paymentRule: no_payment_method']);
    const cash = { kind: 'cash', nameEn: 'Cash at the clinic', nameAr: 'نقدًا في العيادة', instructionsEn: 'Pay at reception', instructionsAr: 'ادفع في الاستقبال', isActive: true };
    expect((await owner.put('/api/payments/methods', { methods: [cash] })).status).toBe(200);
    expect((await owner.post('/api/booking/types', consultationTypeInput({ priceCents: 30_000, paymentRule: 'full' }))).status).toBe(201);
    expect(problems(await owner.put('/api/payments/methods', { methods: [] }))).toEqual(['methods: no_payment_method']);
    expect((await alone.client().get('/api/payments/methods')).body.map((method: { kind: string }) => method.kind)).toEqual(['cash']);
  });
});

describe('the payments list', () => {
  it('lists every payment newest first with its total, filters by state and dates, and exports them as CSV', async () => {
    const all = await admin.get('/api/payments');
    expect(all.status).toBe(200);
    expect(Number(all.headers.get('x-total-count'))).toBe(all.body.length);
    expect(all.body.length).toBeGreaterThan(5);
    const newestFirst = (a: { createdAt: string; id: number }, b: { createdAt: string; id: number }) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
    expect(all.body).toEqual([...all.body].sort(newestFirst));
    expect(Object.keys(all.body[0]).sort()).toEqual(['amountCents', 'bookingId', 'createdAt', 'currency', 'id', 'method', 'name', 'paidAt', 'providerTransactionId', 'refundedCents', 'status'].sort());
    const refunded = (await admin.get('/api/payments?status=refunded')).body;
    expect(refunded.length).toBeGreaterThan(0);
    expect(refunded.every((payment: { status: string }) => payment.status === 'refunded')).toBe(true);
    expect((await admin.get('/api/payments?from=2027-01-01&to=2027-01-31')).body).toEqual([]);
    expect(problems(await admin.get('/api/payments?status=lost'))).toEqual(['status: invalid_choice']);
    const months = (await admin.get('/api/payments/months?from=2026-12-01&to=2026-12-31')).body;
    expect(months).toEqual([{ month: '2026-12', receivedCents: expect.any(Number), refundedCents: expect.any(Number) }]);
    expect(months[0].receivedCents).toBeGreaterThan(months[0].refundedCents);
    const csv = await fetch(`${server.url}/api/payments/export`, { headers: { Cookie: admin.cookie } });
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="payments-2026-12-01.csv"');
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer()).replace(/\n$/, '').split('\n');
    expect(lines[0]).toBe('\uFEFFid,createdAt,paidAt,bookingId,name,amountCents,refundedCents,currency,method,status,providerTransactionId');
    expect(lines.length).toBe(all.body.length + 1);
    expect((await server.client().get('/api/payments')).status).toBe(401);
  });
});

