import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { apiPaths, withQuery } from '@shared/api-routes';
import { formatMoney } from '@shared/format';
import type { Language } from '@shared/constants';
import { paymentsExportFileName } from '@shared/schemas/payment';
import { paymobEnvironment, pressAtCheckout, startStandIn } from '../../server/test/paymob-account';
import type { PaymobStandIn } from '../../server/test/paymob-stand-in';
import { bookingOnServer, showAgendaWeekOf } from './support/bookings';
import { expectAccessibleAtBothWidths, expectToast, field, openTab } from './support/dashboard';
import { expect, test } from './support/fixtures';
import { bookPaidTime, createType, INSTAPAY, paymentOnServer, saveMethods, withoutPayments } from './support/payments';
import { adminText, inArabic, inEnglish } from './support/texts';

// Each test walks a whole workflow with axe scans: more than the default 30 s on a machine that others share.
test.describe.configure({ timeout: 120_000 });

const LANGUAGES: Language[] = ['en', 'ar'];
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
// The tests' types come after the demo's, which the other admin tests book as the site's first type.
const LAST = 90;

/** Tests whose server takes payments through Paymob's stand-in, with holds of 5 s (the least there is) to let one run out. */
const withPaymob = test.extend<object, { paymob: PaymobStandIn }>({
  paymob: [
    async ({}, use) => {
      const paymob = await startStandIn();
      await use(paymob);
      await paymob.close();
    },
    { scope: 'worker' },
  ],
  serverEnvironment: [async ({ paymob }, use) => use({ ...paymobEnvironment(paymob), PAYMENT_HOLD_SECONDS: '5' }), { scope: 'worker' }],
});

/** The dashboard read again, with what the setup calls changed. */
async function reopenDashboard(page: Page) {
  await page.reload();
  await expect(page.locator('#tab-packages')).toBeVisible();
}

