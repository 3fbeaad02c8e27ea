import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPracticeMoment, formatPracticeTime, timeZoneName } from '@shared/booking/format';
import { practiceDateTime } from '@shared/booking/slots';
import { answerPublicRead } from '@shared/public-reads';
import { demoAvailability, type BookingCreated, type ConsultationType, type FreeSlotsAnswer, type ManagedBooking } from '@shared/schemas/booking';
import { slotStarts } from '../test/booking-server';
import { postForm } from '../test/forms';
import { paidBookingServer } from '../test/paid-booking-server';
import { pressAtCheckout } from '../test/paymob-account';
import type { PaymobStandIn } from '../test/paymob-stand-in';
import { missingFrom, openingTag, islandData, pageText, translator } from '../test/rendered-pages';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';
import { publicReadAnswers } from './public-reads';

/*
 * The booking pages as the production build renders them, and their forms posted as a browser without JavaScript posts
 * them: the real app with the demo types and hours, on a fixed clock.
 */

const ROOT = path.resolve(__dirname, '../..');
const WEB_DIST_DIR = path.join(ROOT, 'dist', 'web');

/** Tuesday 1 December 2026, 10:00 in Cairo: with 12 hours' notice, Wednesday is the first day with free times. */
const NOW = new Date('2026-12-01T08:00:00.000Z');
const WEDNESDAY = '2026-12-02';
const THURSDAY = '2026-12-03';

let server: TestServer;
let visitor: TestClient;
let consultation: ConsultationType;

beforeAll(async () => {
  const build = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/ensure-build.ts'], { cwd: ROOT, encoding: 'utf8', timeout: 180_000 });
  if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);
  server = await startTestServer({ SEED_DEMO: 'true', WEB_DIST_DIR, BOOKING_RATE_LIMIT: '1000' }, { now: () => NOW });
  visitor = server.client();
  consultation = (await visitor.get<ConsultationType[]>('/api/booking/types')).body.find((type) => type.mode === 'in_person')!;
}, 240_000);

afterAll(() => server?.stop());

const startsOn = async (date: string) =>
  (await visitor.get<FreeSlotsAnswer>(`/api/booking/slots?type=${consultation.id}&from=${date}&to=${date}`)).body.slots.map((slot) => slot.start);
const wednesdayStarts = () => startsOn(WEDNESDAY);

const bookings = async () => (await (await server.admin()).get<{ id: number; name: string; start: string; status: string }[]>(`/api/bookings?from=2026-12-01&to=2026-12-31`)).body;

/** The booking form as the page posts it, for a time of Wednesday. */
const bookingForm = (start: string, fields: Record<string, string> = {}) => ({
  language: 'ar',
  typeId: String(consultation.id),
  date: WEDNESDAY,
  start,
  name: 'سارة محمود',
  email: 'sara@example.com',
  phone: '+20 100 555 0000',
  message: 'أول زيارة.',
  website: '',
  ...fields,
});

describe('the booking page, rendered', () => {
  it('shows the types, the chosen type’s first week and the times of its first free day, in the practice’s zone, and is never kept', async () => {
    const response = await visitor.get(`/book?type=${consultation.id}&lang=en`, { cookie: false });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const t = translator('en');
    const text = pageText(response.text);
    const times = (await wednesdayStarts()).map((start) => formatPracticeTime(start, 'Africa/Cairo', 'en'));
    expect(times.length).toBeGreaterThan(0);
    expect(missingFrom(text, [t('booking.title'), consultation.nameEn, consultation.descriptionEn, t('booking.zoneNote', { zone: 'Egypt Time' }), t('booking.timesOn', { date: 'Wednesday, December 2, 2026' }), ...times, t('booking.submit')])).toEqual([]);
    // The radio buttons post the time chosen, and the days and weeks are links.
    expect(openingTag(response.text, `value="${WEDNESDAY}T08:00:00.000Z"`)).toContain('type="radio"');
    expect(openingTag(response.text, 'data-date="2026-12-03"')).toContain(`href="/book?type=${consultation.id}&amp;date=2026-12-03#booking-time-title"`);
    expect(openingTag(response.text, 'data-testid="next-week"')).toContain(`week=2026-12-08`);
  });

  it('hands its form the reads it was rendered from, each equal to the API and to the in-process answer', async () => {
    const form = islandData<{ type: { id: number }; day: { date: string; slots: unknown[] }; timeZone: string }>(
      (await visitor.get(`/book?type=${consultation.id}&week=2026-12-08&lang=ar`, { cookie: false })).text,
      'bookingForm',
    );
    const answers = publicReadAnswers(server.deps);
    const api = (await visitor.get(`/api/booking/slots?type=${consultation.id}&from=2026-12-08`)).body as FreeSlotsAnswer;
    expect(form.language).toBe('ar');
    expect(form.props.type.id).toBe(consultation.id);
    expect(form.props.timeZone).toBe(api.timeZone);
    expect(form.props.day.slots).toEqual(api.slots.filter((slot) => practiceDateTime(slot.start, api.timeZone).date === form.props.day.date));
    expect(form.props.day.slots.length).toBeGreaterThan(0);
    expect(api).toMatchObject({ from: '2026-12-08', to: '2026-12-14' });
    expect(await answerPublicRead(answers, { name: 'freeSlots', params: { type: consultation.id, from: '2026-12-08' } })).toEqual(api);
    expect(await answerPublicRead(answers, { name: 'consultationTypes', params: {} })).toEqual((await visitor.get('/api/booking/types')).body);
  });

  it('still answers 200 for a type no longer offered, and says so', async () => {
    const response = await visitor.get('/book?type=999999&lang=en', { cookie: false });
    expect(response.status).toBe(200);
    expect(pageText(response.text)).toContain(translator('en')('booking.typeUnavailable'));
  });
});

