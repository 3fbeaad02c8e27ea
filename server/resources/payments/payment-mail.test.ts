import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated, ConsultationType } from '@shared/schemas/booking';
import { slotStarts, WEDNESDAY } from '../../test/booking-server';
import { bookingInput } from '../../test/factories';
import type { TestClient, TestServer } from '../../test/harness';
import { startMailServer, type TestMailServer } from '../../test/mail-server';
import { PAYMOB, pressAtCheckout } from '../../test/paymob-account';
import { paidBookingServer } from '../../test/paid-booking-server';
import type { PaymobStandIn } from '../../test/paymob-stand-in';

const POLL = { timeout: 10_000, interval: 25 };

describe('e-mails and secrets of paid bookings', () => {
  let mail: TestMailServer;
  let server: TestServer;
  let admin: TestClient;
  let paymob: PaymobStandIn;
  let paid: ConsultationType;
  let stop: () => Promise<void>;
  const logged: string[] = [];
  beforeAll(async () => {
    mail = await startMailServer('payment-mail-pa55word');
    const logger = pino({ level: 'trace' }, { write: (line: string) => void logged.push(line) });
    ({ server, admin, paymob, paid, stop } = await paidBookingServer({ SMTP_URL: mail.url, MAIL_FROM: 'DietBar <bookings@dietbar.example>', LEAD_EMAIL_TO: 'owner@dietbar.example' }, { logger }));
  });
  afterAll(async () => {
    await stop?.();
    await mail?.stop();
  });

  const messagesTo = (address: string) => mail.messages.filter((message) => message.envelopeTo.includes(address));

  async function book(email: string, overrides: Record<string, unknown> = {}): Promise<BookingCreated> {
    const starts = await slotStarts(server.client(), paid.id, WEDNESDAY);
    const answer = await server.client().post('/api/bookings', bookingInput({ typeId: paid.id, start: starts[0]!, email, language: 'en', ...overrides }));
    expect(answer.status).toBe(201);
    return answer.body;
  }

  it('confirms by e-mail only once paid, and tells the practice then', async () => {
    const created = await book('nour@example.com');
    // Nothing is even queued while the time is only held.
    expect(await server.db('mailOutbox').where({ bookingId: created.id })).toEqual([]);
    await pressAtCheckout(created.payment!.checkoutUrl!, 'pay');
    await paymob.idle();
    await expect.poll(() => messagesTo('nour@example.com').map((message) => message.headers.subject), POLL).toEqual(['Your booking is confirmed: Paid consultation']);
    await expect.poll(() => messagesTo('owner@dietbar.example').some((message) => message.text.includes('nour@example.com')), POLL).toBe(true);
  });

  it('sends the instructions of a payment by hand, and what a refund gave back', async () => {
    const [method] = (await admin.put('/api/payments/methods', { methods: [{ kind: 'bank_transfer', nameEn: 'Bank transfer', nameAr: 'تحويل بنكي', instructionsEn: 'IBAN EG00 1234', instructionsAr: 'رقم الحساب EG00 1234', isActive: true }] })).body;
    const created = await book('samir@example.com', { paymentMethod: method.id, language: 'ar' });
    await expect.poll(() => messagesTo('samir@example.com').length, POLL).toBe(1);
    const [instructions] = messagesTo('samir@example.com');
    expect(instructions!.headers.subject).toBe('طريقة الدفع لحجزك: استشارة مدفوعة');
    expect(instructions!.text).toContain('رقم الحساب EG00 1234');
    expect(instructions!.text).toContain('600 ج.م');

    await admin.post(`/api/payments/${created.payment!.id}/mark-paid`, {});
    await expect.poll(() => messagesTo('samir@example.com').length, POLL).toBe(2);
    await admin.post(`/api/payments/${created.payment!.id}/refund`, { amountCents: 15_000, reference: 'Bank transfer back, 3 Dec' });
    await expect.poll(() => messagesTo('samir@example.com').map((message) => message.headers.subject), POLL).toContain('استرداد مبلغك: استشارة مدفوعة');
    expect(messagesTo('samir@example.com').at(-1)!.text).toContain('150 ج.م');
  });

  it('never writes Paymob’s secret key or HMAC secret into a log or an answer', async () => {
    const answers = [
      await server.client().get('/api/payments/methods'),
      await admin.get('/api/payments'),
      await server.client().post('/api/payments/paymob/callback?hmac=00', { type: 'TRANSACTION', obj: { id: 1, success: true, pending: false, amount_cents: 1, currency: 'EGP', order: { id: 1 } } }),
    ];
    for (const answer of answers) expect(answer.text).not.toMatch(new RegExp(`${PAYMOB.secretKey}|${PAYMOB.hmacSecret}`));
    expect(logged.length).toBeGreaterThan(20);
    expect(logged.join('\n')).not.toMatch(new RegExp(`${PAYMOB.secretKey}|${PAYMOB.hmacSecret}`));
  });
});
