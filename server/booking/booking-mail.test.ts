import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAvailability, type BookingCreated, type BookingEmailState, type ConsultationType } from '@shared/schemas/booking';
import type { StartOptions } from '../app';
import { instantOf, propertyOf, readCalendar, valueOf } from '../test/calendar';
import { bookingInput, consultationTypeInput } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import { freePort } from '../test/free-port';
import { startMailServer, type TestMailServer } from '../test/mail-server';
import { documentHead } from '../test/rendered-pages';

/*
 * The e-mails about bookings against a real SMTP server and the real app: the visitor's confirmation in Arabic and in
 * English with its calendar invitation, the practice's alert, reminders when they fall due and never for a cancelled
 * or moved booking, the updated and the cancelling invitations, and retries that a reminder queued days ahead survives.
 */

const PASSWORD = 'booking-mail-pa55word';
const QUICK_RETRY: StartOptions['mailRetry'] = { firstMs: 50, maxMs: 200 };
const POLL = { timeout: 10_000, interval: 25 };
const MINUTE_MS = 60_000;

/** Tuesday 1 December 2026, 10:05 in Cairo (UTC+2 in winter); the practice opens 10:00–18:00, Saturday to Thursday. */
const NOW = new Date('2026-12-01T08:05:00.000Z');
/** One reminder a day before, one an hour before. */
const REMINDERS = [1440, 60];

const settings = (smtpUrl: string) => ({
  SMTP_URL: smtpUrl,
  MAIL_FROM: 'DietBar <bookings@dietbar.example>',
  PUBLIC_URL: 'https://dietbar.example/',
  LEAD_EMAIL_TO: 'owner@dietbar.example',
  BOOKING_RATE_LIMIT: '1000',
});

/** An .ics text whose every content line, the last one included, ends with CRLF. */
const CONTENT_LINES = /^(?:[^\r\n]*\r\n)+$/;

/** Intl writes thin and narrow no-break spaces around a range's dash and before AM/PM: plain spaces here. */
const spaced = (text: string) => text.replace(/[^\S\n]/g, ' ');

interface BookingMailServer {
  server: TestServer;
  consultation: ConsultationType;
  call: ConsultationType;
  /** Moves the server's clock. */
  setClock(to: Date): void;
  /** Where the server's clock stands. */
  clock(): Date;
}

/** The real app on a clock the test moves, with the demo hours, the reminders above, and a 45-minute and a 15-minute type. */
async function bookingMailServer(smtpUrl: string): Promise<BookingMailServer> {
  let clock = NOW;
  const server = await startTestServer(settings(smtpUrl), { now: () => clock, mailRetry: QUICK_RETRY });
  const admin = await server.admin();
  expect((await admin.put('/api/booking/availability', { ...demoAvailability(), reminderMinutesBefore: REMINDERS })).status).toBe(200);
  const consultation: ConsultationType = (await admin.post('/api/booking/types', consultationTypeInput())).body;
  const call: ConsultationType = (
    await admin.post('/api/booking/types', consultationTypeInput({
      nameEn: 'Free discovery call', nameAr: 'مكالمة تعارف مجانية', durationMinutes: 15, mode: 'online', locationEn: 'https://meet.example/call', locationAr: 'https://meet.example/call',
    }))
  ).body;
  return { server, consultation, call, setClock: (to) => void (clock = to), clock: () => clock };
}

async function book(server: TestServer, input: Parameters<typeof bookingInput>[0]): Promise<BookingCreated> {
  const answer = await server.client().post<BookingCreated>('/api/bookings', bookingInput(input));
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
}

/** Cancels or moves a booking through the API: the visitor's own link, or the signed-in practice. */
async function changeBooking(server: TestServer, booked: BookingCreated, change: { start: string } | 'cancelled', by: 'visitor' | 'practice') {
  const client = by === 'visitor' ? server.client() : await server.admin();
  const token = booked.manageUrl.split('/').at(-1)!;
  const answer =
    by === 'visitor'
      ? await client.post(`/api/bookings/manage/${token}/${change === 'cancelled' ? 'cancel' : 'reschedule'}`, change === 'cancelled' ? undefined : change)
      : change === 'cancelled'
        ? await client.patch(`/api/bookings/${booked.id}`, { status: 'cancelled' })
        : await client.post(`/api/bookings/${booked.id}/reschedule`, change);
  expect(answer.status, answer.text).toBe(200);
}

