import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { apiPaths } from '@shared/api-routes';
import type { Language } from '@shared/constants';
import type { LeadStats, LeadStatus } from '@shared/schemas/lead';
import type { Package } from '@shared/schemas/package';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { text } from '../support/site';
import { confirmDeletion, escapeRegExp, expectFitsNarrowScreen, expectToast, openTab, row } from './support/dashboard';
import { expect, TEST_ADMIN, test } from './support/fixtures';
import { leadOnServer, sendLead, statusText } from './support/leads';
import { adminText } from './support/texts';

// Each test walks a whole workflow with axe scans: more than the default 30 s on a machine that others share.
test.describe.configure({ timeout: 60_000 });

const LANGUAGES: Language[] = ['en', 'ar'];
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A view of the inbox (a tab above the list) whatever its count: 'All (12)', 'Contacted (2)'. */
function view(page: Page, language: Language, which: 'all' | LeadStatus) {
  const label = adminText(which === 'all' ? 'leads.filterAll' : `leads.filterStatuses.${which}`, { amount: '#' }, language);
  const name = new RegExp(`^${escapeRegExp(label).replace('#', '\\d+')}$`);
  return page.getByRole('tablist', { name: adminText('leads.views', {}, language) }).getByRole('tab', { name });
}

/** How many leads the server has in each status. */
const leadCounts = async (page: Page) => ((await (await page.request.get(apiPaths.leads.stats())).json()) as LeadStats).byStatus;

