import { API_PREFIX, apiPaths } from '@shared/api-routes';
import { expect, test as base, TEST_ADMIN } from '../admin/support/fixtures';
import { startAdminServer } from '../admin/support/admin-server';
import { field } from '../admin/support/dashboard';
import { adminText } from '../admin/support/texts';
import { trayMenu } from '../../desktop/main/menus';
import { desktopMainProcess, rendererUrl } from './support/desktop-main';

// Chromium refuses module scripts from file:// unless told otherwise; Electron allows them for the app's own page.
const test = base.extend({
  launchOptions: async ({ launchOptions }, use) => use({ ...launchOptions, args: [...(launchOptions.args ?? []), '--allow-file-access-from-files'] }),
});

test('the built desktop renderer asks for the server, signs in with a bearer token and shows live leads', async ({ page, adminServer }) => {
  const desktop = await desktopMainProcess(page);
  const requests: { url: string; authorization?: string }[] = [];
  page.on('request', (request) => requests.push({ url: request.url(), authorization: request.headers().authorization }));

  await page.goto(rendererUrl());
  // The page's CSP runs no inline script (the app's own bundle only).
  const inlineRan = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.head.append(script);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(inlineRan).toBe(false);

  const address = page.getByLabel(adminText('server.address'));
  await expect(address).toHaveValue('http://localhost:3000');
  await address.fill(adminServer.url);
  await page.getByRole('button', { name: adminText('server.connect') }).click();
  await expect.poll(() => desktop.controller.getServerUrl()).toBe(adminServer.url);

  const signIn = page.getByRole('form', { name: adminText('auth.signIn') });
  await signIn.getByLabel(adminText('auth.email')).fill(TEST_ADMIN.email);
  await signIn.getByLabel(adminText('auth.password')).fill(TEST_ADMIN.password);
  await signIn.getByRole('button', { name: adminText('auth.signIn') }).click();
  await expect(page.getByRole('heading', { name: adminText('dashboard.heading') })).toBeVisible();

  // A bearer token, kept only encrypted by the main process; no cookie.
  const token = desktop.controller.getToken();
  expect(token).toBeTruthy();
  expect(desktop.file.content).not.toContain(token);
  expect(await page.context().cookies()).toEqual([]);
  expect(requests.some((request) => request.url.startsWith(`${adminServer.url}${API_PREFIX}/`) && request.authorization === `Bearer ${token}`)).toBe(true);

  // A lead arrives over the main process's socket: the toast, the native notification, the tray count.
  await expect.poll(() => desktop.controller.connectionState).toBe('open');
  const sendLead = async (name: string) => {
    const sent = await fetch(`${adminServer.url}${apiPaths.leads.intake()}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: adminServer.url },
      body: JSON.stringify({ name, email: 'nour@example.com', phone: '', packageInterest: 'other', message: 'Is there a plan for runners?' }),
    });
    expect(sent.status).toBe(201);
  };
  const name = `Nour ${Date.now().toString(36)}`;
  await sendLead(name);
  const toast = page.locator('.fui-Toast').filter({ hasText: adminText('leads.live.body', { name }) });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(adminText('leads.live.title'));
  expect(desktop.recorder.notifications).toEqual([expect.objectContaining({ title: 'New contact submission', body: `${name}: Is there a plan for runners?` })]);
  const leads = (await (await fetch(`${adminServer.url}${apiPaths.leads.list()}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { isRead: boolean }[];
  await expect.poll(() => desktop.recorder.trays.at(-1)?.badge).toBe(String(leads.filter((lead) => !lead.isRead).length));

  // The tray lists it among the newest unread leads.
  await expect.poll(() => desktop.recorder.trays.at(-1)?.leads[0]?.name).toBe(name);
  const id = desktop.recorder.trays.at(-1)!.leads[0]!.id;

  // Clicking the notification opens that lead: the window comes forward on the leads tab with the lead's view.
  desktop.recorder.notifications[0]!.click();
  const lead = page.getByRole('dialog', { name });
  await expect(lead).toBeVisible();
  await expect(lead).toContainText('Is there a plan for runners?');
  expect(new URL(page.url()).hash).toBe(`#/admin/dashboard?lead=${id}`);
  await expect(page.locator('#tab-leads')).toHaveAttribute('aria-selected', 'true');
  expect(desktop.recorder.windowShown()).toBeGreaterThan(0);
  // Reading it takes it off the tray's list.
  await expect.poll(() => desktop.recorder.trays.at(-1)?.leads.some((item) => item.id === id)).toBe(false);
  await lead.getByRole('button', { name: adminText('common.close') }).last().click();
  await expect(lead).toBeHidden();
  await expect(page.getByRole('list', { name: adminText('tabs.leads') })).toContainText(name);

  // The tray's own item for a lead opens it too.
  await page.getByTestId(`lead-${id}`).getByRole('button', { name: adminText('leads.markUnread', { name }) }).click();
  await expect.poll(() => desktop.recorder.trays.at(-1)?.leads[0]?.id).toBe(id);
  const menu = trayMenu('en', { open: () => undefined, openLead: desktop.controller.openLead, changeServer: () => undefined, quit: () => undefined }, desktop.recorder.trays.at(-1)!.leads);
  (menu.find((item) => item.label?.startsWith(name))!.click as () => void)();
  await expect(lead).toBeVisible();
  await lead.getByRole('button', { name: adminText('common.close') }).last().click();

  // Notifications follow the language the admin picks in the page.
  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await sendLead(`${name} 2`);
  await expect.poll(() => desktop.recorder.notifications.at(-1)?.title).toBe('طلب تواصل جديد');
  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Signing out revokes the token on the server and forgets it here.
  await page.getByRole('button', { name: adminText('dashboard.logout') }).click();
  await expect(signIn).toBeVisible();
  expect(desktop.controller.getToken()).toBeNull();
  expect((await fetch(`${adminServer.url}${apiPaths.auth.me()}`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);
  await expect.poll(() => desktop.controller.connectionState).not.toBe('open');
  desktop.controller.stop();
});

test('the first start against a new server creates the first admin from the app', async ({ page }) => {
  const server = await startAdminServer({ seedDemo: false });
  try {
    const desktop = await desktopMainProcess(page);
    await page.goto(rendererUrl());
    await page.getByLabel(adminText('server.address')).fill(server.url);
    await page.getByRole('button', { name: adminText('server.connect') }).click();

    const form = page.getByRole('form', { name: adminText('auth.createAccount') });
    await field(form, adminText('auth.name')).fill(TEST_ADMIN.name);
    await field(form, adminText('auth.email')).fill(TEST_ADMIN.email);
    await field(form, adminText('auth.password')).fill(TEST_ADMIN.password);
    await field(form, adminText('auth.confirmPassword')).fill(TEST_ADMIN.password);
    await form.getByRole('button', { name: adminText('auth.createAccount') }).click();
    await expect(page.getByRole('heading', { name: adminText('dashboard.heading') })).toBeVisible();

    // Signed in with a bearer token of its own, not the setup's cookie.
    const token = desktop.controller.getToken();
    expect((await fetch(`${server.url}${apiPaths.auth.me()}`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    expect(await page.context().cookies()).toEqual([]);
    desktop.controller.stop();
  } finally {
    await server.stop();
  }
});
