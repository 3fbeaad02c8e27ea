import { test as base, expect, type Page } from '@playwright/test';
import { apiPaths } from '@shared/api-routes';
import { holdRequests } from '../support/held-requests';
import { startAdminServer, type AdminServer } from './support/admin-server';
import { expectToast, field, openTab } from './support/dashboard';
import { TEST_ADMIN } from './support/fixtures';
import { adminText, inArabic, inEnglish } from './support/texts';

// One server for this file with no admin and no demo content: the first test is the first-run setup, the
// others sign in to the account it made. They run in order.
const test = base.extend<object, { emptyServer: AdminServer }>({
  emptyServer: [
    async ({}, use) => {
      const server = await startAdminServer({ seedDemo: false });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ emptyServer }, use) => use(emptyServer.url),
});
test.describe.configure({ mode: 'serial' });

const signInForm = (page: Page) => page.getByRole('form', { name: adminText('auth.signIn') });

test('first-run setup creates the first admin through the form and opens the dashboard', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByText(adminText('auth.setupSubtitle'))).toBeVisible();
  const form = page.getByRole('form', { name: adminText('auth.createAccount') });

  await form.getByRole('button', { name: adminText('auth.createAccount') }).click();
  await expect(form.getByText(adminText('validation.required')).first()).toBeVisible();
  await field(form, adminText('auth.name')).fill(TEST_ADMIN.name);
  await field(form, adminText('auth.email')).fill(TEST_ADMIN.email);
  await field(form, adminText('auth.password')).fill('too short');
  await field(form, adminText('auth.confirmPassword')).fill('too short');
  await form.getByRole('button', { name: adminText('auth.createAccount') }).click();
  await expect(form.getByText(adminText('validation.tooShort', { min: 10 }))).toBeVisible();

  await field(form, adminText('auth.password')).fill(TEST_ADMIN.password);
  await field(form, adminText('auth.confirmPassword')).fill(TEST_ADMIN.password);
  await form.getByRole('button', { name: adminText('auth.createAccount') }).click();

  await expectToast(page, adminText('auth.setupDoneTitle'), adminText('auth.setupDoneBody', { name: TEST_ADMIN.name }));
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: adminText('dashboard.heading') })).toBeVisible();
  expect((await (await page.request.get(apiPaths.auth.setup())).json()).setupRequired).toBe(false);

  // An empty site: the lists say so, and the contact details can be added.
  await expect(page.getByText(adminText('packages.empty'))).toBeVisible();
  await openTab(page, 'tabs.platformInfo');
  await expect(page.getByTestId('social-whatsapp')).toContainText(adminText('platformInfo.social.notConfigured'));
  const contact = page.getByTestId('contact-info');
  await contact.getByRole('button', { name: 'Add Contact Information' }).click();
  await contact.getByRole('button', { name: adminText('common.save') }).click();
  await expect(contact.getByText(adminText('validation.required')).first()).toBeVisible();
  await field(contact, adminText('platformInfo.contact.fields.phone')).fill('+20 100 000 1111');
  await field(contact, adminText('platformInfo.contact.fields.email')).fill('clinic@dietbar.test');
  await field(contact, inEnglish('platformInfo.contact.fields.address')).fill('9 Road 9, Maadi, Cairo');
  await field(contact, inArabic('platformInfo.contact.fields.address')).fill('٩ شارع ٩، المعادي، القاهرة');
  await field(contact, inEnglish('platformInfo.contact.fields.workingHours')).fill('Mon-Fri 9AM-6PM, Sat 9AM-2PM');
  await field(contact, inArabic('platformInfo.contact.fields.workingHours')).fill('الإثنين - الجمعة ٩ص - ٦م');
  await contact.getByRole('button', { name: adminText('common.save') }).click();
  await expectToast(page, adminText('toast.success'), 'Contact information updated successfully');
  await expect(contact).toContainText('+20 100 000 1111');
});

test('signs out: the server session ends, the local hint goes, and the sign-in page says so', async ({ page, baseURL }) => {
  await page.request.post(apiPaths.auth.login(), { data: TEST_ADMIN, headers: { Origin: baseURL! } });
  await page.goto('/admin/dashboard');
  await page.evaluate(() => window.localStorage.setItem('dietbar-admin-authenticated', 'true'));
  await page.getByRole('button', { name: adminText('dashboard.logout') }).click();

  await expectToast(page, 'Logged Out', 'You have been successfully logged out');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Sign in to your admin dashboard')).toBeVisible();
  expect((await page.request.get(apiPaths.auth.me())).status()).toBe(401);
  expect(await page.evaluate(() => window.localStorage.getItem('dietbar-admin-authenticated'))).toBeNull();
});

test("a wrong password shows 'Login Failed: Invalid email or password' and stays on the sign-in page", async ({ page }) => {
  await page.goto('/admin');
  const form = signInForm(page);
  await field(form, adminText('auth.email')).fill(TEST_ADMIN.email);
  await field(form, adminText('auth.password')).fill('not the password');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Login Failed', 'Invalid email or password');
  await expect(page).toHaveURL(/\/admin$/);
});

test("signs in with 'Signing in...', 'Login Successful' and a welcome, then /admin leads to the dashboard", async ({ page }) => {
  const signingIn = await holdRequests(page, `**${apiPaths.auth.login()}`);
  await page.goto('/admin');
  const form = signInForm(page);
  await field(form, adminText('auth.email')).fill(TEST_ADMIN.email);
  await field(form, adminText('auth.password')).fill(TEST_ADMIN.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await signingIn.arrived;
  await expect(form.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  signingIn.release();

  await expectToast(page, 'Login Successful', adminText('auth.welcome', { name: TEST_ADMIN.name }));
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(await page.evaluate(() => window.localStorage.getItem('dietbar-admin-authenticated'))).toBe('true');
  expect(Date.parse((await page.evaluate(() => window.localStorage.getItem('dietbar-admin-login-time')))!)).toBeGreaterThan(Date.now() - 60_000);

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('an ended session anywhere in the dashboard leads back to the sign-in page', async ({ page, baseURL }) => {
  await page.request.post(apiPaths.auth.login(), { data: TEST_ADMIN, headers: { Origin: baseURL! } });
  await page.goto('/admin/dashboard');
  await openTab(page, 'tabs.platformInfo');
  // The server forgets the session (as after 12 idle hours); the next call answers 401.
  await page.request.post(apiPaths.auth.logout(), { headers: { Origin: baseURL! } });
  await page.getByTestId('contact-info').getByRole('button', { name: adminText('common.edit') }).click();
  await page.getByTestId('contact-info').getByRole('button', { name: adminText('common.save') }).click();

  await expectToast(page, adminText('auth.sessionEndedTitle'), adminText('auth.sessionEndedBody'));
  await expect(page).toHaveURL(/\/admin$/);
  await expect(signInForm(page)).toBeVisible();
});

test('a throttled sign-in says when to try again', async ({ page, baseURL }) => {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.request.post(apiPaths.auth.login(), { data: { email: 'intruder@dietbar.test', password: `guess ${attempt}` }, headers: { Origin: baseURL! } });
  }
  await page.goto('/admin');
  const form = signInForm(page);
  await field(form, adminText('auth.email')).fill('intruder@dietbar.test');
  await field(form, adminText('auth.password')).fill('one more guess');
  await form.getByRole('button', { name: 'Sign In' }).click();

  await expect(form.getByRole('alert')).toContainText(/Too many sign-in attempts\. Please try again after \d{1,2}:\d{2}/);
  await expect(form.getByRole('button', { name: 'Sign In' })).toBeDisabled();
});