/** The day `offset` days from today in this machine's time zone (the browser's too), as a date input holds it. */
function localDay(offset: number): string {
  const day = new Date();
  day.setDate(day.getDate() + offset);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

for (const language of LANGUAGES) {
  const say = (key: string, values: Record<string, string | number> = {}) => adminText(key, values, language);

  test(`a lead's status in one click, its view with notes and history, read on opening (${language})`, async ({ page, baseURL, openDashboard }) => {
    const token = unique();
    const name = language === 'ar' ? `هالة ${token}` : `Hala ${token}`;
    const id = await sendLead(page.request, baseURL!, { name, email: `hala.${token}@example.com`, phone: '010 0123 4567', message: `Plan ${token}`, language });
    await openDashboard(language);
    await openTab(page, 'tabs.leads', language);
    await page.getByRole('searchbox', { name: say('leads.search') }).fill(token);
    const lead = page.getByTestId(`lead-${id}`);
    await expect(lead).toBeVisible();
    await expect(lead).toContainText(say('leads.unread'));
    await expect(page.getByTestId('range-label')).toHaveText(say('common.showing', { start: 1, end: 1, total: 1 }));

    // The status: one menu on the row; the views and their counts follow.
    const clientView = view(page, language, 'client');
    const clientsBefore = (await leadCounts(page)).client;
    await lead.getByRole('button', { name: say('leads.statusOf', { name, status: statusText('new', language) }) }).click();
    await page.getByRole('menuitemradio', { name: statusText('client', language) }).click();
    await expect(lead.getByRole('button', { name: say('leads.statusOf', { name, status: statusText('client', language) }) })).toBeVisible();
    await expect.poll(async () => (await leadOnServer(page.request, id)).status).toBe('client');
    await expect(clientView).toHaveAccessibleName(say('leads.filterStatuses.client', { amount: clientsBefore + 1 }));
    await clientView.click();
    await expect(lead).toBeVisible();
    await view(page, language, 'new').click();
    await expect(lead).toHaveCount(0);
    await expect(page.getByText(say('common.noMatches'))).toBeVisible();
    await view(page, language, 'all').click();

    // The lead's view: its address, every field, read as it opens.
    await lead.getByRole('button', { name, exact: true }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]lead=${id}$`));
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(dialog).toContainText(`hala.${token}@example.com`);
    await expect(dialog).toContainText('010 0123 4567');
    await expect(dialog).toContainText(`Plan ${token}`);
    await expect(dialog).toContainText(say(`leads.lead.languages.${language}`));
    await expect(dialog).toContainText(say('leads.alert.none'));
    await expect.poll(async () => (await leadOnServer(page.request, id)).isRead).toBe(true);
    await expect(lead).not.toContainText(say('leads.unread'));

    // Notes: 1 to 2,000 characters, checked before anything is sent; oldest first, with author and time.
    const note = dialog.getByRole('textbox', { name: say('leads.notes.label') });
    const addNote = dialog.getByRole('button', { name: say('leads.notes.add') });
    await addNote.click();
    await expect(dialog).toContainText(say('validation.required'));
    await note.fill('x'.repeat(2001));
    await expect(dialog).toContainText(say('leads.notes.length', { amount: 2001, max: 2000 }));
    await addNote.click();
    await expect(dialog).toContainText(say('validation.tooLong', { max: 2000 }));
    expect((await leadOnServer(page.request, id)).notes).toEqual([]);
    await note.fill('Called back; she prefers Saturdays.');
    await addNote.click();
    await expect(dialog.getByTestId('lead-note')).toHaveCount(1);
    await expect(note).toHaveValue('');
    await note.fill('اتصلتُ بها مرة أخرى، وستبدأ يوم السبت.');
    await addNote.click();
    await expect(dialog.getByTestId('lead-note')).toHaveCount(2);
    await expect(dialog.getByTestId('lead-note').first()).toContainText('Called back; she prefers Saturdays.');
    await expect(dialog.getByTestId('lead-note').first()).toContainText(TEST_ADMIN.name);
    await expect(dialog.getByTestId('lead-note').last()).toContainText('اتصلتُ بها مرة أخرى، وستبدأ يوم السبت.');

    // History: who changed the status, from what to what; the view's own status control adds to it.
    const history = dialog.getByTestId('lead-history');
    await expect(history).toHaveCount(1);
    await expect(history.first()).toContainText(
      say('leads.history.change', { author: TEST_ADMIN.name, from: statusText('new', language), to: statusText('client', language) }),
    );
    await dialog.getByRole('radio', { name: statusText('closed', language) }).check();
    await expect(history).toHaveCount(2);
    await expect(history.last()).toContainText(
      say('leads.history.change', { author: TEST_ADMIN.name, from: statusText('client', language), to: statusText('closed', language) }),
    );
    expect((await leadOnServer(page.request, id)).history.map((change) => change.to)).toEqual(['client', 'closed']);
    await expectNoAccessibilityViolations(page);

    await page.setViewportSize({ width: 375, height: 812 });
    await expectFitsNarrowScreen(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Closing leaves the address without the lead; the inbox passes axe too.
    await dialog.getByRole('button', { name: say('common.close') }).last().click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/lead=/);
    // The dialog hides the page from screen readers while open; that ends once it has gone.
    await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
    await expectNoAccessibilityViolations(page);
  });

  test(`the inbox pages and searches through the server, Arabic without its diacritics too, and exports what it finds (${language})`, async ({ page, baseURL, openDashboard }) => {
    const token = unique();
    const packages = (await (await page.request.get(apiPaths.packages.list())).json()) as Package[];
    const ids: number[] = [];
    for (let index = 1; index <= 5; index += 1) ids.push(await sendLead(page.request, baseURL!, { name: `Lead ${index} ${token}`, email: `lead${index}@example.com`, message: `Hello ${index}` }));
    // Stored with harakat, found without; stored without, found with them.
    const fatima = await sendLead(page.request, baseURL!, { name: `فاطِمة الزَّهراء ${token}`, email: 'fatima@example.com', message: 'أريد خطة', packageInterest: String(packages[1]!.id) });
    const zainab = await sendLead(page.request, baseURL!, { name: `زينب ${token}`, email: 'zainab@example.com', message: 'مرحبا' });
    await openDashboard(language);
    await openTab(page, 'tabs.leads', language);
    const lists: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === apiPaths.leads.list()) lists.push(url);
    });

    // Typed letter by letter, asked once it settles: five a page, the spec's range label.
    const search = page.getByRole('searchbox', { name: say('leads.search') });
    await search.pressSequentially(token, { delay: 40 });
    const range = page.getByTestId('range-label');
    await expect(range).toHaveText(say('common.showing', { start: 1, end: 5, total: 7 }));
    const searches = lists.filter((url) => url.searchParams.has('q'));
    expect(searches.length).toBeLessThanOrEqual(2);
    expect(searches.at(-1)!.searchParams.get('q')).toBe(token);
    expect(searches.at(-1)!.searchParams.get('limit')).toBe('5');
    await page.getByRole('button', { name: say('common.next') }).click();
    await expect(range).toHaveText(say('common.showing', { start: 6, end: 7, total: 7 }));
    expect(lists.filter((url) => url.searchParams.has('q')).at(-1)!.searchParams.get('offset')).toBe('5');
    await expect(page.getByTestId(`lead-${ids[0]}`)).toBeVisible();

    await search.fill(`فاطمة الزهراء ${token}`);
    await expect(range).toHaveText(say('common.showing', { start: 1, end: 1, total: 1 }));
    await expect(page.getByTestId(`lead-${fatima}`)).toBeVisible();
    await search.fill(`زَيْنَب ${token}`);
    await expect(range).toHaveText(say('common.showing', { start: 1, end: 1, total: 1 }));
    await expect(page.getByTestId(`lead-${zainab}`)).toBeVisible();

    // Status, package and dates narrow the search on the server.
    await search.fill(token);
    await expect(range).toHaveText(say('common.showing', { start: 1, end: 5, total: 7 }));
    await page.request.patch(apiPaths.leads.item(ids[2]!), { data: { status: 'contacted' }, headers: { Origin: baseURL! } });
    await view(page, language, 'contacted').click();
    await expect(range).toHaveText(say('common.showing', { start: 1, end: 1, total: 1 }));
    expect(lists.filter((url) => url.searchParams.has('q')).at(-1)!.searchParams.get('status')).toBe('contacted');
    await view(page, language, 'all').click();
    await page.getByRole('combobox', { name: say('leads.filters.package') }).selectOption(String(packages[1]!.id));
    await expect(range).toHaveText(say('common.showing', { start: 1, end: 1, total: 1 }));
    await expect(page.getByTestId(`lead-${fatima}`)).toBeVisible();
    await page.getByRole('button', { name: say('leads.filters.clear') }).click();
    await expect(range).toHaveText(say('common.showing', { start: 1, end: 5, total: 7 }));
    const from = page.getByLabel(say('leads.filters.from'), { exact: true });
    const to = page.getByLabel(say('leads.filters.to'), { exact: true });
    await from.fill(localDay(1));
    await expect(page.getByText(say('common.noMatches'))).toBeVisible();
    await to.fill(localDay(0));
    await expect(page.getByText(say('common.datesOutOfOrder'))).toBeVisible();
    await from.fill(localDay(0));
    await expect(range).toHaveText(say('common.showing', { start: 1, end: 5, total: 7 }));
    expect(lists.filter((url) => url.searchParams.has('q')).at(-1)!.searchParams.get('from')).toBe(new Date(`${localDay(0)}T00:00:00`).toISOString());
    await expectNoAccessibilityViolations(page);

    // The export holds what the filters match, and nothing else.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: say('leads.export') }).click();
    const csv = fs.readFileSync((await (await download).path())!, 'utf8');
    expect(csv.trim().split('\n')).toHaveLength(1 + 7);
    expect(csv).toContain(`فاطِمة الزَّهراء ${token}`);
    expect(csv).not.toContain('Dina Mostafa');
  });

  test(`quick replies: WhatsApp, a call and an e-mail in the lead's language; using one marks a new lead contacted (${language})`, async ({ page, context, baseURL, openDashboard }) => {
    const token = unique();
    const laila = await sendLead(page.request, baseURL!, { name: `ليلى ${token}`, email: `laila.${token}@example.com`, phone: '010 0123 4567', message: 'مرحبا', language: 'ar' });
    const omar = await sendLead(page.request, baseURL!, { name: `Omar ${token}`, email: `omar.${token}@example.com`, phone: '+44 20 7946 0958', message: 'Hi', language: 'en' });
    const nada = await sendLead(page.request, baseURL!, { name: `Nada ${token}`, email: `nada.${token}@example.com`, message: 'Hi' });
    const sami = await sendLead(page.request, baseURL!, { name: `Sami ${token}`, email: `sami.${token}@example.com`, phone: 'call me', message: 'Hi' });
    await openDashboard(language);
    // mailto: and tel: would leave the test's browser for a mail or phone program: the page's own handling still runs.
    await page.addInitScript(() =>
      document.addEventListener('click', (event) => {
        if ((event.target as Element).closest?.('a[href^="mailto:"], a[href^="tel:"]')) event.preventDefault();
      }, true),
    );
    // The test has no internet: WhatsApp's page is answered here.
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));

    // Opened by its address, as from the e-mail alert: the leads tab with the lead's view.
    await page.goto(`/admin/dashboard?lead=${laila}`);
    const dialog = page.getByRole('dialog', { name: `ليلى ${token}` });
    await expect(dialog).toBeVisible();
    // (The open dialog hides the page behind it from the accessibility tree.)
    await expect(page.locator('#tab-leads')).toHaveAttribute('aria-selected', 'true');
    const whatsapp = dialog.getByRole('link', { name: say('leads.reply.whatsapp'), exact: true });
    await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/201001234567');
    await expect(dialog.getByRole('link', { name: say('leads.reply.call'), exact: true })).toHaveAttribute('href', 'tel:+201001234567');
    const mail = new URL((await dialog.getByRole('link', { name: say('leads.reply.email'), exact: true }).getAttribute('href'))!);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe(`laila.${token}@example.com`);
    expect(mail.searchParams.get('subject')).toBe(adminText('leads.reply.mailSubject', {}, 'ar'));
    expect(mail.searchParams.get('body')).toBe(adminText('leads.reply.mailGreeting', { name: `ليلى ${token}` }, 'ar'));
    await expect(dialog.getByRole('radio', { name: statusText('new', language) })).toBeChecked();
    const chat = page.waitForEvent('popup');
    await whatsapp.click();
    await (await chat).close();
    await expect(dialog.getByRole('radio', { name: statusText('contacted', language) })).toBeChecked();
    await expect.poll(async () => (await leadOnServer(page.request, laila)).status).toBe('contacted');

    // Only new turns into contacted: a client stays a client when written to again.
    await dialog.getByRole('radio', { name: statusText('client', language) }).check();
    await expect.poll(async () => (await leadOnServer(page.request, laila)).status).toBe('client');
    // The dialog sends its writes in order: a status chosen after the click is a sentinel, and any write the click made
    // would be sent before it.
    const writes: string[] = [];
    page.on('request', (request) => {
      const status = request.method() === 'PATCH' && new URL(request.url()).pathname.endsWith(`/${laila}`) ? request.postDataJSON()?.status : undefined;
      if (status) writes.push(status);
    });
    await dialog.getByRole('link', { name: say('leads.reply.email'), exact: true }).click();
    await dialog.getByRole('radio', { name: statusText('closed', language) }).check();
    await expect.poll(async () => (await leadOnServer(page.request, laila)).status).toBe('closed');
    expect(writes).toEqual(['closed']);
    await dialog.getByRole('button', { name: say('common.close') }).last().click();

    // An English lead: the e-mail in English; a call counts as a reply too.
    await page.goto(`/admin/dashboard?lead=${omar}`);
    const omarView = page.getByRole('dialog', { name: `Omar ${token}` });
    await expect(omarView.getByRole('link', { name: say('leads.reply.whatsapp'), exact: true })).toHaveAttribute('href', 'https://wa.me/442079460958');
    const english = new URL((await omarView.getByRole('link', { name: say('leads.reply.email'), exact: true }).getAttribute('href'))!);
    expect(english.searchParams.get('subject')).toBe(adminText('leads.reply.mailSubject', {}, 'en'));
    expect(english.searchParams.get('body')).toBe(adminText('leads.reply.mailGreeting', { name: `Omar ${token}` }, 'en'));
    await omarView.getByRole('link', { name: say('leads.reply.call'), exact: true }).click();
    await expect.poll(async () => (await leadOnServer(page.request, omar)).status).toBe('contacted');

    // No number, or one that is none: the replies that need it stay visible, disabled, with the reason.
    await page.goto(`/admin/dashboard?lead=${nada}`);
    const nadaView = page.getByRole('dialog', { name: `Nada ${token}` });
    for (const key of ['leads.reply.whatsapp', 'leads.reply.call']) {
      const reply = nadaView.getByRole('button', { name: say(key) });
      await expect(reply).toHaveAttribute('aria-disabled', 'true');
      await expect(reply).toHaveAccessibleDescription(say('leads.reply.noPhone'));
    }
    await expect(nadaView.getByRole('link', { name: say('leads.reply.email'), exact: true })).toBeVisible();
    await page.goto(`/admin/dashboard?lead=${sami}`);
    const samiView = page.getByRole('dialog', { name: `Sami ${token}` });
    await expect(samiView.getByRole('button', { name: say('leads.reply.whatsapp') })).toHaveAccessibleDescription(
      `${say('leads.reply.notWhatsapp', { phone: 'call me' })} ${say('leads.reply.notCallable', { phone: 'call me' })}`,
    );
    await samiView.getByRole('button', { name: say('leads.reply.whatsapp') }).click({ force: true });
    expect((await leadOnServer(page.request, sami)).status).toBe('new');
    await expectNoAccessibilityViolations(page);
  });
}

