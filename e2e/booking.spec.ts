import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiPaths, withQuery } from '@shared/api-routes';
import { formatPracticeTime } from '@shared/booking/format';
import type { Language } from '@shared/constants';
import { demoAvailability, type BookingCreated, type ConsultationType, type FreeSlotsAnswer, type ManagedBooking } from '@shared/schemas/booking';
import { startAdminServer, type AdminServer } from './admin/support/admin-server';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { signInAsAdmin } from './support/api';
import { expectNoHorizontalScroll, LANGUAGES, localized, open, text } from './support/site';

/*
 * Booking a consultation on the site, and changing it through its own page, with and without JavaScript, on a server
 * of the file's own (one per worker) with the demo types and hours, and a booking limit these many bookings never reach.
 */
const test = base.extend<object, { bookingServer: AdminServer }>({
  bookingServer: [
    async ({}, use) => {
      const server = await startAdminServer({ environment: { BOOKING_RATE_LIMIT: '1000' } });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ bookingServer }, use) => use(bookingServer.url),
});

const PHONE_VIEWPORT = { width: 375, height: 812 };

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

const consultationTypes = (request: APIRequestContext) => json<ConsultationType[]>(request, apiPaths.consultationTypes.list());
const firstWeek = (request: APIRequestContext, type: ConsultationType) => json<FreeSlotsAnswer>(request, withQuery(apiPaths.booking.slots(), { type: type.id }));

/** The demo's in-person type (the longer one), whose place is the practice's address. */
const inPersonType = async (request: APIRequestContext) => (await consultationTypes(request)).find((type) => type.mode === 'in_person')!;

/** Books the `index`th free time of the first week through the API, as another visitor would. */
async function bookThroughApi(request: APIRequestContext, type: ConsultationType, index: number, language: Language = 'en') {
  const { slots } = await firstWeek(request, type);
  const response = await request.post(apiPaths.bookings.list(), {
    data: { typeId: type.id, start: slots[index]!.start, name: 'Other Visitor', email: `other-${Date.now()}-${index}@example.com`, language },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as BookingCreated;
}

/** Fills the visitor's details on the booking form. */
async function fillDetails(page: Page, language: Language, name: string) {
  const form = page.getByTestId('booking-form');
  await form.getByLabel(text(language, 'contact.name')).fill(name);
  await form.getByLabel(text(language, 'contact.email')).fill(`${name.toLowerCase().replace(/\W+/g, '.')}@example.com`);
  await form.getByLabel(text(language, 'contact.phone')).fill('+20 100 555 0101');
  await form.getByLabel(text(language, 'booking.note')).fill('First visit.');
}

/** The radio button of a free time, by the practice's time it shows. */
const timeOption = (page: Page, start: string, language: Language) => page.getByRole('radio', { name: new RegExp(`^${formatPracticeTime(start, 'Africa/Cairo', language)}`) });

for (const language of LANGUAGES) {
  test(`a visitor books a time with JavaScript, without a page load, and sees it confirmed with its link (${language})`, async ({ page, request }) => {
    const type = await inPersonType(request);
    const week = await firstWeek(request, type);
    const slot = week.slots[0]!;
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await open(page, '/book', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'booking.title'));
    await page.getByRole('link', { name: text(language, 'booking.chooseType', { name: localized(type, 'name', language) }) }).click();
    // The same document from here on: the page changes through the router and the API alone.
    await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));
    await expect(page.getByTestId('booking-zone')).toContainText(language === 'en' ? 'Egypt Time' : 'توقيت مصر');
    await timeOption(page, slot.start, language).check();
    await fillDetails(page, language, `Booker ${language}`);
    await page.getByRole('button', { name: text(language, 'booking.submit') }).click();

    const confirmation = page.getByTestId('booking-confirmation');
    await expect(confirmation.getByRole('heading', { name: text(language, 'booking.bookedTitle') })).toBeFocused();
    const summary = confirmation.getByTestId('booking-summary');
    await expect(summary).toContainText(localized(type, 'name', language));
    await expect(summary).toContainText(formatPracticeTime(slot.start, week.timeZone, language));
    await expect(summary).toContainText(localized(type, 'location', language));
    if (language === 'ar') await expect(summary).toContainText(/[٠-٩]/);
    expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);

    await confirmation.getByRole('link', { name: text(language, 'booking.manageLink') }).click();
    await expect(page).toHaveURL(/\/booking\/[\w-]{22,}$/);
    await expect(page.getByTestId('booking-status')).toHaveText(text(language, 'booking.manage.status.confirmed'));
    // The time is taken: the week offers it no more.
    expect((await firstWeek(request, type)).slots.map((free) => free.start)).not.toContain(slot.start);
    expect(errors).toEqual([]);
  });
}

