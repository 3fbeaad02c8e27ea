import { test as base, expect } from '@playwright/test';
import { apiPaths } from '@shared/api-routes';
import { ADMIN_LANGUAGE_KEY, type Language } from '@shared/constants';
import { startAdminServer, type AdminServer } from './admin-server';
import { adminText } from './texts';

/** The account the admin tests use on their own server. */
export const TEST_ADMIN = { name: 'Dina Farouk', email: 'admin-e2e@dietbar.test', password: 'green tea and oats 2026' };

/** A 1x1 PNG, for uploads. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: TINY_PNG });

interface WorkerFixtures {
  /** Settings the worker's server gets besides the tests' own; a suite needing another service (Paymob's stand-in) overrides it. */
  serverEnvironment: Record<string, string>;
  adminServer: AdminServer;
}

interface TestFixtures {
  /** Signs in through the API (the page shares the cookie) and opens the dashboard in `language`. */
  openDashboard: (language?: Language) => Promise<void>;
}

/**
 * Tests with an admin server of their own (one per worker, with the demo content and TEST_ADMIN).
 * `baseURL` points at it, so `page.goto('/admin')` and `page.request` reach it.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverEnvironment: [async ({}, use) => use({}), { scope: 'worker' }],
  adminServer: [
    async ({ serverEnvironment }, use) => {
      // The leads and bookings tests send many contact forms and bookings from this one address: the per-address limits
      // are raised for them.
      const server = await startAdminServer({ environment: { CONTACT_RATE_LIMIT: '1000', BOOKING_RATE_LIMIT: '1000', ...serverEnvironment } });
      const setup = await fetch(`${server.url}${apiPaths.auth.setup()}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.url },
        body: JSON.stringify(TEST_ADMIN),
      });
      if (setup.status !== 201) throw new Error(`admin setup failed: ${setup.status} ${await setup.text()}`);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ adminServer }, use) => use(adminServer.url),
  openDashboard: async ({ page, baseURL }, use) => {
    await use(async (language = 'en') => {
      // Only the first load: a later choice in the page must survive reloads.
      await page.addInitScript(([key, value]) => {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
      }, [ADMIN_LANGUAGE_KEY, language] as const);
      const login = await page.request.post(apiPaths.auth.login(), {
        data: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
        headers: { Origin: baseURL! },
      });
      expect(login.ok()).toBe(true);
      await page.goto('/admin/dashboard');
      await expect(page.getByRole('tablist', { name: adminText('dashboard.sections', {}, language) })).toBeVisible();
    });
  },
});

export { expect };
