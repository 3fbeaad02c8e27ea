import type { Locator, Page } from '@playwright/test';
import { apiPaths, withQuery } from '@shared/api-routes';
import { weekdayName } from '@shared/booking/format';
import type { Language } from '@shared/constants';
import type { Availability, ConsultationType } from '@shared/schemas/booking';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { bookFreeTime, bookingOnServer, firstType, plantPastStart, PRACTICE_ZONE, showAgendaWeekOf } from './support/bookings';
import { escapeRegExp, expectAccessibleAtBothWidths, expectToast, field, openTab, save } from './support/dashboard';
import { expect, test } from './support/fixtures';
import { adminText, inArabic, inEnglish } from './support/texts';

// Each test walks a whole workflow with axe scans: more than the default 30 s on a machine that others share.
test.describe.configure({ timeout: 90_000 });

const LANGUAGES: Language[] = ['en', 'ar'];
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

for (const language of LANGUAGES) {
  const say = (key: string, values: Record<string, string | number> = {}) => adminText(key, values, language);
  const saveIn = (editor: Locator) => save(editor, language);
  const openSection = (page: Page, section: 'agenda' | 'types' | 'availability' | 'feed') => page.getByRole('tab', { name: say(`bookings.sections.${section}`) }).click();

  test(`the agenda shows a booking made on the site; its view moves it, cancels it, links its lead, and marks a past one completed (${language})`, async ({
    page,
    baseURL,
    adminServer,
    openDashboard,
  }) => {
    const token = unique();
    const name = language === 'ar' ? `سلمى ${token}` : `Salma ${token}`;
    const email = `salma.${token}@example.com`;
    const booked = await bookFreeTime(page.request, baseURL!, { name, email, language });
    const type = await firstType(page.request);
    const typeName = language === 'ar' ? type.nameAr : type.nameEn;

    await openDashboard(language);
    await openTab(page, 'tabs.bookings', language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByText(say('bookings.agenda.zone', { name: language === 'ar' ? 'توقيت شرق أوروبا' : 'Eastern European Time', zone: PRACTICE_ZONE }))).toBeVisible();
    // The day view opens on the practice's today; the next day is another; Today comes back to it.
    const title = page.getByTestId('agenda-title');
    await page.getByRole('button', { name: say('bookings.agenda.views.day'), exact: true }).click();
    const today = await title.textContent();
    const todayButton = page.getByRole('button', { name: say('bookings.agenda.today'), exact: true });
    await expect(todayButton).toBeDisabled();
    await page.getByRole('button', { name: say('bookings.agenda.next.day') }).click();
    await expect(title).not.toHaveText(today!);
    await todayButton.click();
    await expect(title).toHaveText(today!);
    await page.getByRole('button', { name: say('bookings.agenda.views.week'), exact: true }).click();
    await showAgendaWeekOf(page, booked.start, language);
    const row = page.getByTestId(`booking-${booked.id}`);
    await expect(row).toBeVisible();
    await expect(row).toContainText(typeName);
    await expect(row).toContainText(say('bookings.statuses.confirmed'));

    // The status filter asks the server for one status only.
    const statusFilter = page.getByLabel(say('bookings.agenda.status'));
    await statusFilter.selectOption('cancelled');
    await expect(row).toHaveCount(0);
    await statusFilter.selectOption('confirmed');
    await expect(row).toBeVisible();
    await statusFilter.selectOption('');

    // Its view: the details, the e-mails' state (none: this server has no mail server), by its address.
    await row.getByRole('button', { name: say('bookings.open', { name }) }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]booking=${booked.id}$`));
    await expect(dialog).toContainText(email);
    await expect(dialog).toContainText(typeName);
    await expect(dialog).toContainText(say('bookings.emails.none'));
    // Not started yet: nothing to mark.
    await expect(dialog.getByRole('button', { name: say('bookings.actions.completed') })).toHaveCount(0);
    await expectAccessibleAtBothWidths(page);

    // Move: a free time of a date, confirmed; the server has the new time.
    await dialog.getByRole('button', { name: say('bookings.actions.move') }).click();
    const times = dialog.getByRole('radiogroup', { name: say('bookings.move.time') }).getByRole('radio');
    await expect(times.first()).toBeVisible();
    await times.first().check();
    await dialog.getByRole('button', { name: say('bookings.move.submit') }).click();
    const moveQuestion = page.getByRole('alertdialog', { name: say('bookings.move.confirmTitle') });
    await expect(moveQuestion).toContainText(name);
    await moveQuestion.getByRole('button', { name: say('bookings.move.confirm') }).click();
    await expectToast(page, adminText('toast.success', {}, language), say('bookings.toast.moved'));
    await expect.poll(async () => (await bookingOnServer(page.request, booked.id)).start).not.toBe(booked.start);
    await expect(dialog.getByRole('radiogroup', { name: say('bookings.move.time') })).toHaveCount(0);

    // Cancel, after the question saying the visitor is told.
    await dialog.getByRole('button', { name: say('bookings.actions.cancel') }).click();
    const cancelQuestion = page.getByRole('alertdialog', { name: say('bookings.cancel.title') });
    await expect(cancelQuestion).toContainText(name);
    await cancelQuestion.getByRole('button', { name: say('bookings.cancel.confirm') }).click();
    await expect(dialog.locator('[data-status="cancelled"]')).toBeVisible();
    expect((await bookingOnServer(page.request, booked.id)).status).toBe('cancelled');
    await expect(dialog.getByRole('button', { name: say('bookings.actions.move') })).toHaveCount(0);

    // Its lead, in the Contacts tab, lists it; the row opens the booking again.
    await dialog.getByRole('button', { name: say('bookings.booking.openLead') }).click();
    const leadDialog = page.getByRole('dialog', { name });
    await expect(page).toHaveURL(/[?&]lead=\d+$/);
    // The page under the dialog is hidden from the accessibility tree: its tabs are found by their ids.
    await expect(page.locator('#tab-leads')).toHaveAttribute('aria-selected', 'true');
    const leadRow = leadDialog.getByTestId(`booking-${booked.id}`);
    await expect(leadRow).toContainText(say('bookings.statuses.cancelled'));
    await expect(leadRow).toContainText(typeName);
    await leadRow.getByRole('button', { name: say('bookings.open', { name }) }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]booking=${booked.id}$`));
    await expect(page.locator('#tab-bookings')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('dialog', { name }).locator('[data-status="cancelled"]')).toBeVisible();

    // One that has taken place is marked completed, from its address.
    const past = await bookFreeTime(page.request, baseURL!, { name: `${name} 2`, email, language });
    plantPastStart(adminServer.dataDir, past.id, 60 + Math.floor(Math.random() * 500));
    await page.goto(`/admin/dashboard?booking=${past.id}`);
    const pastDialog = page.getByRole('dialog', { name: `${name} 2` });
    await pastDialog.getByRole('button', { name: say('bookings.actions.completed') }).click();
    await expect(pastDialog.locator('[data-status="completed"]')).toBeVisible();
    expect((await bookingOnServer(page.request, past.id)).status).toBe('completed');
    await expect(pastDialog.getByRole('button', { name: say('bookings.actions.noShow') })).toBeVisible();
  });

  test(`a new booking shows a toast while the dashboard is open, whose action opens it (${language})`, async ({ page, baseURL, openDashboard }) => {
    const name = language === 'ar' ? `ريم ${unique()}` : `Reem ${unique()}`;
    // The dashboard hears of bookings made once its live socket is open.
    const listening = page.waitForEvent('websocket').then((socket) => socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"connected"')));
    await openDashboard(language);
    await listening;
    await openTab(page, 'tabs.bookings', language);
    const booked = await bookFreeTime(page.request, baseURL!, { name, email: 'reem@example.com', language });
    const toast = await expectToast(page, say('bookings.live.title'), name);
    await toast.getByRole('button', { name: say('bookings.live.open') }).click();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]booking=${booked.id}$`));
  });

  test(`consultation types are added, refused with the problem at its field, edited and deleted; one with bookings is kept (${language})`, async ({
    page,
    baseURL,
    openDashboard,
  }) => {
    await bookFreeTime(page.request, baseURL!, { name: 'Types Visitor', email: 'types@example.com', language });
    const booked = await firstType(page.request);
    const token = unique();
    await openDashboard(language);
    await openTab(page, 'tabs.bookings', language);
    await openSection(page, 'types');
    await expect(page.getByTestId(`consultation-type-${booked.id}`)).toContainText(say('common.active'));

    await page.getByRole('button', { name: say('bookings.types.add') }).click();
    const editor = page.getByRole('dialog', { name: say('bookings.types.addTitle') });
    await field(editor, inEnglish('bookings.types.fields.name', language)).fill(`Follow-up ${token}`);
    await field(editor, inArabic('bookings.types.fields.name', language)).fill(`متابعة ${token}`);
    const duration = field(editor, say('bookings.types.fields.duration'));
    await duration.fill('5');
    await saveIn(editor);
    await expect(duration).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toContainText(adminText('validation.min', { min: 10 }, language));
    await duration.fill('30');
    await saveIn(editor);
    await expect(editor).toBeHidden();
    const created = ((await (await page.request.get(withQuery(apiPaths.consultationTypes.list(), { all: true }))).json()) as ConsultationType[]).find((type) => type.nameEn === `Follow-up ${token}`)!;
    const row = page.getByTestId(`consultation-type-${created.id}`);
    await expect(row).toContainText(say('bookings.types.minutes', { amount: 30 }));

    // Made inactive: visitors no longer see it.
    const shownName = language === 'ar' ? `متابعة ${token}` : `Follow-up ${token}`;
    await row.getByRole('button', { name: adminText('common.editNamed', { name: shownName }, language) }).click();
    const edit = page.getByRole('dialog', { name: say('bookings.types.editTitle') });
    await edit.getByRole('switch').click();
    await saveIn(edit);
    await expect(row).toContainText(say('common.inactive'));
    expect(((await (await page.request.get(apiPaths.consultationTypes.list())).json()) as ConsultationType[]).some((type) => type.id === created.id)).toBe(false);

    // A type with bookings is refused with the way out; one without goes.
    const bookedName = language === 'ar' ? booked.nameAr : booked.nameEn;
    await page.getByTestId(`consultation-type-${booked.id}`).getByRole('button', { name: adminText('common.deleteNamed', { name: bookedName }, language) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: say('common.delete') }).click();
    await expectToast(page, adminText('toast.error', {}, language), say('bookings.types.toast.hasBookings'));
    await page.getByRole('alertdialog').getByRole('button', { name: say('common.cancel') }).click();
    await expect(page.getByTestId(`consultation-type-${booked.id}`)).toBeVisible();
    await row.getByRole('button', { name: adminText('common.deleteNamed', { name: shownName }, language) }).click();
    const question = page.getByRole('alertdialog', { name: say('common.areYouSure') });
    await expect(question).toContainText(shownName);
    await question.getByRole('button', { name: say('common.delete') }).click();
    await expect(row).toHaveCount(0);
    await expectAccessibleAtBothWidths(page);
  });

  test(`the hours and rules show each refused value at its field, and save weekly ranges (${language})`, async ({ page, openDashboard }) => {
    await openDashboard(language);
    await openTab(page, 'tabs.bookings', language);
    await openSection(page, 'availability');
    const form = page.getByRole('form', { name: say('bookings.sections.availability') });

    // A zone that does not exist is named at the zone's field.
    const zone = form.getByLabel(say('bookings.availability.timeZoneLabel'));
    await expect(zone).toHaveValue(PRACTICE_ZONE);
    await zone.fill('Mars/Olympus');
    await form.getByRole('button', { name: adminText('common.save', {}, language), exact: true }).click();
    await expect(zone).toHaveAttribute('aria-invalid', 'true');
    await expect(form).toContainText(adminText('validation.invalidTimeZone', {}, language));
    await zone.fill(PRACTICE_ZONE);

    // Friday (closed in the demo) gets a range; one ending before it starts is named at its end.
    const friday = weekdayName(5, language);
    await expect(form.getByTestId('weekday-5')).toContainText(say('bookings.availability.closed'));
    await form.getByRole('button', { name: say('bookings.availability.addRange', { day: friday }) }).click();
    const range = say('bookings.availability.rangeOf', { day: friday, number: 1 });
    const start = form.getByLabel(say('bookings.availability.from', { label: range }));
    const end = form.getByLabel(say('bookings.availability.to', { label: range }));
    await start.fill('12:00');
    await end.fill('11:00');
    await form.getByRole('button', { name: adminText('common.save', {}, language), exact: true }).click();
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(start).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByTestId('weekday-5')).toContainText(adminText('validation.endsBeforeStart', {}, language));

    // Reminders stop at three.
    const addReminder = form.getByRole('button', { name: say('bookings.availability.addReminder') });
    await addReminder.click();
    await addReminder.click();
    await expect(addReminder).toBeDisabled();

    await end.fill('13:00');
    await form.getByRole('button', { name: adminText('common.save', {}, language), exact: true }).click();
    await expectToast(page, adminText('toast.success', {}, language), say('bookings.availability.toast.saved'));
    const saved = (await (await page.request.get(apiPaths.booking.availability())).json()) as Availability;
    expect(saved.weekly.filter((item) => item.weekday === 5)).toEqual([{ weekday: 5, start: '12:00', end: '13:00' }]);
    expect(saved.reminderMinutesBefore).toHaveLength(3);
    await expectAccessibleAtBothWidths(page);

    // Back to the demo's week and one reminder, for the other tests of this server.
    await form.getByRole('button', { name: say('bookings.availability.removeRange', { label: range }) }).click();
    for (const number of [3, 2]) {
      await form.getByRole('button', { name: say('bookings.availability.removeReminder', { label: say('bookings.availability.reminderNumber', { number }) }) }).click();
    }
    await form.getByRole('button', { name: adminText('common.save', {}, language), exact: true }).click();
    await expect
      .poll(async () => ((await (await page.request.get(apiPaths.booking.availability())).json()) as Availability).weekly.some((item) => item.weekday === 5))
      .toBe(false);
  });

  test(`the private calendar address is copied and renewed, and the old one stops working (${language})`, async ({ page, context, baseURL, openDashboard }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await openDashboard(language);
    await openTab(page, 'tabs.bookings', language);
    await openSection(page, 'feed');
    const address = page.getByLabel(say('bookings.feed.address'));
    await expect(address).toHaveValue(new RegExp(escapeRegExp(`${apiPaths.booking.calendar()}?token=`)));
    const old = await address.inputValue();
    expect((await page.request.get(old)).status()).toBe(200);

    await page.getByRole('button', { name: say('bookings.feed.copy') }).click();
    await expectToast(page, say('bookings.feed.copied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(old);

    await page.getByRole('button', { name: say('bookings.feed.renew') }).click();
    const question = page.getByRole('alertdialog', { name: say('bookings.feed.renewTitle') });
    await question.getByRole('button', { name: say('bookings.feed.renew') }).click();
    await expect(address).not.toHaveValue(old);
    const renewed = await address.inputValue();
    expect((await page.request.get(renewed)).status()).toBe(200);
    expect((await page.request.get(old)).status()).not.toBe(200);
    await expectAccessibleAtBothWidths(page);
  });

  test(`the agenda of a week with bookings passes axe at both widths, and an empty week says so (${language})`, async ({ page, baseURL, openDashboard }) => {
    const booked = await bookFreeTime(page.request, baseURL!, { name: language === 'ar' ? 'زائر الفحص' : 'Axe Visitor', email: 'axe@example.com', language });
    await openDashboard(language);
    await openTab(page, 'tabs.bookings', language);
    await showAgendaWeekOf(page, booked.start, language);
    await expect(page.getByTestId(`booking-${booked.id}`)).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    // Far beyond what visitors can book (60 days): an empty week.
    for (let step = 0; step < 12; step += 1) await page.getByRole('button', { name: say('bookings.agenda.next.week') }).click();
    await expect(page.getByText(say('bookings.agenda.empty.week'))).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });
}
