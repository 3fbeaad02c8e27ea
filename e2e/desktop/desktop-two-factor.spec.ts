import { generate } from 'otplib';
import { apiPaths } from '@shared/api-routes';
import { startAdminServer } from '../admin/support/admin-server';
import { field } from '../admin/support/dashboard';
import { expect, test as base, TEST_ADMIN } from '../admin/support/fixtures';
import { adminText } from '../admin/support/texts';
import { desktopMainProcess, rendererUrl } from './support/desktop-main';

// Chromium refuses module scripts from file:// unless told otherwise; Electron allows them for the app's own page.
const test = base.extend({
  launchOptions: async ({ launchOptions }, use) => use({ ...launchOptions, args: [...(launchOptions.args ?? []), '--allow-file-access-from-files'] }),
});

test('the desktop app asks for the two-factor code after the password and signs in with it for a bearer token', async ({ page }) => {
  test.slow();
  // A server of its own: two-factor on must not reach the other tests' admin.
  const server = await startAdminServer({ seedDemo: false });
  try {
    const post = (path: string, body: unknown, cookie = '') =>
      fetch(server.url + path, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: server.url, Cookie: cookie }, body: JSON.stringify(body) });
    const setup = await post(apiPaths.auth.setup(), TEST_ADMIN);
    const cookie = setup.headers.getSetCookie()[0]!.split(';')[0]!;
    const { secret } = (await (await post(apiPaths.auth.twoFactorSetup(), {}, cookie)).json()) as { secret: string };
    expect((await post(apiPaths.auth.twoFactorEnable(), { code: await generate({ secret }) }, cookie)).status).toBe(200);

    const desktop = await desktopMainProcess(page);
    await page.goto(rendererUrl());
    await page.getByLabel(adminText('server.address')).fill(server.url);
    await page.getByRole('button', { name: adminText('server.connect') }).click();

    const signIn = page.getByRole('form', { name: adminText('auth.signIn') });
    await field(signIn, adminText('auth.email')).fill(TEST_ADMIN.email);
    await field(signIn, adminText('auth.password')).fill(TEST_ADMIN.password);
    await signIn.getByRole('button', { name: adminText('auth.signIn') }).click();
    const codeForm = page.getByRole('form', { name: adminText('auth.codeTitle') });
    await expect(codeForm).toBeVisible();
    expect(desktop.controller.getToken()).toBeNull();

    // The next step's code: the one that turned two-factor on is used up.
    await field(codeForm, adminText('auth.code')).fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await codeForm.getByRole('button', { name: adminText('auth.verify') }).click();
    await expect(page.getByRole('heading', { name: adminText('dashboard.heading') })).toBeVisible();
    const token = desktop.controller.getToken();
    expect(token).toBeTruthy();
    expect(await page.context().cookies()).toEqual([]);
    await expect.poll(() => desktop.controller.connectionState).toBe('open');

    // The Security area lists this session as the desktop app's, and says two-factor is on.
    await page.getByRole('tab', { name: adminText('tabs.security') }).click();
    const thisDevice = page.getByRole('list', { name: adminText('security.sessions.listLabel') }).getByRole('listitem').filter({ hasText: adminText('security.sessions.thisDevice') });
    await expect(thisDevice).toContainText(adminText('security.sessions.desktop'));
    await expect(page.getByTestId('two-factor')).toContainText(adminText('security.twoFactor.on'));
    desktop.controller.stop();
  } finally {
    await server.stop();
  }
});
