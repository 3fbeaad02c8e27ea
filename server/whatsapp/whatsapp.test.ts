import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WS_WHATSAPP_MESSAGE } from '@shared/constants';
import { adminSocket } from '../test/admin-socket';
import { NOW, THURSDAY, WEDNESDAY, problems } from '../test/booking-server';
import { bookingInput, contactInput } from '../test/factories';
import { startTestServer } from '../test/harness';
import { OWNER_NUMBER, WHATSAPP_ACCOUNT } from '../test/whatsapp-account';
import { whatsappServer } from '../test/whatsapp-server';

type Server = Awaited<ReturnType<typeof whatsappServer>>;

const HOUR_MS = 60 * 60 * 1000;
/** Thursday 10:00 in Cairo. */
const THURSDAY_TEN = `${THURSDAY}T08:00:00.000Z`;

/** The template messages the stand-in accepted, as `name language to [parameters]`. */
const sentTemplates = (setup: Server) =>
  setup.standIn.accepted
    .filter(({ body }) => body.type === 'template')
    .map(({ body }) => ({ name: body.template.name, language: body.template.language.code, to: body.to, parameters: (body.template.components?.[0]?.parameters ?? []).map((parameter: { text: string }) => parameter.text) }));

const book = async (setup: Server, overrides: Record<string, unknown> = {}) => {
  const answer = await setup.server.client().post('/api/bookings', bookingInput({ typeId: setup.consultation.id, start: THURSDAY_TEN, whatsapp: true, phone: '010 0123 4567', ...overrides }));
  expect(answer.status).toBe(201);
  return answer.body as { id: number; manageUrl: string };
};