for (const language of LANGUAGES) {
  test(`without JavaScript, a visitor picks a type, a day and a time by links and a posted form, and lands on the confirmation (${language})`, async ({ browser, request, baseURL }) => {
    const type = await inPersonType(request);
    const week = await firstWeek(request, type);
    const days = [...new Set(week.slots.map((slot) => slot.start.slice(0, 10)))];
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(`/book?lang=${language}`);
    await page.getByRole('link', { name: text(language, 'booking.chooseType', { name: localized(type, 'name', language) }) }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]type=${type.id}`));
    // The second day with free times, through its link.
    const day = page.locator(`a[data-date="${days[1]}"]`);
    await day.click();
    await expect(page.locator(`a[data-date="${days[1]}"]`)).toHaveAttribute('aria-current', 'date');
    const slot = week.slots.find((free) => free.start.startsWith(days[1]!))!;
    await timeOption(page, slot.start, language).check();
    await fillDetails(page, language, `Nour Without Script ${language}`);
    await page.getByRole('button', { name: text(language, 'booking.submit') }).click();

    await expect(page).toHaveURL(new RegExp(`/booking/[\\w-]{22,}\\?lang=${language}&outcome=booked$`));
    await expect(page.getByTestId('booking-outcome')).toContainText(text(language, 'booking.bookedTitle'));
    await expect(page.getByTestId('booking-summary')).toContainText(formatPracticeTime(slot.start, week.timeZone, language));
    await expect(page.getByTestId('booking-status')).toHaveText(text(language, 'booking.manage.status.confirmed'));
    await context.close();
  });
}

test('a time another visitor took meanwhile is refused, explained, and no longer offered', async ({ page, request }) => {
  const type = await inPersonType(request);
  const { slots } = await firstWeek(request, type);
  await open(page, `/book?type=${type.id}`, 'en');
  await timeOption(page, slots[1]!.start, 'en').check();
  await fillDetails(page, 'en', 'Late Booker');
  await bookThroughApi(request, type, 1);
  await page.getByRole('button', { name: text('en', 'booking.submit') }).click();
  await expect(page.getByTestId('booking-refused')).toHaveText(text('en', 'booking.refused.slotUnavailable'));
  await expect(timeOption(page, slots[1]!.start, 'en')).toHaveCount(0);
  // What was written stays for the next try.
  await expect(page.getByLabel(text('en', 'contact.name'))).toHaveValue('Late Booker');
});

test("the visitor's own time is shown beside the practice's when their clock is on another zone", async ({ browser, request, baseURL }) => {
  const type = await inPersonType(request);
  const { slots } = await firstWeek(request, type);
  const context = await browser.newContext({ timezoneId: 'America/New_York', baseURL });
  const page = await context.newPage();
  await open(page, `/book?type=${type.id}`, 'en');
  // Said by the times' form once it runs in the visitor's browser: when it comes into view.
  await page.getByTestId('booking-times').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('booking-own-time-note')).toHaveText(text('en', 'booking.ownTimeNote'));
  const ownTime = formatPracticeTime(slots[0]!.start, 'America/New_York', 'en');
  await expect(timeOption(page, slots[0]!.start, 'en')).toHaveAccessibleName(new RegExp(text('en', 'booking.ownTime', { time: ownTime })));
  await context.close();
});

/** Opens the page of a booking made through the API, in `language`, with or without scripts. */
async function openManagePage(page: Page, booking: BookingCreated, language: Language) {
  await page.goto(`${booking.manageUrl}?lang=${language}`);
  await expect(page.getByTestId('booking-status')).toHaveText(text(language, 'booking.manage.status.confirmed'));
}

for (const javaScriptEnabled of [true, false]) {
  const how = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';

  test(`a visitor cancels their booking from its page after confirming, ${how}`, async ({ browser, request, baseURL }) => {
    const type = await inPersonType(request);
    const booking = await bookThroughApi(request, type, 3, 'ar');
    const context = await browser.newContext({ javaScriptEnabled, baseURL });
    const page = await context.newPage();
    await openManagePage(page, booking, 'ar');
    await page.getByRole('link', { name: text('ar', 'booking.manage.cancel') }).click();
    await expect(page.getByRole('heading', { name: text('ar', 'booking.manage.cancelTitle') })).toBeVisible();
    await page.getByRole('button', { name: text('ar', 'booking.manage.cancelConfirm') }).click();
    await expect(page.getByTestId('booking-outcome')).toHaveText(text('ar', 'booking.manage.outcomes.cancelled'));
    await expect(page.getByTestId('booking-status')).toHaveText(text('ar', 'booking.manage.status.cancelled'));
    await expect(page.getByRole('link', { name: text('ar', 'booking.manage.bookAgain') })).toHaveAttribute('href', `/book?type=${type.id}`);
    // Its time is free again at once.
    expect((await firstWeek(request, type)).slots.map((slot) => slot.start)).toContain(booking.start);
    await context.close();
  });

  test(`a visitor moves their booking to another free time of its type, ${how}`, async ({ browser, request, baseURL }) => {
    const type = await inPersonType(request);
    const booking = await bookThroughApi(request, type, 4);
    const { slots } = await firstWeek(request, type);
    const target = slots.find((slot) => slot.start > booking.end)!;
    const context = await browser.newContext({ javaScriptEnabled, baseURL });
    const page = await context.newPage();
    await openManagePage(page, booking, 'en');
    await page.getByRole('link', { name: text('en', 'booking.manage.move') }).click();
    await expect(page.getByRole('heading', { name: text('en', 'booking.manage.moveTitle') })).toBeVisible();
    const targetDay = page.locator(`a[data-date="${target.start.slice(0, 10)}"]`);
    if ((await targetDay.getAttribute('aria-current')) !== 'date') await targetDay.click();
    await timeOption(page, target.start, 'en').check();
    await page.getByRole('button', { name: text('en', 'booking.manage.moveConfirm') }).click();
    await expect(page.getByTestId('booking-outcome')).toHaveText(text('en', 'booking.manage.outcomes.moved'));
    await expect(page.getByTestId('booking-summary')).toContainText(formatPracticeTime(target.start, 'Africa/Cairo', 'en'));
    const moved = await json<ManagedBooking>(request, apiPaths.bookings.managed(booking.manageUrl.split('/').pop()!));
    expect(moved.start).toBe(target.start);
    await context.close();
  });
}

test('a booking that starts within the cancel notice sends the visitor to call or message the practice', async ({ page, request, baseURL, playwright }) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signInAsAdmin(admin, baseURL!);
  const headers = { Origin: baseURL! };
  // Any booking of the coming week is within a week's notice.
  expect((await admin.put(apiPaths.booking.availability(), { data: { ...demoAvailability(), cancelNoticeMinutes: 10_080 }, headers })).status()).toBe(200);
  try {
    const type = await inPersonType(request);
    const booking = await bookThroughApi(request, type, 5);
    for (const language of LANGUAGES) {
      await openManagePage(page, booking, language);
      await expect(page.getByTestId('booking-too-soon')).toContainText(text(language, 'booking.manage.tooSoon'));
      await expect(page.getByTestId('booking-too-soon').getByRole('link').first()).toHaveAttribute('href', /^tel:\+?\d+$/);
      await expect(page.getByRole('link', { name: text(language, 'booking.manage.cancel') })).toHaveCount(0);
    }
    const refused = await request.post(apiPaths.bookings.managedCancel(booking.manageUrl.split('/').pop()!));
    expect(refused.status()).toBe(409);
  } finally {
    await admin.put(apiPaths.booking.availability(), { data: demoAvailability(), headers });
    await admin.dispose();
  }
});

test('an unknown link is the not-found page', async ({ page }) => {
  const response = await page.goto('/booking/no-such-booking-link?lang=en');
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'notFound.title'));
});

for (const language of LANGUAGES) {
  test(`the booking page and a booking's page break no WCAG A or AA rule axe checks, and never scroll sideways on a phone (${language})`, async ({ page, request }) => {
    // Six pages, each checked by axe.
    test.setTimeout(60_000);
    const type = await inPersonType(request);
    const booking = await bookThroughApi(request, type, 6, language);
    for (const viewport of [{ width: 1280, height: 800 }, PHONE_VIEWPORT]) {
      await page.setViewportSize(viewport);
      for (const path of [`/book?type=${type.id}`, booking.manageUrl, `${booking.manageUrl}?change=move&type=${type.id}`]) {
        await open(page, path, language);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAccessibilityViolations(page);
        if (viewport.width < 400) await expectNoHorizontalScroll(page);
      }
    }
  });
}

test('the times are large enough to tap on a phone', async ({ page, request }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  const type = await inPersonType(request);
  await open(page, `/book?type=${type.id}`, 'ar');
  const box = (await page.getByTestId('booking-times').locator('label').first().boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.width).toBeGreaterThanOrEqual(44);
  await expectNoHorizontalScroll(page);
});