describe('the booking form posted without JavaScript', () => {
  it('books the time and sends the visitor to the booking’s page, which confirms it in their language (303)', async () => {
    const [start] = await wednesdayStarts();
    const response = await postForm(server.client(), bookingForm(start!, { name: 'Booked Without Script' }), '/book');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/booking\/[\w-]{22,}\?lang=ar&outcome=booked$/);
    expect((await bookings()).find((booking) => booking.name === 'Booked Without Script')).toMatchObject({ start, status: 'confirmed' });

    const page = await visitor.get(response.headers.get('location')!, { cookie: false });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.text).toContain('<html lang="ar" dir="rtl">');
    expect(page.text).toContain('<meta name="robots" content="noindex" />');
    const t = translator('ar');
    expect(missingFrom(pageText(page.text), [t('booking.bookedTitle'), consultation.nameAr, formatPracticeTime(start!, 'Africa/Cairo', 'ar'), t('booking.manage.status.confirmed')])).toEqual([]);
    expect(await wednesdayStarts()).not.toContain(start);
  });

  it('answers a refused form with the page again (400) at the chosen time: what was written kept, each refused field marked, nothing stored', async () => {
    const before = (await bookings()).length;
    const [start] = await wednesdayStarts();
    const response = await postForm(server.client(), bookingForm(start!, { language: 'en', name: '', email: 'not-an-email', phone: 'x'.repeat(60) }), '/book');
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.text).toContain('<html lang="en" dir="ltr">');
    const t = translator('en');
    expect(missingFrom(pageText(response.text), [t('contact.invalid'), t('booking.fieldErrors.name'), t('booking.fieldErrors.email'), t('form.problems.tooLong', { max: 50 })])).toEqual([]);
    expect(openingTag(response.text, 'id="booking-email"')).toContain('value="not-an-email"');
    expect(openingTag(response.text, 'id="booking-email"')).toContain('aria-invalid="true"');
    expect(openingTag(response.text, 'id="booking-message"')).not.toContain('aria-invalid');
    expect(openingTag(response.text, `value="${start}"`)).toContain('checked');
    expect(islandData<{ refused: unknown }>(response.text, 'bookingForm').props.refused).toMatchObject({ details: { name: '', email: 'not-an-email' }, outcome: 'invalid', problems: { email: { code: 'invalid_email' } } });
    expect((await bookings()).length).toBe(before);
  });

  it('explains a time taken meanwhile (409) and offers the other free times of that day, the details kept', async () => {
    const starts = await wednesdayStarts();
    const [taken, other] = [starts[0], starts.at(-1)];
    expect((await postForm(server.client(), bookingForm(taken!, { email: 'first@example.com' }), '/book')).status).toBe(303);
    const response = await postForm(server.client(), bookingForm(taken!, { name: 'Second Booker' }), '/book');
    expect(response.status).toBe(409);
    const text = pageText(response.text);
    expect(text).toContain(translator('ar')('booking.refused.slotUnavailable'));
    expect(response.text).not.toContain(`value="${taken}"`);
    expect(openingTag(response.text, `value="${other}"`)).toContain('type="radio"');
    expect(openingTag(response.text, 'id="booking-name"')).toContain('value="Second Booker"');
  });

  it('answers a filled honeypot like a booking, but keeps nothing and leaves the time free', async () => {
    const [start] = await wednesdayStarts();
    const response = await postForm(server.client(), bookingForm(start!, { name: 'A Bot', website: 'https://spam.example' }), '/book');
    expect(response.status).toBe(303);
    expect((await bookings()).map((booking) => booking.name)).not.toContain('A Bot');
    expect(await wednesdayStarts()).toContain(start);
  });

  it('explains a type no longer offered (404)', async () => {
    const [start] = await wednesdayStarts();
    const response = await postForm(server.client(), bookingForm(start!, { language: 'en', typeId: '999999' }), '/book');
    expect(response.status).toBe(404);
    expect(pageText(response.text)).toContain(translator('en')('booking.typeUnavailable'));
  });

  describe('past the booking limit', () => {
    let limited: TestServer;
    beforeAll(async () => {
      limited = await startTestServer({ SEED_DEMO: 'true', WEB_DIST_DIR, BOOKING_RATE_LIMIT: '1' }, { now: () => NOW });
    });
    afterAll(() => limited?.stop());

    it('answers with the page again (429), the limit explained in the visitor’s language', async () => {
      const client = limited.client();
      const { slots } = (await client.get<FreeSlotsAnswer>(`/api/booking/slots?type=${consultation.id}&from=${WEDNESDAY}&to=${WEDNESDAY}`)).body;
      expect((await postForm(client, bookingForm(slots[0]!.start), '/book')).status).toBe(303);
      const response = await postForm(client, bookingForm(slots[1]!.start, { name: 'Second Try' }), '/book');
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(pageText(response.text)).toContain(translator('ar')('booking.refused.limited'));
    });
  });
});