for (const language of LANGUAGES) {
  const say = (key: string, values: Record<string, string | number> = {}) => adminText(key, values, language);
  const openSection = (page: Page, section: 'agenda' | 'types' | 'payments') => page.getByRole('tab', { name: say(`bookings.sections.${section}`) }).click();

  test(`a type's price and rule of paying at booking, refused until a method by hand is set up in its editor (${language})`, async ({ page, baseURL, openDashboard }) => {
    const token = unique();
    // Signed in first: the setup calls are the admin's.
    await openDashboard(language);
    await withoutPayments(page.request, baseURL!);
    const type = await createType(page.request, baseURL!, { nameEn: `Paid session ${token}`, nameAr: `جلسة مدفوعة ${token}`, displayOrder: LAST });
    await reopenDashboard(page);
    await openTab(page, 'tabs.bookings', language);
    await openSection(page, 'types');
    const row = page.getByTestId(`consultation-type-${type.id}`);
    await expect(row).toContainText(language === 'ar' ? 'مجانًا' : 'Free');
    await expect(row.getByTestId('payment-rule')).toHaveText(say('bookings.types.rules.none'));

    // The full price at booking, while no way of paying exists: refused at the rule, in the admin's language.
    await row.getByRole('button', { name: say('common.editNamed', { name: language === 'ar' ? type.nameAr : type.nameEn }) }).click();
    const editor = page.getByRole('dialog', { name: say('bookings.types.editTitle') });
    await field(editor, say('bookings.types.fields.price')).fill('600.50');
    await field(editor, say('bookings.types.fields.priceNote')).fill('per session');
    const rule = editor.getByLabel(say('bookings.types.fields.paymentRule'));
    await rule.selectOption('full');
    await expect(editor.getByTestId('price-preview-en')).toHaveText('600.50 EGP (per session) · paid in full at booking');
    await expect(editor.getByTestId('price-preview-ar')).toHaveText('600.50 ج.م (per session) · يُدفع كاملًا عند الحجز');
    await editor.getByRole('button', { name: say('common.save'), exact: true }).click();
    await expect(editor.getByText(say('validation.noPaymentMethod'))).toBeVisible();
    await editor.getByRole('button', { name: say('common.cancel') }).click();
    await expect(editor).toBeHidden();

    // A method by hand, in both languages, saved through its editor.
    await openSection(page, 'payments');
    await expect(page.getByText(say('bookings.paymentMethods.none'))).toBeVisible();
    await page.getByRole('button', { name: say('bookings.paymentMethods.add') }).click();
    await page.getByRole('menuitem', { name: say('bookings.paymentMethods.kinds.instapay') }).click();
    const method = page.getByTestId('payment-method');
    await expect(field(method, inEnglish('bookings.paymentMethods.name', language))).toHaveValue('InstaPay');
    await expect(field(method, inArabic('bookings.paymentMethods.name', language))).toHaveValue('إنستاباي');
    // Instructions are required in both languages.
    await page.getByRole('button', { name: say('common.save'), exact: true }).click();
    await expect(method.getByText(say('validation.required'))).toHaveCount(2);
    await field(method, inEnglish('bookings.paymentMethods.instructions', language)).fill(INSTAPAY.instructionsEn);
    await field(method, inArabic('bookings.paymentMethods.instructions', language)).fill(INSTAPAY.instructionsAr);
    await page.getByRole('button', { name: say('common.save'), exact: true }).click();
    await expectToast(page, say('toast.success'), say('bookings.paymentMethods.toast.saved'));
    const methods = (await (await page.request.get(withQuery(apiPaths.payments.methods(), { all: true }))).json()) as { kind: string; instructionsAr: string; isActive: boolean }[];
    expect(methods).toEqual([expect.objectContaining({ kind: 'instapay', instructionsAr: INSTAPAY.instructionsAr, isActive: true })]);
    await expectAccessibleAtBothWidths(page);

    // Now a deposit is taken (the refused change was not kept): its amount is asked for, and shown as each visitor reads it.
    await openSection(page, 'types');
    await row.getByRole('button', { name: say('common.editNamed', { name: language === 'ar' ? type.nameAr : type.nameEn }) }).click();
    await expect(field(editor, say('bookings.types.fields.price'))).toHaveValue('');
    await expect(field(editor, say('bookings.types.fields.deposit'))).toHaveCount(0);
    await field(editor, say('bookings.types.fields.price')).fill('600.50');
    await field(editor, say('bookings.types.fields.priceNote')).fill('per session');
    await rule.selectOption('deposit');
    const deposit = field(editor, say('bookings.types.fields.deposit'));
    await deposit.fill('700');
    await field(editor, say('bookings.types.fields.refundNotice')).fill('48');
    await editor.getByRole('button', { name: say('common.save'), exact: true }).click();
    await expect(editor.getByText(say('validation.depositOutOfRange'))).toBeVisible();
    await deposit.fill('150');
    await expect(editor.getByTestId('price-preview-en')).toHaveText('600.50 EGP (per session) · deposit of 150 EGP at booking');
    await expect(editor.getByTestId('price-preview-ar')).toHaveText('600.50 ج.م (per session) · عربون 150 ج.م عند الحجز');
    await expectAccessibleAtBothWidths(page);
    await editor.getByRole('button', { name: say('common.save'), exact: true }).click();
    await expectToast(page, say('toast.success'), say('bookings.types.toast.updated'));
    await expect(row).toContainText(language === 'ar' ? '600.50 ج.م (per session)' : '600.50 EGP (per session)');
    await expect(row.getByTestId('payment-rule')).toHaveText(say('bookings.types.ruleSummary.deposit', { amount: formatMoney(15000, language) }));
    const saved = (await (await page.request.get(withQuery(apiPaths.consultationTypes.list(), { all: true }))).json()) as { id: number; priceCents: number; depositCents: number; paymentRule: string; refundNoticeHours: number }[];
    expect(saved.find((item) => item.id === type.id)).toMatchObject({ priceCents: 60050, paymentRule: 'deposit', depositCents: 15000, refundNoticeHours: 48 });
  });

  test(`a booking held for a payment by hand is marked paid from its view, then partly refunded with a reference; the Payments area lists, totals and exports it (${language})`, async ({
    page,
    baseURL,
    openDashboard,
  }) => {
    const token = unique();
    const name = language === 'ar' ? `منى ${token}` : `Mona ${token}`;
    await openDashboard(language);
    const [instapay] = await saveMethods(page.request, baseURL!, [INSTAPAY]);
    const type = await createType(page.request, baseURL!, { nameEn: `Full price ${token}`, nameAr: `السعر كاملًا ${token}`, priceCents: 60000, paymentRule: 'full', displayOrder: LAST });
    const booked = await bookPaidTime(page.request, baseURL!, type, { name, email: `mona.${token}@example.com`, phone: '+20 100 123 4567', language, paymentMethod: instapay!.id });
    const paymentId = booked.payment!.id;
    await reopenDashboard(page);

    // The agenda tells the held booking apart.
    await openTab(page, 'tabs.bookings', language);
    await showAgendaWeekOf(page, booked.start, language);
    const agendaRow = page.getByTestId(`booking-${booked.id}`);
    await expect(agendaRow.locator('[data-status="pending_payment"]')).toHaveText(say('bookings.statuses.pending_payment'));
    await page.getByLabel(say('bookings.agenda.status')).selectOption('pending_payment');
    await expect(agendaRow).toBeVisible();
    await page.getByLabel(say('bookings.agenda.status')).selectOption('confirmed');
    await expect(agendaRow).toHaveCount(0);
    await page.getByLabel(say('bookings.agenda.status')).selectOption('');

    // Its view shows the payment; Mark paid, with a reference, after the question.
    await agendaRow.getByRole('button', { name: say('bookings.open', { name }) }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog.locator('[data-payment-status="pending"]')).toHaveText(say('payments.statuses.pending'));
    await expect(dialog).toContainText(language === 'ar' ? '600 ج.م' : '600 EGP');
    await expect(dialog.getByRole('button', { name: say('payments.actions.refund') })).toHaveCount(0);
    await dialog.getByRole('button', { name: say('payments.actions.markPaid') }).click();
    await field(dialog, say('payments.markPaid.reference')).fill(`InstaPay ${token}`);
    await expectAccessibleAtBothWidths(page);
    await dialog.getByRole('button', { name: say('payments.markPaid.submit') }).click();
    const markQuestion = page.getByRole('alertdialog', { name: say('payments.markPaid.confirmTitle') });
    await expect(markQuestion).toContainText(name);
    await markQuestion.getByRole('button', { name: say('payments.markPaid.confirm') }).click();
    await expectToast(page, say('toast.success'), say('payments.toast.markedPaid'));
    await expect(dialog.locator('[data-payment-status="paid"]')).toBeVisible();
    await expect(dialog.locator('[data-status="confirmed"]')).toBeVisible();
    expect((await bookingOnServer(page.request, booked.id)).status).toBe('confirmed');
    expect(await paymentOnServer(page.request, paymentId)).toMatchObject({ status: 'paid', reference: `InstaPay ${token}` });

    // A partial refund: paid by hand, so it is given back by hand and needs to say how.
    await dialog.getByRole('button', { name: say('payments.actions.refund') }).click();
    const amount = field(dialog, say('payments.refund.amount'));
    await expect(amount).toHaveValue('600');
    await amount.fill('700');
    await dialog.getByRole('button', { name: say('payments.refund.submit') }).click();
    await expect(dialog.getByText(say('payments.refund.outOfRange', { amount: formatMoney(60000, language) }))).toBeVisible();
    await expect(dialog.getByText(say('validation.required'))).toBeVisible();
    await amount.fill('200');
    await field(dialog, say('payments.refund.reference')).fill(`Sent back by InstaPay ${token}`);
    await dialog.getByRole('button', { name: say('payments.refund.submit') }).click();
    const refundQuestion = page.getByRole('alertdialog', { name: say('payments.refund.confirmTitle', { amount: formatMoney(20000, language) }) });
    await expect(refundQuestion).toContainText(name);
    await refundQuestion.getByRole('button', { name: say('payments.refund.confirm') }).click();
    await expectToast(page, say('toast.success'), say('payments.toast.refunded'));
    const refund = dialog.getByTestId('payment-refund');
    await expect(refund).toHaveAttribute('data-state', 'recorded');
    await expect(refund).toContainText(`Sent back by InstaPay ${token}`);
    await expect(dialog.locator('[data-payment-status="partially_refunded"]')).toBeVisible();
    const onServer = await paymentOnServer(page.request, paymentId);
    expect(onServer).toMatchObject({ status: 'partially_refunded', refundedCents: 20000 });
    expect(onServer.refunds).toEqual([expect.objectContaining({ amountCents: 20000, status: 'recorded', reference: `Sent back by InstaPay ${token}` })]);
    await dialog.getByRole('button', { name: say('common.close') }).last().click();

    // The Payments area: the payment by state, its month's totals, its own view and the CSV export.
    await openTab(page, 'tabs.payments', language);
    const paymentRow = page.getByTestId(`payment-${paymentId}`);
    await expect(paymentRow.locator('[data-payment-status="partially_refunded"]')).toBeVisible();
    await expect(paymentRow).toContainText(say('payments.refundedAmount', { amount: formatMoney(20000, language) }));
    await expect(paymentRow).toContainText(language === 'ar' ? INSTAPAY.nameAr : INSTAPAY.nameEn);
    await page.getByLabel(say('payments.filters.status')).selectOption('pending');
    await expect(paymentRow).toHaveCount(0);
    await page.getByLabel(say('payments.filters.status')).selectOption('partially_refunded');
    await expect(paymentRow).toBeVisible();
    await expect(page.getByTestId('payment-months')).toBeVisible();
    await expectAccessibleAtBothWidths(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: say('payments.export') }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(paymentsExportFileName(new Date()));
    const csv = fs.readFileSync((await file.path())!, 'utf8');
    expect(csv).toContain(name);
    expect(csv).not.toContain(',pending,');

    await paymentRow.getByRole('button', { name: say('payments.open', { name }) }).click();
    const view = page.getByRole('dialog', { name });
    await expect(page).toHaveURL(new RegExp(`[?&]payment=${paymentId}$`));
    await expect(view.getByTestId('payment-refund')).toContainText(`Sent back by InstaPay ${token}`);
    await expect(view).toContainText(`InstaPay ${token}`);
    await expectAccessibleAtBothWidths(page);
    await view.getByRole('button', { name: say('payments.openBooking') }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]booking=${booked.id}$`));
    await expect(page.locator('#tab-bookings')).toHaveAttribute('aria-selected', 'true');
  });

  withPaymob(`a payment that lands after its time was given to someone else shows a toast opening its booking, and the agenda tells refunded and paid bookings apart (${language})`, async ({
    page,
    baseURL,
    openDashboard,
  }) => {
    const token = unique();
    const name = language === 'ar' ? `سلمى ${token}` : `Salma ${token}`;
    const quickerName = language === 'ar' ? `هدى ${token}` : `Hoda ${token}`;
    await openDashboard(language);
    const [instapay] = await saveMethods(page.request, baseURL!, [INSTAPAY]);
    const type = await createType(page.request, baseURL!, { nameEn: `Card session ${token}`, nameAr: `جلسة بالبطاقة ${token}`, priceCents: 60000, paymentRule: 'full', displayOrder: LAST });
    // The dashboard hears of payments once its live socket is open.
    const listening = page.waitForEvent('websocket').then((socket) => socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"connected"')));
    await reopenDashboard(page);
    await listening;

    const visitor = { phone: '+20 100 123 4567', language };
    const late = await bookPaidTime(page.request, baseURL!, type, { ...visitor, name, email: `salma.${token}@example.com`, paymentMethod: 'paymob' });
    await expect.poll(async () => (await bookingOnServer(page.request, late.id)).status, { timeout: 30_000 }).toBe('expired');
    // Someone else takes the time, paying by hand (a hold of a day: it stays taken), before the first visitor pays.
    const quicker = await bookPaidTime(page.request, baseURL!, type, { ...visitor, name: quickerName, email: `hoda.${token}@example.com`, paymentMethod: instapay!.id }, late.start);
    await openTab(page, 'tabs.bookings', language);
    await showAgendaWeekOf(page, late.start, language);
    const lateRow = page.getByTestId(`booking-${late.id}`);
    const quickerRow = page.getByTestId(`booking-${quicker.id}`);
    await expect(lateRow.locator('[data-status="expired"]')).toBeVisible();
    await expect(quickerRow.locator('[data-status="pending_payment"]')).toBeVisible();
    await expect(lateRow.locator('[data-payment-status]')).toHaveCount(0);
    await expect(quickerRow.locator('[data-payment-status]')).toHaveCount(0);

    await pressAtCheckout(late.payment!.checkoutUrl!, 'pay');
    const toast = await expectToast(page, say('payments.notices.late_payment_refunded.title'), say('payments.notices.late_payment_refunded.body', { name }));
    await toast.getByRole('button', { name: say('payments.openBooking') }).click();
    const view = page.getByRole('dialog', { name });
    await expect(page).toHaveURL(new RegExp(`[?&]booking=${late.id}$`));
    await expect(view.locator('[data-status="expired"]')).toBeVisible();
    await expect(view.locator('[data-payment-status="refunded"]')).toHaveText(say('payments.statuses.refunded'));
    await view.getByRole('button', { name: say('common.close') }).last().click();
    // The agenda was asked again on the notice: the refund shows beside the booking's status without a reload.
    await expect(lateRow.locator('[data-payment-status="refunded"]')).toHaveText(say('payments.statuses.refunded'));

    // The practice confirms the other visitor's payment: confirmed, and marked paid in the agenda.
    const marked = await page.request.post(apiPaths.payments.markPaid(quicker.payment!.id), { data: {}, headers: { Origin: baseURL! } });
    expect(marked.status(), await marked.text()).toBe(200);
    await expectToast(page, say('bookings.live.title'), quickerName);
    await expect(quickerRow.locator('[data-status="confirmed"]')).toBeVisible();
    await expect(quickerRow.locator('[data-payment-status="paid"]')).toHaveText(say('payments.statuses.paid'));
    await expectAccessibleAtBothWidths(page);
  });
}
