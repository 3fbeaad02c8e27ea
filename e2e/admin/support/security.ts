import { test as base, expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { apiPaths } from '@shared/api-routes';
import { ADMIN_LANGUAGE_KEY, type Language } from '@shared/constants';
import { startAdminServer, type AdminServer } from './admin-server';
import { TEST_ADMIN } from './fixtures';
import { adminText } from './texts';

export interface Account {
  name: string;
  email: string;
  password: string;
}

interface SecurityWorker {
  securityServer: AdminServer & { ownerCookie: string };
}

interface SecurityFixtures {
  /** A new admin account of this test's own (so that its two-factor, sessions and throttling stay its own). */
  newAccount: (label: string) => Promise<Account>;
  /** Signs `account` in through the API (the page shares the cookie) and opens the Security tab in `language`. */
  openSecurity: (account: Account, language: Language) => Promise<void>;
}

let accounts = 0;

/**
 * Tests of the security area, on a server of their own (demo content, TEST_ADMIN as its first admin): two-factor
 * and password changes must not reach the other admin tests' account.
 */
export const test = base.extend<SecurityFixtures, SecurityWorker>({
  securityServer: [
    async ({}, use) => {
      const server = await startAdminServer();
      const setup = await fetch(`${server.url}${apiPaths.auth.setup()}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.url },
        body: JSON.stringify(TEST_ADMIN),
      });
      if (setup.status !== 201) throw new Error(`admin setup failed: ${setup.status} ${await setup.text()}`);
      const ownerCookie = setup.headers.getSetCookie()[0]!.split(';')[0]!;
      await use({ ...server, ownerCookie });
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ securityServer }, use) => use(securityServer.url),
  newAccount: async ({ securityServer }, use) => {
    await use(async (label) => {
      accounts += 1;
      const account = { name: `${label} ${accounts}`, email: `${label.toLowerCase().replace(/\W+/g, '-')}-${accounts}-${Date.now()}@dietbar.test`, password: 'green tea and oats 2026' };
      const created = await apiCall(securityServer, 'POST', apiPaths.admins.list(), securityServer.ownerCookie, account);
      expect(created.status, await created.clone().text()).toBe(201);
      return account;
    });
  },
  openSecurity: async ({ page, baseURL }, use) => {
    await use(async (account, language) => {
      // Only the first load: a later choice in the page must survive reloads.
      await page.addInitScript(([key, value]) => {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
      }, [ADMIN_LANGUAGE_KEY, language] as const);
      const login = await page.request.post(apiPaths.auth.login(), { data: { email: account.email, password: account.password }, headers: { Origin: baseURL! } });
      expect(login.ok()).toBe(true);
      await page.goto('/admin/dashboard');
      await openSecurityTab(page, language);
    });
  },
});

/** Sign-ins and password changes hash a password on the server, which a busy machine makes slow: more patience. */
export const expect = baseExpect.configure({ timeout: 15_000 });

/** A call to the security server's API with a session cookie (and the Origin writes need). */
export const apiCall = (server: AdminServer, method: string, path: string, cookie: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(server.url + path, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: server.url, Cookie: cookie, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Signs `account` in without the page (another device): its session cookie. */
export async function signInElsewhere(server: AdminServer, account: Account, userAgent = 'curl/8.4.0'): Promise<string> {
  const response = await apiCall(server, 'POST', apiPaths.auth.login(), '', { email: account.email, password: account.password }, { 'User-Agent': userAgent });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** The code an authenticator app shows for `secret`, `steps` 30-second steps from now (the server allows ±1). */
export const appCode = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Opens the Security tab of the dashboard on screen, its lists loaded. */
export async function openSecurityTab(page: Page, language: Language) {
  const tab = page.getByRole('tab', { name: adminText('tabs.security', {}, language) });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(sessionsList(page, language).getByRole('listitem').first()).toBeVisible();
  await expect(section(page, 'admins').getByRole('listitem').first()).toBeVisible();
}

/** A card of the security area by its test id ('two-factor', 'password', 'sessions', 'admins', 'audit-log'). */
export const section = (page: Page, id: string): Locator => page.getByTestId(id);

export const sessionsList = (page: Page, language: Language) => page.getByRole('list', { name: adminText('security.sessions.listLabel', {}, language) });

/**
 * Turns two-factor on through the dialog: a malformed and a wrong code first (each refused in place), then the app's
 * code for the key the dialog shows; answers the key and the ten recovery codes, the dialog still open on them.
 */
export async function enrolTwoFactor(page: Page, language: Language, onScanStep: () => Promise<void> = async () => undefined) {
  const t = (key: string, values?: Record<string, string | number>) => adminText(key, values, language);
  await section(page, 'two-factor').getByRole('button', { name: t('security.twoFactor.turnOn') }).click();
  const dialog = page.getByRole('dialog', { name: t('security.twoFactor.setupTitle') });
  await expect(dialog.getByTestId('two-factor-qr')).toHaveAttribute('src', /^data:image\/svg\+xml/);
  const secret = (await dialog.getByTestId('two-factor-key').textContent())!.replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await onScanStep();

  const code = dialog.getByLabel(t('security.twoFactor.code'));
  await code.fill('12345');
  await dialog.getByRole('button', { name: t('security.twoFactor.confirm') }).click();
  await expect(dialog.getByText(t('security.twoFactor.codeFormat'))).toBeVisible();
  await code.fill(wrongCodeFor(await appCode(secret)));
  await dialog.getByRole('button', { name: t('security.twoFactor.confirm') }).click();
  await expect(dialog.getByText(t('security.twoFactor.wrongCode'))).toBeVisible();
  await code.fill(await appCode(secret));
  await dialog.getByRole('button', { name: t('security.twoFactor.confirm') }).click();

  const codesDialog = page.getByRole('dialog', { name: t('security.twoFactor.recoveryTitle') });
  const list = codesDialog.getByRole('list', { name: t('security.twoFactor.recoveryListLabel') });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((text) => text.trim());
  return { secret, recoveryCodes, codesDialog };
}

/** A six-digit code that is not `code`. */
const wrongCodeFor = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