describe("a booking's own page", () => {
  /** A booking of Thursday's first free time, made in `language`, and its link's token. */
  async function book(language: 'en' | 'ar' = 'en') {
    const [start] = await startsOn(THURSDAY);
    const made = await visitor.post<BookingCreated>('/api/bookings', { typeId: consultation.id, start, name: 'Manage Me', email: 'manage@example.com', language });
    expect(made.status).toBe(201);
    return { ...made.body, token: made.body.manageUrl.split('/').pop()! };
  }

  const managed = async (token: string) => (await visitor.get<ManagedBooking>(`/api/bookings/manage/${token}`)).body;

  it('is in the booking’s language unless the address names another, equal to the API, and a 404 for an unknown link', async () => {
    const { token, manageUrl } = await book('ar');
    const page = await visitor.get(manageUrl, { cookie: 'dietbar_lang=en' });
    expect(page.text).toContain('<html lang="ar" dir="rtl">');
    expect(await answerPublicRead(publicReadAnswers(server.deps), { name: 'managedBooking', params: { token } })).toEqual(await managed(token));
    expect((await visitor.get(`${manageUrl}?lang=en`, { cookie: false })).text).toContain('<html lang="en" dir="ltr">');
    const unknown = await visitor.get('/booking/no-such-link', { cookie: false });
    expect(unknown.status).toBe(404);
    expect(pageText(unknown.text)).toContain(translator('en')('notFound.title'));
  });

  it('cancels without JavaScript: 303 back to the page, which says so and shows it cancelled', async () => {
    const { token, manageUrl, start } = await book();
    const response = await postForm(server.client(), { language: 'en', change: 'cancel' }, manageUrl);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${manageUrl}?lang=en&outcome=cancelled`);
    expect((await managed(token)).status).toBe('cancelled');
    expect(await startsOn(THURSDAY)).toContain(start);
    const t = translator('en');
    const page = pageText((await visitor.get(response.headers.get('location')!, { cookie: false })).text);
    expect(missingFrom(page, [t('booking.manage.outcomes.cancelled'), t('booking.manage.status.cancelled'), t('booking.manage.bookAgain')])).toEqual([]);
    // Cancelled once is cancelled: a second try is refused, and the page says why.
    const again = await postForm(server.client(), { language: 'en', change: 'cancel' }, manageUrl);
    expect(again.headers.get('location')).toBe(`${manageUrl}?lang=en&outcome=not_changeable`);
  });

  it('moves without JavaScript to another free time, and keeps the move open when that time was taken meanwhile', async () => {
    const { token, manageUrl } = await book();
    const target = (await startsOn(THURSDAY)).at(-1)!;
    const moved = await postForm(server.client(), { language: 'en', change: 'move', type: String(consultation.id), date: THURSDAY, start: target }, manageUrl);
    expect(moved.headers.get('location')).toBe(`${manageUrl}?lang=en&outcome=moved`);
    expect((await managed(token)).start).toBe(target);

    const taken = (await book()).start;
    const refused = await postForm(server.client(), { language: 'ar', change: 'move', type: String(consultation.id), date: THURSDAY, start: taken }, manageUrl);
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe(`${manageUrl}?lang=ar&outcome=slot_unavailable&change=move&type=${consultation.id}&date=${THURSDAY}`);
    const page = pageText((await visitor.get(refused.headers.get('location')!, { cookie: false })).text);
    expect(missingFrom(page, [translator('ar')('booking.refused.slotUnavailable'), translator('ar')('booking.manage.moveTitle')])).toEqual([]);

    const badStart = await postForm(server.client(), { language: 'en', change: 'move', start: 'tomorrow' }, manageUrl);
    expect(badStart.headers.get('location')).toBe(`${manageUrl}?lang=en&outcome=invalid_start&change=move`);
    expect((await postForm(server.client(), { language: 'en', change: 'delete' }, manageUrl)).status).toBe(400);
  });

  it('within the cancel notice, refuses the change and sends the visitor to call or message the practice', async () => {
    const admin = await server.admin();
    const { token, manageUrl } = await book();
    expect((await admin.put('/api/booking/availability', { ...demoAvailability(), cancelNoticeMinutes: 10_080 })).status).toBe(200);
    try {
      const response = await postForm(server.client(), { language: 'en', change: 'cancel' }, manageUrl);
      expect(response.headers.get('location')).toBe(`${manageUrl}?lang=en&outcome=too_late`);
      expect((await managed(token)).status).toBe('confirmed');
      const t = translator('en');
      const page = await visitor.get(response.headers.get('location')!, { cookie: false });
      expect(missingFrom(pageText(page.text), [t('booking.manage.outcomes.tooLate'), t('booking.manage.tooSoon'), t('booking.manage.whatsapp')])).toEqual([]);
      expect(page.text).toContain('href="tel:+201001234567"');
      expect(page.text).toContain('href="https://wa.me/201001234567"');
    } finally {
      await admin.put('/api/booking/availability', demoAvailability());
    }
  });

  it('lands an unknown link’s change on the not-found page', async () => {
    const response = await postForm(server.client(), { language: 'en', change: 'cancel' }, '/booking/no-such-link');
    expect(response.status).toBe(303);
    expect((await visitor.get(response.headers.get('location')!, { cookie: false })).status).toBe(404);
  });
});

describe('a booking paid at booking, without JavaScript', () => {
  let paidServer: TestServer;
  let paymob: PaymobStandIn;
  let paid: ConsultationType;
  let deposit: ConsultationType;
  let setNow: (instant: Date) => void;
  beforeAll(async () => {
    ({ server: paidServer, paymob, paid, deposit, setNow } = await paidBookingServer({ WEB_DIST_DIR }));
  }, 60_000);

  const paidStarts = (type: ConsultationType, date = WEDNESDAY) => slotStarts(paidServer.client(), type.id, date);
  const page = async (address: string) => paidServer.client().get(address, { cookie: false });
  const managedPaid = async (location: string) => (await paidServer.client().get<ManagedBooking>(`/api/bookings/manage/${location.split('/').pop()!.split('?')[0]}`)).body;

  /** The paid booking form as the page posts it, Paymob chosen, for `start`. */
  const paidForm = (type: ConsultationType, start: string, fields: Record<string, string> = {}) => ({
    language: 'ar',
    typeId: String(type.id),
    date: WEDNESDAY,
    start,
    name: 'Nour Adel',
    email: 'nour@example.com',
    phone: '+20 100 222 3333',
    message: '',
    paymentMethod: 'paymob',
    website: '',
    ...fields,
  });

  /** Follows the stand-in checkout's redirect through the site's signed return, answering the booking page's address. */
  async function backFromCheckout(checkout: Response): Promise<string> {
    await paymob.idle();
    const returned = new URL(checkout.headers.get('location')!);
    const back = await paidServer.client().get(`${returned.pathname}${returned.search}`);
    expect(back.status).toBe(303);
    return back.headers.get('location')!;
  }

  it('shows what is due now and the ways of paying as radio buttons, Paymob’s first and chosen, and needs a phone', async () => {
    const response = await page(`/book?type=${deposit.id}&lang=ar`);
    expect(response.status).toBe(200);
    const t = translator('ar');
    expect(missingFrom(pageText(response.text), [
      t('booking.payment.depositDue', { amount: '200 ج.م', rest: '700 ج.م' }),
      t('booking.payment.title'),
      t('booking.payment.paymobHint'),
      t('booking.payment.submit', { amount: '200 ج.م' }),
    ])).toEqual([]);
    const paymobChoice = openingTag(response.text, 'value="paymob"');
    expect(paymobChoice).toContain('type="radio"');
    expect(paymobChoice).toContain('name="paymentMethod"');
    expect(paymobChoice).toContain('checked');
    expect(openingTag(response.text, 'id="booking-phone"')).toContain('required');
  });

  it('sends the visitor on to Paymob’s checkout (303), which the CSP lets a form reach, and back to a page that confirms it paid', async () => {
    const [start] = await paidStarts(paid);
    const booked = await postForm(paidServer.client(), paidForm(paid, start!), '/book');
    expect(booked.status).toBe(303);
    const checkoutUrl = booked.headers.get('location')!;
    expect(checkoutUrl.startsWith(`${paymob.url}/unifiedcheckout/?`)).toBe(true);
    expect(booked.headers.get('content-security-policy')).toContain(`form-action 'self' ${paymob.url};`);

    const location = await backFromCheckout(await pressAtCheckout(checkoutUrl, 'pay'));
    expect(location).toMatch(/^\/booking\/[\w-]+\?lang=ar&payment=return$/);
    const back = await page(location);
    expect(back.status).toBe(200);
    expect(back.text).not.toContain('http-equiv="refresh"');
    const t = translator('ar');
    expect(missingFrom(pageText(back.text), [t('booking.payment.paidTitle'), t('booking.manage.status.confirmed'), t('booking.payment.paid'), '600 ج.م'])).toEqual([]);
  });

  it('says a payment is being confirmed, and reloads the page by itself, until Paymob’s word has come', async () => {
    const [, start] = await paidStarts(paid);
    const booked = await postForm(paidServer.client(), paidForm(paid, start!, { language: 'en' }), '/book');
    paymob.callbackMode = 'hold';
    let location: string;
    try {
      location = await backFromCheckout(await pressAtCheckout(booked.headers.get('location')!, 'pay'));
    } finally {
      paymob.callbackMode = 'send';
    }
    const t = translator('en');
    const waiting = await page(location);
    expect(waiting.text).toContain('<meta http-equiv="refresh" content="3" />');
    expect(pageText(waiting.text)).toContain(t('booking.payment.confirming'));
    // Nothing to cancel meanwhile: it would race the payment being confirmed.
    expect(pageText(waiting.text)).not.toContain(t('booking.manage.cancel'));
    // Only on the return: the same booking's own address is no page that reloads.
    expect((await page(location.replace(/[?&]payment=return/, ''))).text).not.toContain('http-equiv="refresh"');

    await paymob.releaseHeld();
    const confirmed = await page(location);
    expect(confirmed.text).not.toContain('http-equiv="refresh"');
    expect(missingFrom(pageText(confirmed.text), [t('booking.payment.paidTitle'), t('booking.manage.status.confirmed')])).toEqual([]);
  });

  it('after a decline, offers to pay again: its form goes to a fresh checkout (303), and a booking no longer held says so', async () => {
    const [, , start] = await paidStarts(paid);
    const booked = await postForm(paidServer.client(), paidForm(paid, start!, { language: 'en' }), '/book');
    const firstCheckout = booked.headers.get('location')!;
    const location = await backFromCheckout(await pressAtCheckout(firstCheckout, 'decline'));
    const t = translator('en');
    const { holdUntil } = (await managedPaid(location)).payment!;
    const until = `${formatPracticeMoment(holdUntil, 'Africa/Cairo', 'en')} (${timeZoneName('Africa/Cairo', 'en', holdUntil)})`;
    const declined = await page(location);
    expect(declined.text).not.toContain('http-equiv="refresh"');
    expect(missingFrom(pageText(declined.text), [
      t('booking.manage.status.pending_payment'),
      t('booking.payment.declined'),
      t('booking.payment.heldUntil', { until }),
      t('booking.payment.payAgain'),
      '600 EGP',
    ])).toEqual([]);
    expect(openingTag(declined.text, 'name="change"')).toContain('value="pay"');

    const manageUrl = location.split('?')[0]!;
    const again = await postForm(paidServer.client(), { language: 'en', change: 'pay' }, manageUrl);
    expect(again.status).toBe(303);
    const secondCheckout = again.headers.get('location')!;
    expect(secondCheckout.startsWith(`${paymob.url}/unifiedcheckout/?`)).toBe(true);
    expect(new URL(secondCheckout).searchParams.get('clientSecret')).not.toBe(new URL(firstCheckout).searchParams.get('clientSecret'));

    await backFromCheckout(await pressAtCheckout(secondCheckout, 'pay'));
    expect((await managedPaid(manageUrl)).status).toBe('confirmed');
    const paidAlready = await postForm(paidServer.client(), { language: 'en', change: 'pay' }, manageUrl);
    expect(paidAlready.headers.get('location')).toBe(`${manageUrl}?lang=en&outcome=not_payable`);
    expect(pageText((await page(paidAlready.headers.get('location')!)).text)).toContain(t('booking.manage.outcomes.notPayable'));
  });

  it('keeps a refused paid form with the method chosen and the missing phone marked (400)', async () => {
    const [start] = await paidStarts(paid, THURSDAY);
    const response = await postForm(paidServer.client(), paidForm(paid, start!, { language: 'en', phone: '' }), '/book');
    expect(response.status).toBe(400);
    expect(pageText(response.text)).toContain(translator('en')('booking.fieldErrors.phone'));
    expect(openingTag(response.text, 'id="booking-phone"')).toContain('aria-invalid="true"');
    expect(openingTag(response.text, 'value="paymob"')).toContain('checked');
  });

  it('tells a visitor who cancels a paid booking what comes back before they confirm: all of it before the notice, nothing within it', async () => {
    const [start] = await paidStarts(paid, '2026-12-05');
    const booked = await postForm(paidServer.client(), paidForm(paid, start!, { language: 'en', date: '2026-12-05' }), '/book');
    const manageUrl = (await backFromCheckout(await pressAtCheckout(booked.headers.get('location')!, 'pay'))).split('?')[0]!;
    const t = translator('en');
    const early = await page(`${manageUrl}?change=cancel&lang=en`);
    expect(pageText(early.text)).toContain(t('booking.payment.refundOnCancel', { amount: '600 EGP' }));
    // Within a day of the start (a cancel notice of 12 hours still lets them cancel): nothing comes back.
    setNow(new Date(Date.parse(start!) - 20 * 60 * 60 * 1000));
    try {
      const late = await page(`${manageUrl}?change=cancel&lang=en`);
      expect(pageText(late.text)).toContain(t('booking.payment.noRefund', { notice: '24 hours' }));
      expect(pageText(late.text)).not.toContain(t('booking.payment.refundOnCancel', { amount: '600 EGP' }));
    } finally {
      setNow(NOW);
    }
  });

  it('sends a visitor paying by hand to the booking’s page, which holds the time and says how to pay, in their language', async () => {
    const admin = await paidServer.admin();
    const saved = await admin.put('/api/payments/methods', {
      methods: [{ kind: 'instapay', nameEn: 'InstaPay', nameAr: 'إنستاباي', instructionsEn: 'Send the amount to dietbar@instapay', instructionsAr: 'حوّل المبلغ إلى dietbar@instapay', isActive: true }],
    });
    expect(saved.status).toBe(200);
    const [, , , start] = await paidStarts(paid);
    const booked = await postForm(paidServer.client(), paidForm(paid, start!, { paymentMethod: String(saved.body[0].id) }), '/book');
    expect(booked.status).toBe(303);
    expect(booked.headers.get('location')).toMatch(/^\/booking\/[\w-]+\?lang=ar&outcome=booked$/);
    const held = await page(booked.headers.get('location')!);
    const t = translator('ar');
    expect(held.text).not.toContain('http-equiv="refresh"');
    expect(missingFrom(pageText(held.text), [t('booking.payment.heldTitle'), t('booking.manage.status.pending_payment'), 'إنستاباي', 'حوّل المبلغ إلى dietbar@instapay', '600 ج.م'])).toEqual([]);
    expect(held.text).not.toContain('data-testid="pay-now"');
  });
});