test('lead statistics: leads per week, conversion to client and packages, with their numbers as text, following new leads live', async ({ page, baseURL, openDashboard }) => {
  const id = await sendLead(page.request, baseURL!, { name: `Client ${unique()}`, email: 'client@example.com', message: 'Signed up' });
  await openDashboard('en');
  await page.request.patch(apiPaths.leads.item(id), { data: { status: 'client' }, headers: { Origin: baseURL! } });
  // Changed by another hand: the dashboard, which never polls, sees it once loaded again.
  await page.reload();
  for (const language of LANGUAGES) {
    const say = (key: string, values: Record<string, string | number> = {}) => adminText(key, values, language);
    if (language === 'ar') await page.getByTestId('language-toggle').click();
    await openTab(page, 'tabs.leads', language);
    const stats = (await (await page.request.get(apiPaths.leads.stats())).json()) as LeadStats;
    const total = Object.values(stats.byStatus).reduce((sum, count) => sum + count, 0);
    const weekly = page.getByTestId('stats-weekly');
    await expect(weekly).toContainText(say('leads.stats.perWeekSummary', { total: stats.byWeek.reduce((sum, week) => sum + week.count, 0) }));
    // The drawing is hidden from screen readers, which read a table of the same twelve weeks.
    const rows = weekly.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(13);
    await expect(rows.last()).toContainText(String(stats.byWeek.at(-1)!.count));
    const conversion = page.getByTestId('stats-conversion');
    await expect(conversion).toContainText(
      say('leads.stats.conversionSummary', { clients: stats.byStatus.client, total, share: `${Math.round((stats.byStatus.client / total) * 100)}%` }),
    );
    await expect(conversion.getByRole('list', { name: say('leads.stats.byStatus') }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByTestId('stats-packages').getByRole('listitem')).toHaveCount(stats.byPackage.length);
    await expectNoAccessibilityViolations(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectFitsNarrowScreen(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A lead arriving while the dashboard is open counts at once.
    const weekTotal = stats.byWeek.reduce((sum, week) => sum + week.count, 0);
    await sendLead(page.request, baseURL!, { name: `Live ${unique()}`, email: 'live@example.com', message: 'Hi' });
    await expect(weekly).toContainText(say('leads.stats.perWeekSummary', { total: weekTotal + 1 }));
  }
});

test("a lead's address opened signed out (an e-mail alert's link) leads on to that lead once signed in", async ({ page, baseURL }) => {
  const name = `Yara ${unique()}`;
  const id = await sendLead(page.request, baseURL!, { name, email: 'yara@example.com', message: 'Is the first consultation online?' });
  await page.goto(`/admin/dashboard?lead=${id}`);
  await expect(page).toHaveURL(new RegExp(`/admin\\?lead=${id}$`));
  const form = page.getByRole('form', { name: adminText('auth.signIn') });
  await form.getByLabel(adminText('auth.email')).fill(TEST_ADMIN.email);
  await form.getByLabel(adminText('auth.password')).fill(TEST_ADMIN.password);
  await form.getByRole('button', { name: adminText('auth.signIn') }).click();
  await expect(page.getByRole('dialog', { name })).toContainText('Is the first consultation online?');
  await expect(page).toHaveURL(new RegExp(`/admin/dashboard\\?lead=${id}$`));
});

const statValue = (page: Page) => page.getByTestId('stat-leads').getByTestId('stat-value');

test('a contact sent from the public site shows as a live toast within 2 seconds and lands in the inbox', async ({ page, browser, baseURL, openDashboard }) => {
  await openDashboard();
  const before = Number(await statValue(page).textContent());
  const name = `Youssef ${unique()}`;

  // A visitor, in a browser of their own, writes through the landing page's contact form.
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto('/?lang=en#contact');
  await visitor.locator('#contact-name').fill(name);
  await visitor.locator('#contact-email').fill('youssef@example.com');
  await visitor.locator('#contact-message').fill('Can we start before Ramadan?');
  const sent = visitor.waitForResponse((response) => response.url().endsWith(apiPaths.leads.intake()) && response.status() === 201);
  await visitor.getByRole('button', { name: text('en', 'contact.submit') }).click();
  await sent;

  const toast = page.locator('.fui-Toast').filter({ hasText: adminText('leads.live.body', { name }) });
  await expect(toast).toBeVisible({ timeout: 2000 });
  await expect(toast).toContainText(adminText('leads.live.title'));
  await visitor.close();

  // Without a reload: the count card, the unread badge on the tab and the inbox itself.
  await expect(statValue(page)).toHaveText(String(before + 1));
  const unread = ((await (await page.request.get(apiPaths.leads.list())).json()) as { isRead: boolean }[]).filter((lead) => !lead.isRead).length;
  await expect(page.getByTestId('stat-leads')).toContainText(adminText('stats.unread', { amount: unread }));
  await expect(page.getByRole('tab', { name: new RegExp(adminText('tabs.leads')) })).toContainText(String(unread));
  await openTab(page, 'tabs.leads');
  const lead = row(page, name);
  await expect(page.getByRole('list', { name: adminText('tabs.leads') }).getByRole('listitem').first()).toContainText(name);
  await expect(lead).toContainText(adminText('leads.unread'));
  await expect(lead).toContainText(adminText('leads.interest', { name: 'Other' }));
  await expect(lead).toContainText('Can we start before Ramadan?');
});

test('the inbox: package names, read and unread, search, delete and the CSV export', async ({ page, baseURL, openDashboard }) => {
  const packages = (await (await page.request.get(apiPaths.packages.list())).json()) as Package[];
  const chosen = packages[0]!;
  const token = unique();
  await sendLead(page.request, baseURL!, { name: `Salma ${token}`, email: `salma.${token}@example.com`, message: 'أريد خطة للرضاعة الطبيعية', packageInterest: String(chosen.id) });
  await sendLead(page.request, baseURL!, { name: `Karim ${token}`, email: `karim.${token}@example.com`, message: 'Call me after 6 please', phone: '+20 100 222 3333' });
  await openDashboard();
  await openTab(page, 'tabs.leads');
  const search = page.getByRole('searchbox', { name: adminText('leads.search') });

  await search.fill(token);
  const salma = row(page, `Salma ${token}`);
  const karim = row(page, `Karim ${token}`);
  await expect(salma).toContainText(adminText('leads.interest', { name: chosen.nameEn }));
  await expect(karim).toContainText('+20 100 222 3333');
  await expect(karim.getByRole('link', { name: `karim.${token}@example.com` })).toHaveAttribute('href', `mailto:karim.${token}@example.com`);

  await search.fill('after 6');
  await expect(page.getByRole('list', { name: adminText('tabs.leads') }).getByRole('listitem')).toHaveCount(1);
  await search.fill(token);

  await salma.getByRole('button', { name: adminText('leads.markRead', { name: `Salma ${token}` }) }).click();
  await expect(salma).not.toContainText(adminText('leads.unread'));
  await expect.poll(async () => ((await (await page.request.get(apiPaths.leads.list())).json()) as { name: string; isRead: boolean }[]).find((lead) => lead.name === `Salma ${token}`)?.isRead).toBe(true);
  await page.getByRole('tab', { name: /^Unread/ }).click();
  await expect(salma).toHaveCount(0);
  await expect(karim).toBeVisible();
  await page.getByRole('tab', { name: /^All/ }).click();
  await salma.getByRole('button', { name: adminText('leads.markUnread', { name: `Salma ${token}` }) }).click();
  await expect(salma).toContainText(adminText('leads.unread'));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: adminText('leads.export') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await file.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain('أريد خطة للرضاعة الطبيعية');

  await karim.getByRole('button', { name: adminText('common.deleteNamed', { name: `Karim ${token}` }) }).click();
  await confirmDeletion(page, `Karim ${token}`);
  await expectToast(page, 'Success', adminText('leads.toast.deleted'));
  await expect(karim).toHaveCount(0);
});
