import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAvailability, type BookingCreated, type ConsultationType } from '@shared/schemas/booking';
import { adminSocket } from '../test/admin-socket';
import { NOW, slotStarts, THURSDAY, WEDNESDAY } from '../test/booking-server';
import { bookingInput, consultationTypeInput, contactInput } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import { startMailServer, type TestMailServer } from '../test/mail-server';
import { paymobEnvironment, pressAtCheckout, startStandIn } from '../test/paymob-account';
import type { PaymobStandIn, Transaction } from '../test/paymob-stand-in';
import { migratedPostgresDatabase, type PostgresDatabase } from '../test/postgres';

/*
 * Paid bookings through two instances on one PostgreSQL database, with no balancer between them and one Paymob: the
 * visitor books on one, Paymob's callback lands on the other, and the holds that run out are expired by both instances'
 * jobs at once. Every payment is confirmed, expired or held once, whichever instance does it.
 */

const HOLD_SECONDS = 5;

describe('paid bookings through two instances', () => {
  let database: PostgresDatabase;
  let mail: TestMailServer;
  let paymob: PaymobStandIn;
  /** Where visitors book: its PUBLIC_URL is the other instance's address, so Paymob calls back there. */
  let first: TestServer;
  /** Where Paymob's callbacks land. */
  let second: TestServer;
  let paid: ConsultationType;
  // One clock for both instances, as two machines synchronised by NTP: moved only by the tests.
  let now = NOW;
  const clock = () => now;

  beforeAll(async () => {
    database = await migratedPostgresDatabase();
    mail = await startMailServer('mail password');
    paymob = await startStandIn();
    const environment = {
      DATABASE_URL: database.url,
      BOOKING_RATE_LIMIT: '1000',
      PAYMENT_HOLD_SECONDS: String(HOLD_SECONDS),
      SMTP_URL: mail.url,
      MAIL_FROM: 'alerts@dietbar.example',
      LEAD_EMAIL_TO: 'owner@dietbar.example',
      // Each test server has a data folder of its own, as instances on two machines do: the key comes from the environment.
      SECRET_KEY: randomBytes(32).toString('base64'),
      ...paymobEnvironment(paymob),
    };
    second = await startTestServer(environment, { now: clock });
    first = await startTestServer({ ...environment, PUBLIC_URL: second.url }, { now: clock });
    const admin = await first.admin();
    expect((await admin.put('/api/booking/availability', demoAvailability())).status).toBe(200);
    paid = (await admin.post('/api/booking/types', consultationTypeInput({ nameEn: 'Paid consultation', nameAr: 'استشارة مدفوعة', priceCents: 60_000, paymentRule: 'full' }))).body;
  }, 60_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await paymob?.close();
    await mail?.stop();
    await database?.drop();
  });

  async function book(server: TestServer, start: string, email = 'laila@example.com'): Promise<BookingCreated> {
    const answer = await server.client().post('/api/bookings', bookingInput({ typeId: paid.id, start, email }));
    expect(answer.status, answer.text).toBe(201);
    return answer.body;
  }

  /** The transaction Paymob made when the visitor paid the intention of `created`. */
  const transactionOf = (created: BookingCreated): Transaction => {
    const clientSecret = new URL(created.payment!.checkoutUrl!).searchParams.get('clientSecret');
    const order = paymob.intentions.find((intention) => intention.client_secret === clientSecret)!.intention_order_id;
    return paymob.transactions.findLast((transaction) => transaction.order.id === order)!;
  };

  /** Posts the signed processed callback of `transaction` to `server`, as Paymob would: answers the outcome. */
  async function deliver(server: TestServer, transaction: Transaction): Promise<string> {
    const { url, body } = paymob.callbackFor(transaction);
    const target = new URL(url);
    const answer = await fetch(`${server.url}${target.pathname}${target.search}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { outcome: string }).outcome;
  }

  const bookingStatus = async (id: number) => (await second.db('bookings').where({ id }).first()).status;
  const paymentStatus = async (created: BookingCreated) => (await second.db('payments').where({ id: created.payment!.id }).first()).status;
  const auditActions = async (created: BookingCreated, action: string) =>
    Number((await second.db('auditLog').where({ entity: 'payment', entityId: String(created.payment!.id), action }).count({ total: '*' }))[0]!.total);

  /** Both instances' expiry jobs at the same moment; answers how many holds each expired. */
  const expireOnBoth = () => Promise.all([first.deps.payments.expireLapsed(), second.deps.payments.expireLapsed()]);

  /** Moves the instances' clock past the end of the holds made until now. */
  const holdsRunOut = () => (now = new Date(now.getTime() + (HOLD_SECONDS + 1) * 1000));

  it("confirms a booking made on one instance once, when Paymob's callback lands on the other, and a replay to the first changes nothing", async () => {
    const [start] = await slotStarts(first.client(), paid.id, THURSDAY);
    const onFirst = await adminSocket(first);
    const onSecond = await adminSocket(second);
    try {
      const created = await book(first, start!);
      expect(created).toMatchObject({ status: 'pending_payment', payment: { status: 'pending' } });
      expect(paymob.intentions.at(-1)!.notification_url).toBe(`${second.url}/api/payments/paymob/callback`);

      await pressAtCheckout(created.payment!.checkoutUrl!, 'pay');
      await paymob.idle();
      const delivered = paymob.callbacks.at(-1)!;
      expect(new URL(delivered.url).origin).toBe(second.url);
      expect(JSON.parse(delivered.answer)).toEqual({ received: true, outcome: 'applied' });
      expect(await bookingStatus(created.id)).toBe('confirmed');
      const newBookings = (messages: { type: string; data?: Record<string, unknown> }[]) => messages.filter((message) => message.type === 'new_booking' && message.data?.id === created.id).length;
      await expect.poll(() => [newBookings(onFirst.messages), newBookings(onSecond.messages)]).toEqual([1, 1]);

      const payment = await second.db('payments').where({ id: created.payment!.id }).first();
      const transactions = await second.db('paymentTransactions').count({ total: '*' });
      expect(await deliver(first, transactionOf(created))).toBe('replay');
      expect(await second.db('payments').where({ id: created.payment!.id }).first()).toEqual(payment);
      expect(await second.db('paymentTransactions').count({ total: '*' })).toEqual(transactions);
      expect(await auditActions(created, 'payment.paid')).toBe(1);
      expect(Number((await second.db('mailOutbox').where({ bookingId: created.id, kind: 'booking_confirmation' }).count({ total: '*' }))[0]!.total)).toBe(1);

      // A lead posted after the replay reaches both sockets after anything the replay could have announced.
      const lead = await first.client().post('/api/contact', contactInput({ name: 'After the replay' }));
      expect(lead.status).toBe(201);
      const leadArrived = (messages: { type: string; data?: Record<string, unknown> }[]) => messages.some((message) => message.type === 'new_contact_submission' && message.data?.id === lead.body.id);
      await expect.poll(() => [leadArrived(onFirst.messages), leadArrived(onSecond.messages)]).toEqual([true, true]);
      expect([newBookings(onFirst.messages), newBookings(onSecond.messages)]).toEqual([1, 1]);
    } finally {
      onFirst.socket.close();
      onSecond.socket.close();
    }
  });

  it('applies a callback Paymob delivers to both instances at once exactly once', async () => {
    const [, start] = await slotStarts(first.client(), paid.id, THURSDAY);
    const created = await book(second, start!);
    paymob.callbackMode = 'skip';
    try {
      await pressAtCheckout(created.payment!.checkoutUrl!, 'pay');
    } finally {
      paymob.callbackMode = 'send';
    }
    const transaction = transactionOf(created);
    const outcomes = await Promise.all([deliver(first, transaction), deliver(second, transaction)]);
    expect(outcomes.sort()).toEqual(['applied', 'replay']);
    expect(await bookingStatus(created.id)).toBe('confirmed');
    expect(await auditActions(created, 'payment.paid')).toBe(1);
  });

  it("expires holds that ran out once, though both instances' jobs run at the same moment, and frees their times", async () => {
    const held: BookingCreated[] = [];
    // Each the first time still free, on either instance in turn.
    for (let index = 0; index < 4; index += 1) {
      const [start] = await slotStarts(first.client(), paid.id, WEDNESDAY);
      held.push(await book(index % 2 === 0 ? first : second, start!, `holder${index}@example.com`));
    }
    const starts = held.map((created) => created.start);
    const offered = await slotStarts(second.client(), paid.id, WEDNESDAY);
    for (const start of starts) expect(offered).not.toContain(start);

    holdsRunOut();
    const [byFirst, bySecond] = await expireOnBoth();
    expect(byFirst + bySecond).toBe(held.length);
    for (const created of held) {
      expect(await bookingStatus(created.id)).toBe('expired');
      expect(await paymentStatus(created)).toBe('expired');
      expect(await auditActions(created, 'payment.expired')).toBe(1);
    }
    expect(await expireOnBoth()).toEqual([0, 0]);
    for (const server of [first, second]) expect(await slotStarts(server.client(), paid.id, WEDNESDAY)).toEqual(expect.arrayContaining(starts));
  });

  it('lets one of two visitors racing on the two instances hold a time while paying, and the other book it once the hold runs out', async () => {
    const [start] = await slotStarts(first.client(), paid.id, '2026-12-05');
    const visitors = ['racer-a@example.com', 'racer-b@example.com'] as const;
    const answers = await Promise.all([first, second].map((server, index) => server.client().post('/api/bookings', bookingInput({ typeId: paid.id, start: start!, email: visitors[index] }))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const winner = answers.findIndex((answer) => answer.status === 201);
    const loser = 1 - winner;
    expect(answers[loser]!.body.error.code).toBe('slot_unavailable');
    const holder: BookingCreated = answers[winner]!.body;
    const [holdersInstance, othersInstance] = winner === 0 ? [first, second] : [second, first];

    // The holder is at Paymob's checkout: the other visitor is refused on either instance.
    expect(paymob.intentions.find((intention) => intention.client_secret === new URL(holder.payment!.checkoutUrl!).searchParams.get('clientSecret'))!.status).toBe('intended');
    for (const server of [othersInstance, holdersInstance]) {
      const again = await server.client().post('/api/bookings', bookingInput({ typeId: paid.id, start: start!, email: visitors[loser] }));
      expect(again.status).toBe(409);
    }

    holdsRunOut();
    const [byFirst, bySecond] = await expireOnBoth();
    expect(byFirst + bySecond).toBe(1);
    expect(await bookingStatus(holder.id)).toBe('expired');
    const other = await book(othersInstance, start!, visitors[loser]);
    expect(other.status).toBe('pending_payment');

    // The holder pays after all: too late for a time now held by the other visitor, so it all goes back.
    await pressAtCheckout(holder.payment!.checkoutUrl!, 'pay');
    await paymob.idle();
    expect(await bookingStatus(holder.id)).toBe('expired');
    expect(await paymentStatus(holder)).toBe('refunded');
    expect(await bookingStatus(other.id)).toBe('pending_payment');
  });
});