const states = (server: TestServer, id: number) => server.deps.bookingMail.emailStates(id);

/**
 * Wakes the sender and waits until it has worked through every e-mail due at the server's clock, which stands still:
 * whatever it has not sent by then cannot leave until the clock moves or another e-mail is queued.
 */
async function deliverDue({ server, clock }: BookingMailServer) {
  server.deps.mailDelivery.wake();
  await server.deps.mailDelivery.settled();
  const next = await server.deps.mailDelivery.outbox.nextDueAt();
  expect(next === undefined || next > clock(), `an e-mail due at ${next?.toISOString()} is still waiting`).toBe(true);
}

const stateSummary = (list: BookingEmailState[]) => list.map(({ kind, status, dueAt }) => `${kind} ${status} ${dueAt}`);

describe('booking e-mails', () => {
  let mail: TestMailServer;
  let setup: BookingMailServer;
  let server: TestServer;
  beforeAll(async () => {
    mail = await startMailServer(PASSWORD);
    setup = await bookingMailServer(mail.url);
    server = setup.server;
  });
  afterAll(async () => {
    await server?.stop();
    await mail?.stop();
  });

  const messagesTo = (address: string) => mail.messages.filter((message) => message.envelopeTo.includes(address));
  const arrived = async (address: string, count: number) => {
    await expect.poll(() => messagesTo(address).length, POLL).toBe(count);
    return messagesTo(address);
  };

  it('confirms a booking in Arabic, with the time in Cairo named, the place, the manage link and an invitation whose times match', async () => {
    const start = '2026-12-03T08:00:00.000Z';
    const booked = await book(server, { typeId: setup.consultation.id, start, email: 'mona@example.com', name: 'منى', message: 'Buy pills at spam.example', language: 'ar' });
    const [confirmation] = await arrived('mona@example.com', 1);
    const manageUrl = `https://dietbar.example${booked.manageUrl}`;

    expect(confirmation!.envelopeTo).toEqual(['mona@example.com']);
    expect(confirmation!.headers.from).toBe('DietBar <bookings@dietbar.example>');
    expect(confirmation!.headers.subject).toBe('تم تأكيد حجزك: الاستشارة الأولى');
    expect(documentHead(confirmation!.html)).toEqual({ lang: 'ar', dir: 'rtl', titles: [confirmation!.headers.subject] });
    const text = spaced(confirmation!.text);
    for (const part of ['مرحبًا،', 'الموعد: الخميس، ٣ ديسمبر ٢٠٢٦، ١٠:٠٠–١٠:٤٥ ص توقيت مصر (Africa/Cairo)', 'الاستشارة: الاستشارة الأولى', 'المدة: ٤٥ دقيقة', 'المكان: المعادي، القاهرة', `لإلغاء الموعد أو تغييره، افتح رابطك الخاص:\n${manageUrl}`]) {
      expect(text).toContain(part);
    }
    expect(confirmation!.html).toContain(`<a href="${manageUrl}">`);
    // Nothing the visitor typed: a booking made with a stranger's address carries no words of theirs.
    for (const part of [confirmation!.raw, text, confirmation!.html]) expect(part).not.toContain('spam.example');
    expect(text + confirmation!.html).not.toContain('منى');

    expect(confirmation!.calendar?.contentType).toMatch(/^text\/calendar; charset=utf-8; method=REQUEST$/i);
    expect(confirmation!.attachments.map((attachment) => attachment.filename)).toEqual(['invitation.ics']);
    const { calendar, events } = readCalendar(confirmation!.calendar!.text);
    expect(valueOf(calendar, 'METHOD')).toBe('REQUEST');
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(valueOf(event, 'UID')).toBe(`booking-${booked.id}@dietbar.example`);
    expect(valueOf(event, 'SEQUENCE')).toBe('0');
    expect(instantOf(valueOf(event, 'DTSTART'))).toBe(booked.start);
    expect(instantOf(valueOf(event, 'DTEND'))).toBe(booked.end);
    expect(booked.end).toBe('2026-12-03T08:45:00.000Z');
    expect(valueOf(event, 'SUMMARY')).toBe('الاستشارة الأولى – دايت بار');
    expect(valueOf(event, 'LOCATION')).toBe('المعادي، القاهرة');
    expect(valueOf(event, 'URL')).toBe(manageUrl);
    expect(propertyOf(event, 'ORGANIZER')?.value).toBe('mailto:bookings@dietbar.example');
    expect(propertyOf(event, 'ATTENDEE')?.value.toLowerCase()).toBe('mailto:mona@example.com');
    expect(propertyOf(event, 'ATTENDEE')?.parameters.CN).toBe('منى');
    expect(readCalendar(confirmation!.attachments[0]!.content).events[0]).toEqual(event);
    for (const file of [confirmation!.calendar!.text, confirmation!.attachments[0]!.content]) expect(file).toMatch(CONTENT_LINES);

    // The token is in the database only as its hash, beside the seed it is derived from with the key file.
    const row = await server.db('bookings').where({ id: booked.id }).first();
    const token = booked.manageUrl.split('/').at(-1)!;
    expect(row.manageTokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.manageTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('alerts the practice in English, Reply-To the visitor, with the time in Cairo and the dashboard link to the booking', async () => {
    const start = '2026-12-03T10:00:00.000Z';
    const booked = await book(server, { typeId: setup.consultation.id, start, email: 'karim@example.com', name: 'Karim\r\nBcc: victim@example.com', message: 'Evening <b>please</b>', language: 'ar' });
    await expect.poll(() => messagesTo('owner@dietbar.example').some((message) => message.text.includes('karim@example.com')), POLL).toBe(true);
    const alert = messagesTo('owner@dietbar.example').find((message) => message.text.includes('karim@example.com'))!;
    expect(alert.envelopeTo).toEqual(['owner@dietbar.example']);
    expect(alert.headers.subject).toBe('New booking: Karim Bcc: victim@example.com, First consultation');
    expect(alert.headers['reply-to']).toMatch(/^"?Karim Bcc: victim@example.com"? <karim@example\.com>$/);
    const text = spaced(alert.text);
    for (const line of ['Name: Karim Bcc: victim@example.com', 'E-mail: karim@example.com', 'Consultation: First consultation', 'When: Thursday, December 3, 2026, 12:00 – 12:45 PM Egypt Time (Africa/Cairo)', 'Language: Arabic', 'Evening <b>please</b>']) {
      expect(text).toContain(line);
    }
    expect(alert.text).toContain(`Open it in the dashboard: https://dietbar.example/admin/dashboard?booking=${booked.id}`);
    expect(alert.html).toContain('Evening &lt;b&gt;please&lt;/b&gt;');
    expect(documentHead(alert.html)).toEqual({ lang: 'en', dir: 'ltr', titles: [alert.headers.subject] });
    expect(alert.calendar).toBeUndefined();
  });

  it('confirms in English with the online meeting link, and plans a reminder for each entry of reminderMinutesBefore', async () => {
    const start = '2026-12-02T10:00:00.000Z';
    const booked = await book(server, { typeId: setup.call.id, start, email: 'sam@example.com', language: 'en' });
    const [confirmation] = await arrived('sam@example.com', 1);
    expect(confirmation!.headers.subject).toBe('Your booking is confirmed: Free discovery call');
    expect(documentHead(confirmation!.html)).toEqual({ lang: 'en', dir: 'ltr', titles: [confirmation!.headers.subject] });
    const text = spaced(confirmation!.text);
    expect(text).toContain('When: Wednesday, December 2, 2026, 12:00 – 12:15 PM Egypt Time (Africa/Cairo)');
    expect(text).toContain('Duration: 15 minutes');
    expect(text).toContain('Meeting link: https://meet.example/call');
    expect(confirmation!.html).toContain('<a href="https://meet.example/call">');
    const event = readCalendar(confirmation!.calendar!.text).events[0]!;
    expect([instantOf(valueOf(event, 'DTSTART')), instantOf(valueOf(event, 'DTEND'))]).toEqual([start, '2026-12-02T10:15:00.000Z']);
    expect(valueOf(event, 'LOCATION')).toBe('https://meet.example/call');

    await server.deps.mailDelivery.settled();
    expect(stateSummary(await states(server, booked.id))).toEqual([
      `booking_confirmation sent ${NOW.toISOString()}`,
      `booking_alert sent ${NOW.toISOString()}`,
      'booking_reminder pending 2026-12-01T10:00:00.000Z',
      'booking_reminder pending 2026-12-02T09:00:00.000Z',
    ]);
  });

  it('does not queue a reminder whose time has already passed, and sends the others when they fall due, once', async () => {
    // A day before 10:00 on Wednesday is five minutes ago.
    const start = '2026-12-02T08:00:00.000Z';
    const booked = await book(server, { typeId: setup.consultation.id, start, email: 'huda@example.com', language: 'en' });
    await arrived('huda@example.com', 1);
    expect((await states(server, booked.id)).filter((state) => state.kind === 'booking_reminder').map((state) => state.dueAt)).toEqual(['2026-12-02T07:00:00.000Z']);

    await server.deps.mailDelivery.settled();
    expect(messagesTo('huda@example.com')).toHaveLength(1);
    setup.setClock(new Date('2026-12-02T07:00:00.000Z'));
    server.deps.mailDelivery.wake();
    const [, reminder] = await arrived('huda@example.com', 2);
    expect(reminder!.headers.subject).toBe('Reminder of your booking: First consultation');
    expect(spaced(reminder!.text)).toContain('When: Wednesday, December 2, 2026, 10:00 – 10:45 AM Egypt Time (Africa/Cairo)');
    expect(reminder!.text).toMatch(/To cancel or move it, open your own link:\nhttps:\/\/dietbar\.example\/booking\/[\w-]{43}\n/);
    expect(reminder!.calendar).toBeUndefined();
    // The mail server has it before the sender's note of it: the state is read once the sender is done.
    await server.deps.mailDelivery.settled();
    expect((await states(server, booked.id)).at(-1)).toMatchObject({ kind: 'booking_reminder', status: 'sent', attempts: 1 });

    await deliverDue(setup);
    expect(messagesTo('huda@example.com')).toHaveLength(2);
  });

  it('cancels with a METHOD:CANCEL invitation of the same UID and a higher SEQUENCE, tells the practice, and sends no reminder', async () => {
    const start = '2026-12-03T12:00:00.000Z';
    const booked = await book(server, { typeId: setup.consultation.id, start, email: 'adel@example.com', name: 'Adel, "Ace"; of: Giza', language: 'en' });
    await arrived('adel@example.com', 1);
    await changeBooking(server, booked, 'cancelled', 'visitor');

    const [, cancellation] = await arrived('adel@example.com', 2);
    expect(cancellation!.headers.subject).toBe('Your booking is cancelled: First consultation');
    expect(spaced(cancellation!.text)).toContain('When: Thursday, December 3, 2026, 2:00 – 2:45 PM Egypt Time (Africa/Cairo)');
    expect(cancellation!.text).toContain('You are welcome to book another time on our site:\nhttps://dietbar.example');
    expect(cancellation!.text).not.toContain('/booking/');
    expect(cancellation!.calendar?.contentType).toMatch(/^text\/calendar; charset=utf-8; method=CANCEL$/i);
    const { calendar, events } = readCalendar(cancellation!.calendar!.text);
    expect(valueOf(calendar, 'METHOD')).toBe('CANCEL');
    expect(valueOf(events[0]!, 'UID')).toBe(`booking-${booked.id}@dietbar.example`);
    expect(valueOf(events[0]!, 'SEQUENCE')).toBe('1');
    expect(valueOf(events[0]!, 'STATUS')).toBe('CANCELLED');
    expect(propertyOf(events[0]!, 'ATTENDEE')?.parameters.CN).toBe('Adel, "Ace"; of: Giza');
    for (const file of [cancellation!.calendar!.text, cancellation!.attachments[0]!.content]) expect(file).toMatch(CONTENT_LINES);
    expect(instantOf(valueOf(events[0]!, 'DTSTART'))).toBe(start);

    await expect.poll(() => messagesTo('owner@dietbar.example').some((message) => message.headers.subject === 'Booking cancelled: Adel, "Ace"; of: Giza, First consultation'), POLL).toBe(true);
    expect(stateSummary((await states(server, booked.id)).filter((state) => state.kind === 'booking_reminder'))).toEqual([
      'booking_reminder skipped 2026-12-02T12:00:00.000Z',
      'booking_reminder skipped 2026-12-03T11:00:00.000Z',
    ]);

    setup.setClock(new Date('2026-12-03T11:30:00.000Z'));
    await deliverDue(setup);
    expect(messagesTo('adel@example.com')).toHaveLength(2);
  });

  it('skips a reminder that falls due for a booking cancelled without a word to the outbox', async () => {
    const start = '2026-12-05T08:00:00.000Z';
    const booked = await book(server, { typeId: setup.consultation.id, start, email: 'rania@example.com', language: 'en' });
    await arrived('rania@example.com', 1);
    await server.db('bookings').where({ id: booked.id }).update({ status: 'cancelled', liveStart: null });

    setup.setClock(new Date('2026-12-05T07:00:00.000Z'));
    server.deps.mailDelivery.wake();
    await expect.poll(async () => stateSummary((await states(server, booked.id)).filter((state) => state.kind === 'booking_reminder')), POLL).toEqual([
      'booking_reminder skipped 2026-12-04T08:00:00.000Z',
      'booking_reminder skipped 2026-12-05T07:00:00.000Z',
    ]);
    expect(messagesTo('rania@example.com')).toHaveLength(1);
  });

  it('sends an updated invitation with a higher SEQUENCE on a move, plans the reminders again for the new time, and never sends the old ones', async () => {
    const start = '2026-12-06T08:00:00.000Z';
    const booked = await book(server, { typeId: setup.consultation.id, start, email: 'yara@example.com', name: 'Yara', language: 'ar' });
    await arrived('yara@example.com', 1);
    const alertsAboutYara = () => messagesTo('owner@dietbar.example').filter((message) => message.text.includes('yara@example.com'));
    await expect.poll(() => alertsAboutYara().length, POLL).toBe(1);

    // The practice moves it: the visitor is told, the practice is not alerted about its own change.
    await changeBooking(server, booked, { start: '2026-12-06T12:00:00.000Z' }, 'practice');
    const [, update] = await arrived('yara@example.com', 2);
    expect(update!.headers.subject).toBe('تغيّر موعد حجزك: الاستشارة الأولى');
    expect(spaced(update!.text)).toContain('الموعد: الأحد، ٦ ديسمبر ٢٠٢٦، ٢:٠٠–٢:٤٥ م توقيت مصر (Africa/Cairo)');
    expect(update!.text).toContain(`https://dietbar.example${booked.manageUrl}`);
    expect(update!.calendar?.contentType).toMatch(/method=REQUEST$/i);
    const event = readCalendar(update!.calendar!.text).events[0]!;
    expect(valueOf(event, 'UID')).toBe(`booking-${booked.id}@dietbar.example`);
    expect(valueOf(event, 'SEQUENCE')).toBe('1');
    expect([instantOf(valueOf(event, 'DTSTART')), instantOf(valueOf(event, 'DTEND'))]).toEqual(['2026-12-06T12:00:00.000Z', '2026-12-06T12:45:00.000Z']);
    expect(propertyOf(event, 'ATTENDEE')?.parameters.CN).toBe('Yara');
    for (const file of [update!.calendar!.text, update!.attachments[0]!.content]) expect(file).toMatch(CONTENT_LINES);
    await server.deps.mailDelivery.settled();
    expect(alertsAboutYara()).toHaveLength(1);
    expect(stateSummary((await states(server, booked.id)).filter((state) => state.kind === 'booking_reminder'))).toEqual([
      'booking_reminder skipped 2026-12-05T08:00:00.000Z',
      'booking_reminder pending 2026-12-05T12:00:00.000Z',
      'booking_reminder skipped 2026-12-06T07:00:00.000Z',
      'booking_reminder pending 2026-12-06T11:00:00.000Z',
    ]);

    // The visitor moves it again: the practice gets a short alert too.
    await changeBooking(server, booked, { start: '2026-12-06T14:00:00.000Z' }, 'visitor');
    const [, , again] = await arrived('yara@example.com', 3);
    expect(valueOf(readCalendar(again!.calendar!.text).events[0]!, 'SEQUENCE')).toBe('2');
    await expect.poll(() => alertsAboutYara().length, POLL).toBe(2);
    expect(alertsAboutYara()[1]!.headers.subject).toBe('Booking moved: Yara, First consultation');
    expect(spaced(alertsAboutYara()[1]!.text)).toContain('When: Sunday, December 6, 2026, 4:00 – 4:45 PM Egypt Time (Africa/Cairo)');

    // A day before the first new time: only the reminders of the time it has now fall due, one at a time.
    setup.setClock(new Date('2026-12-05T14:00:00.000Z'));
    server.deps.mailDelivery.wake();
    const [, , , reminder] = await arrived('yara@example.com', 4);
    expect(reminder!.headers.subject).toBe('تذكير بموعدك: الاستشارة الأولى');
    expect(spaced(reminder!.text)).toContain('٤:٠٠–٤:٤٥ م');
    await server.deps.mailDelivery.settled();
    expect(messagesTo('yara@example.com')).toHaveLength(4);
  });

  it('keeps the e-mails of a booking when the lead it was tied to is deleted', async () => {
    const start = '2026-12-07T08:00:00.000Z';
    const booked = await book(server, { typeId: setup.consultation.id, start, email: 'omar@example.com', language: 'en' });
    await arrived('omar@example.com', 1);
    // The practice's alert goes out after the visitor's confirmation: both sent before the lead goes.
    await server.deps.mailDelivery.settled();
    const { leadId } = await server.db('bookings').where({ id: booked.id }).first('leadId');
    const admin = await server.admin();
    expect((await admin.delete(`/api/contact-submissions/${leadId}`)).status).toBe(204);
    expect(await server.db('bookings').where({ id: booked.id }).first('leadId')).toEqual({ leadId: null });
    // The practice's view of the booking shows its e-mails, oldest first.
    const detail = await admin.get(`/api/bookings/${booked.id}`);
    expect(detail.body.emails.map((state: BookingEmailState) => `${state.kind} ${state.status}`)).toEqual([
      'booking_confirmation sent',
      'booking_alert sent',
      'booking_reminder pending',
      'booking_reminder pending',
    ]);
  });
});

it('retries a reminder queued days before it falls due instead of giving it up at its first failure, and sends it once the mail server is up', async () => {
  const port = await freePort();
  const setup = await bookingMailServer(`smtp://desk:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}`);
  const { server, consultation, setClock } = setup;
  let mail: TestMailServer | undefined;
  try {
    const start = '2026-12-08T08:00:00.000Z';
    const booked = await book(server, { typeId: consultation.id, start, email: 'nadia@example.com', language: 'en' });
    // A week after they were queued, the reminders fall due while the mail server is down.
    setClock(new Date(Date.parse(start) - 60 * MINUTE_MS));
    server.deps.mailDelivery.wake();
    const reminderStates = async () => (await states(server, booked.id)).filter((state) => state.kind === 'booking_reminder');
    await expect.poll(async () => (await reminderStates()).every((state) => state.attempts > 0), POLL).toBe(true);
    for (const state of await reminderStates()) expect(state).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/ECONNREFUSED/) });

    mail = await startMailServer(PASSWORD, port);
    // The server's clock stands still: a minute passes, and the retries fall due.
    setClock(new Date(Date.parse(start) - 59 * MINUTE_MS));
    server.deps.mailDelivery.wake();
    const reminders = () => mail!.messages.filter((message) => message.headers.subject === 'Reminder of your booking: First consultation');
    await expect.poll(() => reminders().length, POLL).toBe(2);
    await expect.poll(async () => (await reminderStates()).map((state) => state.status), POLL).toEqual(['sent', 'sent']);
    await deliverDue(setup);
    expect(reminders()).toHaveLength(2);
  } finally {
    await server.stop();
    await mail?.stop();
  }
});

it('queues nothing without SMTP_URL', async () => {
  const server = await startTestServer({ BOOKING_RATE_LIMIT: '1000' }, { now: () => NOW });
  try {
    const admin = await server.admin();
    await admin.put('/api/booking/availability', demoAvailability());
    const type: ConsultationType = (await admin.post('/api/booking/types', consultationTypeInput())).body;
    const booked = await book(server, { typeId: type.id, start: '2026-12-03T08:00:00.000Z' });
    expect(await server.deps.bookingMail.emailStates(booked.id)).toEqual([]);
    expect(await server.db('mailOutbox')).toEqual([]);
  } finally {
    await server.stop();
  }
});
