import { test as base, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiPaths, withQuery } from '@shared/api-routes';
import { formatPracticeTime } from '@shared/booking/format';
import type { Language } from '@shared/constants';
import { formatMoney } from '@shared/format';
import type { BookingCreated, ConsultationType, ConsultationTypeInput, FreeSlotsAnswer, ManagedBooking } from '@shared/schemas/booking';
import type { ManualPaymentMethod, PaymentMethodOption } from '@shared/schemas/payment';
import { paymobEnvironment, startStandIn } from '../server/test/paymob-account';
import type { PaymobStandIn } from '../server/test/paymob-stand-in';
import { startAdminServer, type AdminServer } from './admin/support/admin-server';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { signInAsAdmin } from './support/api';
import { expectNoHorizontalScroll, LANGUAGES, localized, open, text } from './support/site';

/*
 * A visitor pays for a consultation at booking: through Paymob's checkout (the stand-in's page on another origin, as
 * Paymob's is) or by hand, with and without JavaScript, in both languages, on a server of the file's own (one per
 * worker) with a type paid in full, one taking a deposit and an InstaPay method.
 */

interface PaidSetup {
  server: AdminServer;
  paymob: PaymobStandIn;
  paid: ConsultationType;
  deposit: ConsultationType;
  instapay: ManualPaymentMethod;
}

const PHONE_VIEWPORT = { width: 375, height: 812 };