const bookingDetail = async (setup: Server, id: number) => {
  const answer = await (await setup.server.admin()).get(`/api/bookings/${id}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};

describe('WhatsApp messages about a booking', () => {
  let setup: Server;
  beforeAll(async () => (setup = await whatsappServer()));
  afterAll(async () => {
    await setup.server.stop();
    await setup.standIn.close();
  });
  afterEach(async () => {
    setup.setClock(NOW);
    setup.standIn.accepted.length = 0;
    await setup.server.db('bookings').update({ status: 'cancelled', liveStart: null });
  });

  it('sends the confirmation template in Arabic with the consultation, its time in Cairo named, the place and the manage link; and the owner is alerted in Arabic with the dashboard link, never on the business number', async () => {
    const booked = await book(setup, { language: 'ar' });
    await expect.poll(() => sentTemplates(setup).length).toBe(2);
    const [confirmation, alert] = [sentTemplates(setup).find((sent) => sent.to === '+201001234567'), sentTemplates(setup).find((sent) => sent.to === OWNER_NUMBER)];
    expect(confirmation).toMatchObject({ name: 'dietbar_booking_confirmation', language: 'ar' });
    expect(confirmation!.parameters).toEqual([
      'الاستشارة الأولى',
      expect.stringMatching(/^الخميس.*٣.*ديسمبر.*٢٠٢٦.*\(Africa\/Cairo\)$/),
      'المعادي، القاهرة',
      `https://dietbar.example${booked.manageUrl}`,
    ]);
    expect(alert).toMatchObject({ name: 'dietbar_owner_new_booking', language: 'ar' });
    expect(alert!.parameters).toEqual(['Laila Hassan', 'الاستشارة الأولى', expect.stringContaining('(Africa/Cairo)'), `https://dietbar.example/admin/dashboard?booking=${booked.id}`]);
    expect(sentTemplates(setup).map((sent) => sent.to)).not.toContain('+201009998888');
    const { whatsapp } = await bookingDetail(setup, booked.id);
    expect(whatsapp).toMatchObject({ consent: true, number: '+201001234567' });
    expect(whatsapp.messages.filter((message: { kind: string }) => message.kind !== 'booking_reminder')).toEqual([
      { id: expect.any(Number), kind: 'booking_confirmation', direction: 'out', template: 'dietbar_booking_confirmation', status: 'sent', at: NOW.toISOString() },
      { id: expect.any(Number), kind: 'owner_new_booking', direction: 'out', template: 'dietbar_owner_new_booking', status: 'sent', at: NOW.toISOString() },
    ]);
  });

  it('sends the confirmation in English to a visitor who booked in English, and none to one who did not consent', async () => {
    await book(setup, { language: 'en', phone: '+20 112 345 6789', email: 'sara@example.com' });
    await book(setup, { start: `${THURSDAY}T10:00:00.000Z`, whatsapp: undefined, email: 'nour@example.com' });
    await expect.poll(() => sentTemplates(setup).length).toBe(3);
    const visitors = sentTemplates(setup).filter((sent) => sent.to !== OWNER_NUMBER);
    expect(visitors).toEqual([
      { name: 'dietbar_booking_confirmation', language: 'en', to: '+201123456789', parameters: ['First consultation', expect.stringMatching(/^Thursday, December 3, 2026.*\(Africa\/Cairo\)$/), 'Maadi, Cairo', expect.stringMatching(/^https:\/\/dietbar\.example\/booking\//)] },
    ]);
  });

  it('sends each reminder when it falls due, and none after a cancellation', async () => {
    const kept = await book(setup);
    const cancelled = await book(setup, { start: `${THURSDAY}T12:00:00.000Z`, email: 'dina@example.com', phone: '01011112222' });
    await expect.poll(() => sentTemplates(setup).length).toBe(4);
    expect((await (await setup.server.admin()).patch(`/api/bookings/${cancelled.id}`, { status: 'cancelled' })).status).toBe(200);
    await expect.poll(() => sentTemplates(setup).filter((sent) => sent.name === 'dietbar_booking_cancellation').length).toBe(1);
    expect(sentTemplates(setup).some((sent) => sent.name === 'dietbar_booking_reminder')).toBe(false);
    // A day before Thursday 10:00 in Cairo, then an hour before.
    setup.setClock(new Date(Date.parse(THURSDAY_TEN) - 24 * HOUR_MS));
    await setup.settled();
    await expect.poll(() => sentTemplates(setup).filter((sent) => sent.name === 'dietbar_booking_reminder').length).toBe(1);
    setup.setClock(new Date(Date.parse(THURSDAY_TEN) - HOUR_MS + 1000));
    await setup.settled();
    await expect.poll(() => sentTemplates(setup).filter((sent) => sent.name === 'dietbar_booking_reminder').length).toBe(2);
    setup.setClock(new Date(Date.parse(`${THURSDAY}T12:00:00.000Z`) - 1000));
    await setup.settled();
    const reminders = sentTemplates(setup).filter((sent) => sent.name === 'dietbar_booking_reminder');
    expect(reminders.map((sent) => sent.to)).toEqual(['+201001234567', '+201001234567']);
    const states = (await bookingDetail(setup, cancelled.id)).whatsapp.messages.filter((message: { kind: string }) => message.kind === 'booking_reminder');
    expect(states.map((message: { status: string }) => message.status)).toEqual(['skipped', 'skipped']);
    expect((await bookingDetail(setup, kept.id)).whatsapp.messages.filter((message: { kind: string }) => message.kind === 'booking_reminder').map((message: { status: string }) => message.status)).toEqual(['sent', 'sent']);
  });

  it("tells a visitor's move and cancellation to the visitor (a new time with its reminders planned again) and to the owner", async () => {
    const booked = await book(setup, { language: 'en' });
    await expect.poll(() => sentTemplates(setup).length).toBe(2);
    const token = booked.manageUrl.split('/').pop();
    const moved = await setup.server.client().post(`/api/bookings/manage/${token}/reschedule`, { start: `${THURSDAY}T13:00:00.000Z` });
    expect(moved.status).toBe(200);
    await expect.poll(() => sentTemplates(setup).length).toBe(4);
    expect(sentTemplates(setup).slice(2)).toEqual(
      expect.arrayContaining([
        { name: 'dietbar_booking_update', language: 'en', to: '+201001234567', parameters: ['First consultation', expect.stringContaining('3:00'), 'Maadi, Cairo', `https://dietbar.example${booked.manageUrl}`] },
        { name: 'dietbar_owner_booking_change', language: 'ar', to: OWNER_NUMBER, parameters: ['Laila Hassan', 'نُقل إلى موعد آخر', 'الاستشارة الأولى', expect.stringContaining('Africa/Cairo'), `https://dietbar.example/admin/dashboard?booking=${booked.id}`] },
      ]),
    );
    expect((await setup.server.client().post(`/api/bookings/manage/${token}/cancel`)).status).toBe(200);
    await expect.poll(() => sentTemplates(setup).length).toBe(6);
    expect(sentTemplates(setup).slice(4)).toEqual(
      expect.arrayContaining([
        { name: 'dietbar_booking_cancellation', language: 'en', to: '+201001234567', parameters: ['First consultation', expect.stringContaining('3:00'), 'https://dietbar.example/book'] },
        expect.objectContaining({ name: 'dietbar_owner_booking_change', parameters: expect.arrayContaining(['أُلغي']) }),
      ]),
    );
    const reminders = (await bookingDetail(setup, booked.id)).whatsapp.messages.filter((message: { kind: string }) => message.kind === 'booking_reminder');
    expect(reminders.map((message: { status: string }) => message.status)).toEqual(['skipped', 'skipped', 'skipped', 'skipped']);
  });

  it('tells a payment received by hand and what a refund gave back, in the booking\'s language', async () => {
    const admin = await setup.server.admin();
    const [method] = (await admin.put('/api/payments/methods', { methods: [{ kind: 'bank_transfer', nameEn: 'Bank transfer', nameAr: 'تحويل بنكي', instructionsEn: 'IBAN EG00 1234', instructionsAr: 'رقم الحساب EG00 1234', isActive: true }] })).body;
    const paidType = (await admin.post('/api/booking/types', { nameEn: 'Paid consultation', nameAr: 'استشارة مدفوعة', durationMinutes: 45, mode: 'in_person', locationEn: 'Maadi, Cairo', locationAr: 'المعادي، القاهرة', priceCents: 60_000, paymentRule: 'full' })).body;
    const created = (await setup.server.client().post('/api/bookings', bookingInput({ typeId: paidType.id, start: `${THURSDAY}T09:00:00.000Z`, whatsapp: true, phone: '01001234567', paymentMethod: method.id }))).body;
    expect(created.status).toBe('pending_payment');
    await setup.settled();
    expect(sentTemplates(setup)).toEqual([]);
    expect((await admin.post(`/api/payments/${created.payment.id}/mark-paid`, {})).status).toBe(200);
    await expect.poll(() => sentTemplates(setup).map((sent) => sent.name).sort()).toEqual(['dietbar_booking_confirmation', 'dietbar_owner_new_booking', 'dietbar_payment_received']);
    expect(sentTemplates(setup).find((sent) => sent.name === 'dietbar_payment_received')!.parameters).toEqual([expect.stringMatching(/^600 ج\.م/), 'استشارة مدفوعة', expect.stringContaining('(Africa/Cairo)'), expect.stringMatching(/^https:\/\/dietbar\.example\/booking\//)]);
    expect((await admin.post(`/api/payments/${created.payment.id}/refund`, { amountCents: 15_000, reference: 'Bank transfer back, 3 Dec' })).status).toBeLessThan(300);
    await expect.poll(() => sentTemplates(setup).filter((sent) => sent.name === 'dietbar_payment_refund').map((sent) => sent.parameters[0])).toEqual([expect.stringMatching(/^150 ج\.م/)]);
    await admin.put('/api/payments/methods', { methods: [] });
  });

  it('takes statuses in any order and keeps the best one; failed is final, with Meta\'s code and title', async () => {
    const first = await book(setup);
    const second = await book(setup, { start: `${THURSDAY}T12:00:00.000Z`, email: 'hoda@example.com', phone: '01022223333' });
    await expect.poll(() => setup.standIn.accepted.length).toBe(4);
    const idOf = (to: string) => setup.standIn.accepted.find(({ body }) => body.to === to)!.id;
    const statuses = setup.standIn.webhook.statuses;
    for (const body of [statuses({ id: idOf('+201001234567'), status: 'read' }), statuses({ id: idOf('+201001234567'), status: 'delivered' }), statuses({ id: idOf('+201001234567'), status: 'sent' })]) {
      expect((await setup.standIn.deliver(setup.webhookUrl, body)).status).toBe(200);
    }
    const failure = statuses({ id: idOf('+201022223333'), status: 'failed', error: { code: 131026, title: 'Message undeliverable' } });
    expect((await setup.standIn.deliver(setup.webhookUrl, failure)).status).toBe(200);
    expect((await setup.standIn.deliver(setup.webhookUrl, statuses({ id: idOf('+201022223333'), status: 'delivered' }))).status).toBe(200);
    expect((await setup.standIn.deliver(setup.webhookUrl, failure)).status).toBe(200);
    const confirmation = async (id: number) => (await bookingDetail(setup, id)).whatsapp.messages.find((message: { kind: string }) => message.kind === 'booking_confirmation');
    expect(await confirmation(first.id)).toMatchObject({ status: 'read' });
    expect((await confirmation(first.id)).error).toBeUndefined();
    expect(await confirmation(second.id)).toMatchObject({ status: 'failed', error: { code: 131026, title: 'Message undeliverable' } });
  });

  it("applies a status that overtakes Meta's answer to the send once the answer is in", async () => {
    setup.standIn.hooks.beforeAnswering = async (id) => {
      expect((await setup.standIn.deliver(setup.webhookUrl, setup.standIn.webhook.statuses({ id, status: 'delivered' }))).status).toBe(200);
    };
    try {
      const booked = await book(setup);
      await expect.poll(() => setup.standIn.accepted.length).toBe(2);
      await setup.settled();
      const messages = (await bookingDetail(setup, booked.id)).whatsapp.messages.filter((message: { kind: string }) => message.kind !== 'booking_reminder');
      expect(messages.map((message: { status: string }) => message.status)).toEqual(['delivered', 'delivered']);
      expect(await setup.server.db('whatsappEarlyStatuses')).toEqual([]);
    } finally {
      delete setup.standIn.hooks.beforeAnswering;
    }
  });

  it('changes nothing for a webhook that is unsigned, signed with another secret, or altered after signing', async () => {
    await book(setup);
    await expect.poll(() => setup.standIn.accepted.length).toBe(2);
    // The sends' answers written down too: the snapshot below must not catch them halfway.
    await setup.settled();
    const id = setup.standIn.accepted[0]!.id;
    const read = setup.standIn.webhook.statuses({ id, status: 'read' });
    const incoming = setup.standIn.webhook.message({ from: '201007778888', name: 'Intruder', text: 'hello' });
    setup.setClock(new Date(NOW.getTime() + 60_000));
    const snapshot = async () => ({
      leads: await setup.server.db('contactSubmissions').count({ n: '*' }),
      messages: await setup.server.db('whatsappMessages').orderBy('id'),
      lastWebhookAt: (await (await setup.server.admin()).get('/api/whatsapp/status')).body.lastWebhookAt,
    });
    const before = await snapshot();
    for (const body of [read, incoming]) {
      expect((await setup.standIn.deliver(setup.webhookUrl, body, { signature: false })).status).toBe(401);
      expect((await setup.standIn.deliver(setup.webhookUrl, body, { secret: 'another-secret' })).status).toBe(401);
      expect((await setup.standIn.deliver(setup.webhookUrl, body, { signature: 'sha256=' })).status).toBe(401);
    }
    const signedOther = setup.standIn.webhook.statuses({ id, status: 'delivered' });
    const { createHmac } = await import('node:crypto');
    const { metaJson } = await import('../test/whatsapp-stand-in');
    const signature = `sha256=${createHmac('sha256', WHATSAPP_ACCOUNT.appSecret).update(metaJson(signedOther)).digest('hex')}`;
    expect((await setup.standIn.deliver(setup.webhookUrl, read, { signature })).status).toBe(401);
    expect(await snapshot()).toEqual(before);
    expect(before.lastWebhookAt).not.toBe(new Date(NOW.getTime() + 60_000).toISOString());
  });
});

describe('the WhatsApp webhook and the practice\'s answers', () => {
  let setup: Server;
  const logLines: string[] = [];
  beforeAll(async () => {
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk, _encoding, done) => (logLines.push(String(chunk)), done()) }));
    setup = await whatsappServer({ start: { logger } });
  });
  afterAll(async () => {
    await setup.server.stop();
    await setup.standIn.close();
  });

  it("answers Meta's verification with the challenge only for the right token, and never logs or answers a secret", async () => {
    const client = setup.server.client();
    const verified = await client.get(`/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${WHATSAPP_ACCOUNT.verifyToken}&hub.challenge=1158201444`);
    expect([verified.status, verified.text, verified.headers.get('content-type')]).toEqual([200, '1158201444', 'text/plain; charset=utf-8']);
    expect((await client.get('/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1158201444')).status).toBe(403);
    expect((await client.get(`/api/whatsapp/webhook?hub.mode=unsubscribe&hub.verify_token=${WHATSAPP_ACCOUNT.verifyToken}&hub.challenge=1`)).status).toBe(403);
    const status = await setup.admin.get('/api/whatsapp/status');
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ enabled: true, number: '+20 100 999 8888' });
    expect(status.body.templates).toContainEqual({ name: 'dietbar_booking_confirmation', language: 'ar', status: 'APPROVED' });
    expect(status.body.templates).toHaveLength(20);
    expect((await client.get('/api/whatsapp/status')).status).toBe(401);
    const everything = logLines.join('') + JSON.stringify(status.body);
    for (const secret of [WHATSAPP_ACCOUNT.verifyToken, WHATSAPP_ACCOUNT.accessToken, WHATSAPP_ACCOUNT.appSecret]) expect(everything).not.toContain(secret);
  });

  it('keeps a visitor\'s message on the lead of their number, marks it unread and tells the admins live; a stranger becomes a new lead named from their profile', async () => {
    const { messages } = await adminSocket(setup.server);
    const lead = await setup.server.client().post('/api/contact', contactInput({ phone: '٠١٠٠١٢٣٤٥٦٧', whatsapp: true, language: 'ar' }));
    expect(lead.status).toBe(201);
    expect((await setup.admin.patch(`/api/contact-submissions/${lead.body.id}`, { isRead: true })).status).toBe(200);
    const at = Math.floor(NOW.getTime() / 1000) + 60;
    const reply = setup.standIn.webhook.message({ from: '201001234567', name: 'عمر علي', text: 'هل يمكن تغيير الموعد؟', timestamp: at });
    expect((await setup.standIn.deliver(setup.webhookUrl, reply)).status).toBe(200);
    expect((await setup.standIn.deliver(setup.webhookUrl, reply)).status).toBe(200);
    const detail = (await setup.admin.get(`/api/contact-submissions/${lead.body.id}`)).body;
    expect(detail).toMatchObject({ phone: '٠١٠٠١٢٣٤٥٦٧', whatsappNumber: '+201001234567', whatsappConsentAt: NOW.toISOString(), isRead: false });
    expect(detail.whatsapp.messages.filter((message: { direction: string }) => message.direction === 'in')).toEqual([
      { id: expect.any(Number), kind: 'incoming', direction: 'in', text: 'هل يمكن تغيير الموعد؟', status: 'received', at: new Date(at * 1000).toISOString() },
    ]);
    await expect.poll(() => messages.filter((message) => message.type === WS_WHATSAPP_MESSAGE)).toEqual([
      { type: WS_WHATSAPP_MESSAGE, data: { leadId: lead.body.id, name: 'Omar Ali', text: 'هل يمكن تغيير الموعد؟', at: new Date(at * 1000).toISOString() } },
    ]);
    const stranger = setup.standIn.webhook.message({ from: '447911123456', name: 'Jane Doe', text: 'Do you see clients online?', timestamp: at });
    expect((await setup.standIn.deliver(setup.webhookUrl, stranger)).status).toBe(200);
    const [newest] = (await setup.admin.get('/api/contact-submissions')).body;
    expect(newest).toMatchObject({ name: 'Jane Doe', email: '', phone: '+447911123456', whatsappNumber: '+447911123456', message: 'Do you see clients online?', isRead: false, language: 'en' });
    expect(newest.whatsappConsentAt).toBeUndefined();
  });

  it('keeps a message from a number a visitor left without asking for WhatsApp on their lead, and sends them nothing unasked', async () => {
    const lead = await setup.server.client().post('/api/contact', contactInput({ phone: '0100 444 5555', email: 'nour@example.com' }));
    expect(lead.status).toBe(201);
    const before = (await setup.admin.get('/api/contact-submissions')).body.length;
    const message = setup.standIn.webhook.message({ from: '201004445555', name: 'Nour', text: 'I sent the form yesterday' });
    expect((await setup.standIn.deliver(setup.webhookUrl, message)).status).toBe(200);
    expect((await setup.admin.get('/api/contact-submissions')).body.length).toBe(before);
    const detail = (await setup.admin.get(`/api/contact-submissions/${lead.body.id}`)).body;
    expect(detail).toMatchObject({ phone: '0100 444 5555', whatsappNumber: '+201004445555', isRead: false });
    expect(detail.whatsappConsentAt).toBeUndefined();
    expect(detail.whatsapp.messages.map((sent: { direction: string; text?: string }) => [sent.direction, sent.text])).toEqual([['in', 'I sent the form yesterday']]);
  });

  it('lets the practice answer in free text within 24 hours of the visitor\'s last message by Meta\'s clock, and only then', async () => {
    const lead = (await setup.server.client().post('/api/contact', contactInput({ phone: '01112223333', whatsapp: true, email: 'karim@example.com' }))).body;
    const path = `/api/contact-submissions/${lead.id}/whatsapp`;
    const outside = await setup.admin.post(path, { text: 'Hello' });
    expect([outside.status, outside.body.error.code]).toEqual([409, 'outside_window']);
    const wrote = NOW.getTime() - 23 * HOUR_MS;
    const message = setup.standIn.webhook.message({ from: '201112223333', name: 'Karim', text: 'Is Saturday free?', timestamp: wrote / 1000 });
    expect((await setup.standIn.deliver(setup.webhookUrl, message)).status).toBe(200);
    expect((await setup.admin.get(`/api/contact-submissions/${lead.id}`)).body.whatsapp.replyUntil).toBe(new Date(wrote + 24 * HOUR_MS).toISOString());
    const answered = await setup.admin.post(path, { text: '  Yes, Saturday at 11:00 is free.  ' });
    expect(answered.status).toBe(201);
    expect(answered.body).toEqual({ id: expect.any(Number), kind: 'reply', direction: 'out', text: 'Yes, Saturday at 11:00 is free.', status: 'pending', at: NOW.toISOString() });
    await expect.poll(() => setup.standIn.accepted.filter(({ body }) => body.type === 'text').map(({ body }) => [body.to, body.text.body])).toEqual([['+201112223333', 'Yes, Saturday at 11:00 is free.']]);
    setup.setClock(new Date(wrote + 24 * HOUR_MS));
    const late = await setup.admin.post(path, { text: 'Still there?' });
    expect([late.status, late.body.error.code]).toEqual([409, 'outside_window']);
    expect((await setup.admin.get(`/api/contact-submissions/${lead.id}`)).body.whatsapp.replyUntil).toBeUndefined();
    expect((await setup.server.client().post(path, { text: 'x' })).status).toBe(401);
    expect(problems(await setup.admin.post(path, { text: '' }))).toEqual(['text: required']);
    setup.setClock(NOW);
  });

  it('reads phone numbers as Egyptians write them, and refuses by field a number that cannot be a mobile when WhatsApp is asked for', async () => {
    const client = setup.server.client();
    for (const [phone, email] of [['010 0123 4567', 'a@example.com'], ['+20 10 0123 4567', 'b@example.com'], ['00201001234567', 'c@example.com'], ['٠١٠٠١٢٣٤٥٦٧', 'd@example.com']] as const) {
      const lead = await client.post('/api/contact', contactInput({ phone, email, whatsapp: true }));
      expect(lead.status).toBe(201);
      const detail = (await setup.admin.get(`/api/contact-submissions/${lead.body.id}`)).body;
      expect([detail.phone, detail.whatsappNumber, detail.whatsapp.consent, detail.whatsapp.number]).toEqual([phone, '+201001234567', true, '+201001234567']);
    }
    expect(problems(await client.post('/api/contact', contactInput({ phone: '02 2345 6789', whatsapp: true })))).toEqual(['phone: not_mobile']);
    expect(problems(await client.post('/api/contact', contactInput({ phone: '', whatsapp: true })))).toEqual(['phone: not_mobile']);
    expect(problems(await client.post('/api/bookings', bookingInput({ typeId: 1, start: `${WEDNESDAY}T08:00:00.000Z`, phone: '12345', whatsapp: true })))).toEqual(['phone: not_mobile']);
    const landline = await client.post('/api/contact', contactInput({ phone: '02 2345 6789', email: 'e@example.com' }));
    expect(landline.status).toBe(201);
    expect((await setup.admin.get(`/api/contact-submissions/${landline.body.id}`)).body.whatsapp).toEqual({ consent: false, number: null, messages: [] });
  });
});

describe('without WhatsApp configured', () => {
  it('offers nothing: whatsapp: true is refused by field, the status says so, the webhook is not there', async () => {
    const server = await startTestServer();
    try {
      const client = server.client();
      expect(problems(await client.post('/api/contact', contactInput({ whatsapp: true })))).toEqual(['whatsapp: whatsapp_not_offered']);
      expect((await client.post('/api/contact', contactInput({ whatsapp: false }))).status).toBe(201);
      const admin = await server.admin();
      expect((await admin.get('/api/whatsapp/status')).body).toEqual({ enabled: false, templates: [] });
      expect((await client.get('/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1')).status).toBe(403);
      expect((await client.post('/api/whatsapp/webhook', { object: 'whatsapp_business_account' })).status).toBe(404);
      expect(await server.db('whatsappMessages').count({ n: '*' })).toEqual([{ n: expect.anything() }]);
      expect(Number((await server.db('whatsappMessages').count({ n: '*' }))[0]!.n)).toBe(0);
    } finally {
      await server.stop();
    }
  });
});