async function created<T>(admin: APIRequestContext, method: 'post' | 'put', path: string, data: object, headers: Record<string, string>): Promise<T> {
  const response = await admin[method](path, { data, headers });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

const paidType = (overrides: Partial<ConsultationTypeInput>): ConsultationTypeInput => ({
  nameEn: 'Paid consultation',
  nameAr: 'استشارة مدفوعة',
  durationMinutes: 45,
  mode: 'in_person',
  locationEn: 'Maadi, Cairo',
  locationAr: 'المعادي، القاهرة',
  priceCents: 60_000,
  paymentRule: 'full',
  ...overrides,
});

const test = base.extend<object, { paidSetup: PaidSetup }>({
  paidSetup: [
    async ({ playwright }, use) => {
      const paymob = await startStandIn();
      const server = await startAdminServer({ environment: { BOOKING_RATE_LIMIT: '1000', ...paymobEnvironment(paymob) } });
      const admin = await playwright.request.newContext({ baseURL: server.url });
      await signInAsAdmin(admin, server.url);
      const headers = { Origin: server.url };
      const paid = await created<ConsultationType>(admin, 'post', apiPaths.consultationTypes.list(), paidType({}), headers);
      const deposit = await created<ConsultationType>(admin, 'post', apiPaths.consultationTypes.list(), paidType({ nameEn: 'Programme start', nameAr: 'بداية البرنامج', priceCents: 90_000, paymentRule: 'deposit', depositCents: 20_000 }), headers);
      const [instapay] = await created<ManualPaymentMethod[]>(admin, 'put', apiPaths.payments.methods(), {
        methods: [{ kind: 'instapay', nameEn: 'InstaPay', nameAr: 'إنستاباي', instructionsEn: 'Send the amount to dietbar@instapay,\nwith your name.', instructionsAr: 'حوّل المبلغ إلى dietbar@instapay\nمع ذكر اسمك.', isActive: true }],
      }, headers);
      await admin.dispose();
      await use({ server, paymob, paid, deposit, instapay: instapay! });
      await server.stop();
      await paymob.close();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ paidSetup }, use) => use(paidSetup.server.url),
});

/** The `index`th free time of the type's first week, among those at least `hoursAhead` hours from now. */
async function freeTime(request: APIRequestContext, type: ConsultationType, index: number, hoursAhead = 0): Promise<string> {
  const response = await request.get(withQuery(apiPaths.booking.slots(), { type: type.id }));
  expect(response.ok()).toBe(true);
  const { slots } = (await response.json()) as FreeSlotsAnswer;
  const from = Date.now() + hoursAhead * 3_600_000;
  return slots.filter((slot) => Date.parse(slot.start) >= from)[index]!.start;
}

/** Chooses `type` and the free time `start` on the booking page, and fills the visitor's details. */
async function fillBooking(page: Page, type: ConsultationType, start: string, language: Language, name: string) {
  await open(page, withQuery('/book', { type: type.id, date: start.slice(0, 10) }), language);
  await page.getByRole('radio', { name: new RegExp(`^${formatPracticeTime(start, 'Africa/Cairo', language)}`) }).check();
  const form = page.getByTestId('booking-form');
  await form.getByLabel(text(language, 'contact.name')).fill(name);
  await form.getByLabel(text(language, 'contact.email')).fill(`${name.toLowerCase().replace(/\W+/g, '.')}@example.com`);
  await form.getByLabel(text(language, 'contact.phone')).fill('+20 100 555 0101');
}

const submitButton = (page: Page, language: Language, amountCents: number) =>
  page.getByRole('button', { name: text(language, 'booking.payment.submit', { amount: formatMoney(amountCents, language) }) });

/** At the stand-in's checkout (another origin, as Paymob's is), presses Pay or Decline and comes back to the booking's page. */
async function atCheckout(page: Page, paymob: PaymobStandIn, outcome: 'Pay' | 'Decline') {
  await page.waitForURL(`${paymob.url}/unifiedcheckout/**`);
  await page.getByRole('button', { name: outcome, exact: true }).click();
  // The site's return, on to the booking's page (whose script may then drop `lang=` from the address, kept in a cookie).
  await page.waitForURL(/\/booking\/[\w-]+\?(lang=(en|ar)&)?payment=return$/);
}

async function pageWithoutScripts(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  return { page: await context.newPage(), close: () => context.close() };
}

for (const language of LANGUAGES) {
  test(`with JavaScript, a visitor pays the full price at Paymob's checkout and comes back to a confirmed booking (${language})`, async ({ page, request, paidSetup }) => {
    const { paid, paymob } = paidSetup;
    const start = await freeTime(request, paid, language === 'en' ? 0 : 1);
    await fillBooking(page, paid, start, language, `Payer ${language}`);
    await expect(page.getByTestId('booking-payment-due')).toHaveText(text(language, 'booking.payment.fullDue', { amount: formatMoney(60_000, language) }));
    // Paymob's entry comes first, chosen unless the visitor picks another.
    const [paymobEntry] = (await (await request.get(apiPaths.payments.methods())).json()) as PaymentMethodOption[];
    expect(paymobEntry!.id).toBe('paymob');
    await expect(page.getByRole('radio', { name: localized(paymobEntry!, 'name', language) })).toBeChecked();
    await submitButton(page, language, 60_000).click();
    await atCheckout(page, paymob, 'Pay');
    await expect(page.getByTestId('booking-outcome')).toContainText(text(language, 'booking.payment.paidTitle'));
    await expect(page.getByTestId('booking-status')).toHaveText(text(language, 'booking.manage.status.confirmed'));
    await expect(page.getByTestId('payment-paid')).toContainText(formatMoney(60_000, language));
  });

  test(`without JavaScript, the booking form posts on to Paymob's checkout, and the page back from it looks again by itself until the payment is known (${language})`, async ({ browser, baseURL, request, paidSetup }) => {
    const { paid, paymob } = paidSetup;
    const start = await freeTime(request, paid, language === 'en' ? 2 : 3);
    const { page, close } = await pageWithoutScripts(browser, baseURL);
    await fillBooking(page, paid, start, language, `Plain payer ${language}`);
    await submitButton(page, language, 60_000).click();
    // Paymob's word is held back: the page says it is confirming the payment, then shows it paid without a touch.
    paymob.callbackMode = 'hold';
    try {
      await atCheckout(page, paymob, 'Pay');
    } finally {
      paymob.callbackMode = 'send';
    }
    await expect(page.getByTestId('payment-confirming')).toHaveText(text(language, 'booking.payment.confirming'));
    await paymob.releaseHeld();
    await expect(page.getByTestId('booking-outcome')).toContainText(text(language, 'booking.payment.paidTitle'), { timeout: 10_000 });
    await expect(page.getByTestId('booking-status')).toHaveText(text(language, 'booking.manage.status.confirmed'));
    await close();
  });
}

for (const javaScriptEnabled of [true, false]) {
  test(`a declined payment keeps the time held and the visitor pays again from the booking's page (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, async ({ browser, baseURL, request, paidSetup }) => {
    const { deposit, paymob } = paidSetup;
    const start = await freeTime(request, deposit, javaScriptEnabled ? 0 : 1);
    const context = await browser.newContext({ javaScriptEnabled, baseURL });
    const page = await context.newPage();
    await fillBooking(page, deposit, start, 'en', `Declined ${javaScriptEnabled}`);
    await expect(page.getByTestId('booking-payment-due')).toHaveText(text('en', 'booking.payment.depositDue', { amount: '200 EGP', rest: '700 EGP' }));
    await submitButton(page, 'en', 20_000).click();
    await atCheckout(page, paymob, 'Decline');
    await expect(page.getByTestId('payment-declined')).toContainText('Your payment was declined');
    await expect(page.getByTestId('booking-status')).toHaveText(text('en', 'booking.manage.status.pending_payment'));
    await page.getByRole('button', { name: text('en', 'booking.payment.payAgain') }).click();
    await atCheckout(page, paymob, 'Pay');
    await expect(page.getByTestId('booking-status')).toHaveText(text('en', 'booking.manage.status.confirmed'));
    const paidPart = page.getByTestId('payment-paid');
    await expect(paidPart).toContainText(`${text('en', 'booking.payment.paid')}200 EGP`);
    await expect(paidPart).toContainText(`${text('en', 'booking.payment.atConsultation')}700 EGP`);
    await context.close();
  });

  test(`cancelling a paid booking says what comes back before it is confirmed (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, async ({ browser, baseURL, request, paidSetup }) => {
    const { paid, paymob } = paidSetup;
    // Far enough ahead for the refund notice at any time of day the test runs: a time inside it refunds nothing.
    const start = await freeTime(request, paid, javaScriptEnabled ? 4 : 5, paid.refundNoticeHours + 2);
    const context = await browser.newContext({ javaScriptEnabled, baseURL });
    const page = await context.newPage();
    await fillBooking(page, paid, start, 'ar', `Canceller ${javaScriptEnabled}`);
    await submitButton(page, 'ar', 60_000).click();
    await atCheckout(page, paymob, 'Pay');
    await page.getByRole('link', { name: text('ar', 'booking.manage.cancel') }).click();
    await expect(page.getByTestId('refund-on-cancel')).toHaveText(text('ar', 'booking.payment.refundOnCancel', { amount: '600 ج.م' }));
    await page.getByRole('button', { name: text('ar', 'booking.manage.cancelConfirm') }).click();
    await expect(page.getByTestId('booking-status')).toHaveText(text('ar', 'booking.manage.status.cancelled'));
    await context.close();
  });
}

for (const language of LANGUAGES) {
  test(`a visitor paying by hand gets the practice's instructions on the booking's page, which holds the time until then (${language})`, async ({ page, request, paidSetup }) => {
    const { paid, instapay } = paidSetup;
    const start = await freeTime(request, paid, language === 'en' ? 6 : 7);
    await fillBooking(page, paid, start, language, `By hand ${language}`);
    await page.getByRole('radio', { name: localized(instapay, 'name', language) }).check();
    await submitButton(page, language, 60_000).click();
    await expect(page.getByTestId('booking-outcome')).toContainText(text(language, 'booking.payment.heldTitle'));
    await expect(page.getByTestId('booking-status')).toHaveText(text(language, 'booking.manage.status.pending_payment'));
    await expect(page.getByTestId('payment-instructions')).toContainText(localized(instapay, 'instructions', language).split('\n')[0]!);
    await expect(page.getByTestId('pay-now')).toHaveCount(0);
  });

  test(`the paid booking's pages break no WCAG A or AA rule axe checks, on a desktop and on a phone where they never scroll sideways (${language})`, async ({ page, request, paidSetup }) => {
    const { deposit } = paidSetup;
    const start = await freeTime(request, deposit, language === 'en' ? 2 : 3);
    await fillBooking(page, deposit, start, language, `Checked ${language}`);
    await expect(page.getByTestId('booking-payment')).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.setViewportSize(PHONE_VIEWPORT);
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);
    // A held booking's page, to pay through Paymob.
    const response = await request.post(apiPaths.bookings.list(), {
      data: { typeId: deposit.id, start, name: 'Held Visitor', email: `held-${language}@example.com`, phone: '+20 100 555 0102', language, paymentMethod: 'paymob' },
    });
    expect(response.status()).toBe(201);
    const booking = (await response.json()) as BookingCreated;
    await open(page, booking.manageUrl, language);
    await expect(page.getByTestId('pay-now')).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoAccessibilityViolations(page);
    const managed = (await (await request.get(apiPaths.bookings.managed(booking.manageUrl.split('/').pop()!))).json()) as ManagedBooking;
    expect(managed.status).toBe('pending_payment');
  });
}
