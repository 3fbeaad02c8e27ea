import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiPaths } from '@shared/api-routes';
import type { Language } from '@shared/constants';
import { HONEYPOT_FIELD } from '@shared/constants';
import type { Lead } from '@shared/schemas/lead';
import { startAdminServer, type AdminServer } from './admin/support/admin-server';
import { formatPackageOption } from '@shared/format';
import { serverData, storedLeads } from './support/api';
import { holdRequests } from './support/held-requests';
import { LANGUAGES, open, text } from './support/site';

async function fill(page: Page, values: { name: string; email: string; phone: string; message: string }) {
  await page.locator('#contact-name').fill(values.name);
  await page.locator('#contact-email').fill(values.email);
  await page.locator('#contact-phone').fill(values.phone);
  await page.locator('#contact-message').fill(values.message);
}

for (const language of LANGUAGES) {
  test.describe(`contact form (${language})`, () => {
    test("offers each package as 'name - price EGP/month' plus Other", async ({ page, request }) => {
      const data = await serverData.landing(request, language);
      await open(page, '/#contact', language);
      const options = page.locator('#contact-packageInterest option');
      await expect(options).toHaveCount(data.packages.length + 2);
      for (const item of data.packages) {
        await expect(page.locator(`#contact-packageInterest option[value="${item.id}"]`)).toHaveText(formatPackageOption(item.name, item.price, language));
      }
      await expect(page.locator('#contact-packageInterest option[value="other"]')).toHaveText(language === 'ar' ? 'أخرى' : 'Other');
    });

    test("sends a message: 'Sending...', 'Message Sent!', a cleared form and a stored submission", async ({ page, request, baseURL }) => {
      const data = await serverData.landing(request, language);
      const chosen = data.packages[0]!;
      const email = `visitor-${language}-${Date.now()}@example.com`;
      const sending = await holdRequests(page, `**${apiPaths.leads.intake()}`);
      await open(page, '/#contact', language);
      await fill(page, { name: language === 'ar' ? 'ليلى محمود' : 'Laila Mahmoud', email, phone: '+20 100 555 0101', message: 'I would like to start next week.' });
      await page.locator('#contact-packageInterest').selectOption(String(chosen.id));
      await page.getByRole('button', { name: text(language, 'contact.submit') }).click();
      await sending.arrived;
      await expect(page.getByRole('button', { name: text(language, 'contact.sending') })).toBeDisabled();
      sending.release();

      const toast = page.getByRole('status').filter({ hasText: text(language, 'contact.successTitle') });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(text(language, 'contact.successDescription'));
      await expect(page.locator('#contact-name')).toHaveValue('');
      await expect(page.locator('#contact-email')).toHaveValue('');
      await expect(page.locator('#contact-message')).toHaveValue('');
      await expect(page.locator('#contact-packageInterest')).toHaveValue('');
      await toast.getByRole('button', { name: text(language, 'toast.dismiss') }).click();
      await expect(toast).toBeHidden();

      const stored = (await storedLeads(request, baseURL!)).find((submission) => submission.email === email);
      expect(stored).toMatchObject({ packageInterest: String(chosen.id), phone: '+20 100 555 0101', message: 'I would like to start next week.' });
    });

    test("the server's rejection marks the fields in the visitor's language and keeps the values", async ({ page, request, baseURL }) => {
      // Both pass the browser's checks; the server trims the name to nothing and wants a domain with a dot.
      const values = { name: '   ', email: `rejected-${language}@localhost`, phone: '', message: 'Is this stored?' };
      await open(page, '/#contact', language);
      await fill(page, values);
      await page.getByRole('button', { name: text(language, 'contact.submit') }).click();

      await expect(page.getByRole('alert').filter({ hasText: text(language, 'contact.errorTitle') })).toBeVisible();
      await expect(page.locator('#contact-name')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#contact-name-error')).toHaveText(text(language, 'contact.fieldErrors.name'));
      await expect(page.locator('#contact-email-error')).toHaveText(text(language, 'contact.fieldErrors.email'));
      await expect(page.locator('#contact-message')).not.toHaveAttribute('aria-invalid');
      await expect(page.locator('#contact-email')).toHaveValue(values.email);
      await expect(page.locator('#contact-message')).toHaveValue(values.message);
      expect((await storedLeads(request, baseURL!)).some((submission) => submission.email === values.email)).toBe(false);

      // Correcting a field clears its mark.
      await page.locator('#contact-name').fill('Hana');
      await expect(page.locator('#contact-name-error')).toHaveCount(0);
    });

    test("a failed send shows 'Error' and keeps what the visitor typed", async ({ page }) => {
      await page.route(`**${apiPaths.leads.intake()}`, (route) => route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong' } } }));
      await open(page, '/#contact', language);
      const values = { name: 'Omar Said', email: 'omar@example.com', phone: '0100 000 0000', message: 'Please call me in the evening.' };
      await fill(page, values);
      await page.locator('#contact-packageInterest').selectOption('other');
      await page.getByRole('button', { name: text(language, 'contact.submit') }).click();

      const toast = page.getByRole('alert').filter({ hasText: text(language, 'contact.errorTitle') });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(text(language, 'contact.errorDescription'));
      await expect(page.locator('#contact-name')).toHaveValue(values.name);
      await expect(page.locator('#contact-email')).toHaveValue(values.email);
      await expect(page.locator('#contact-phone')).toHaveValue(values.phone);
      await expect(page.locator('#contact-message')).toHaveValue(values.message);
      await expect(page.locator('#contact-packageInterest')).toHaveValue('other');
      await expect(page.getByRole('button', { name: text(language, 'contact.submit') })).toBeEnabled();
    });
  });
}

test('the browser asks for the required fields before anything is sent', async ({ page }) => {
  let sent = false;
  await page.route(`**${apiPaths.leads.intake()}`, (route) => {
    sent = true;
    return route.continue();
  });
  await open(page, '/#contact', 'en');
  await page.locator('#contact-name').fill('No Email');
  await page.getByRole('button', { name: text('en', 'contact.submit') }).click();
  expect(await page.locator('#contact-email').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await page.locator('#contact-email').fill('not-an-email');
  expect(await page.locator('#contact-email').evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
  expect(sent).toBe(false);
});

test('toasts sit at the top on small screens and bottom right, at most 420px wide, from the small breakpoint', async ({ page }) => {
  await page.route(`**${apiPaths.leads.intake()}`, (route) => route.fulfill({ status: 503, body: '' }));
  const send = async () => {
    await page.locator('#contact-name').fill('A');
    await page.locator('#contact-email').fill('a@example.com');
    await page.locator('#contact-message').fill('Hello');
    await page.getByRole('button', { name: text('en', 'contact.submit') }).click();
    const toast = page.getByRole('alert');
    await expect(toast).toBeVisible();
    return toast;
  };

  await page.setViewportSize({ width: 375, height: 812 });
  await open(page, '/#contact', 'en');
  const small = (await (await send()).boundingBox())!;
  expect(small.y).toBeLessThan(40);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: text('en', 'toast.dismiss') }).click();
  const large = (await (await send()).boundingBox())!;
  expect(large.width).toBeLessThanOrEqual(420);
  expect(large.x + large.width).toBeGreaterThan(1280 - 40);
  expect(large.y + large.height).toBeGreaterThan(800 - 40);
  // One at a time: a second notice replaces the first.
  await page.getByRole('button', { name: text('en', 'contact.submit') }).click();
  await expect(page.getByRole('alert')).toHaveCount(1);
});

/*
 * The form's defences as a browser meets them, with scripts and without. These tests read a server of their own, so
 * that the per-address limit counts only their messages.
 */

const ADMIN = { name: 'Inbox Owner', email: 'inbox-owner@dietbar.test', password: 'lentil soup every tuesday' };

async function startContactServer(limit: number): Promise<AdminServer> {
  const server = await startAdminServer({ environment: { CONTACT_RATE_LIMIT: String(limit) } });
  const setup = await fetch(`${server.url}${apiPaths.auth.setup()}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify(ADMIN),
  });
  if (setup.status !== 201) throw new Error(`admin setup failed: ${setup.status} ${await setup.text()}`);
  return server;
}

const withOwnServer = test.extend<object, { contactServer: AdminServer }>({
  contactServer: [
    async ({}, use) => {
      const server = await startContactServer(50);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ contactServer }, use) => use(contactServer.url),
});

/** The names of the stored submissions, read as the admin. */
async function storedNames(request: APIRequestContext, baseURL: string): Promise<string[]> {
  const login = await request.post(apiPaths.auth.login(), { data: { email: ADMIN.email, password: ADMIN.password }, headers: { Origin: baseURL } });
  expect(login.ok()).toBe(true);
  const submissions = (await (await request.get(apiPaths.leads.list())).json()) as Lead[];
  return submissions.map((submission) => submission.name);
}

async function fillForm(page: Page, name: string) {
  const form = page.getByTestId('contact-form');
  await form.locator('#contact-name').fill(name);
  await form.locator('#contact-email').fill('visitor@example.com');
  await form.locator('#contact-message').fill('I would like a plan for the month of Ramadan.');
}

const submitButton = (page: Page, language: Language) => page.getByTestId('contact-form').getByRole('button', { name: text(language, 'contact.submit') });

const successToast = (page: Page, language: Language) => page.getByRole('status').filter({ hasText: text(language, 'contact.successTitle') });

/** A page with scripting off, on the same server. */
async function pageWithoutScript(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  return context.newPage();
}

for (const language of LANGUAGES) {
  withOwnServer(`the hidden field is unseen, out of the tab order and unknown to screen readers; a person's message still arrives (${language})`, async ({ page, request, baseURL }) => {
    await open(page, '/#contact', language);
    const form = page.getByTestId('contact-form');
    const trap = form.locator(`input[name="${HONEYPOT_FIELD}"]`);
    await expect(trap).toHaveCount(1);
    await expect(trap).toHaveValue('');
    await expect(trap).toHaveAttribute('autocomplete', 'off');

    // Screen readers: the accessibility tree holds the form's fields but not this one.
    await expect(form.getByRole('textbox', { name: text(language, 'contact.name') })).toHaveCount(1);
    await expect(form.getByRole('textbox', { name: text(language, 'contact.honeypotLabel') })).toHaveCount(0);
    await expect(trap.locator('xpath=ancestor::*[@aria-hidden="true"]')).toHaveCount(1);

    // Eyes and pointers: at most one clipped pixel, and a click where it sits never reaches it.
    await submitButton(page, language).scrollIntoViewIfNeeded();
    const box = (await page.getByTestId('contact-honeypot').boundingBox())!;
    expect(box.width * box.height).toBeLessThanOrEqual(1);
    const reached = await trap.evaluate((input) => {
      const area = input.parentElement!.getBoundingClientRect();
      const hit = document.elementFromPoint(area.left + area.width / 2, area.top + area.height / 2);
      return hit !== null && input.parentElement!.contains(hit);
    });
    expect(reached).toBe(false);

    // The keyboard: Tab goes from field to field and on to the button, never into it.
    await form.locator('#contact-name').focus();
    const visited: string[] = [];
    for (let step = 0; step < 8 && !(await submitButton(page, language).evaluate((button) => button === document.activeElement)); step += 1) {
      await page.keyboard.press('Tab');
      visited.push(await page.evaluate(() => (document.activeElement as HTMLInputElement).name || document.activeElement!.tagName.toLowerCase()));
    }
    expect(visited).toEqual(['email', 'phone', 'packageInterest', 'message', 'button']);

    const name = `Person ${language} ${Date.now()}`;
    await fillForm(page, name);
    await submitButton(page, language).click();
    await expect(successToast(page, language)).toBeVisible();
    expect(await storedNames(request, baseURL!)).toContain(name);
  });
}

withOwnServer('a bot that fills the hidden field sees the thank-you, with scripts and without, and nothing is kept', async ({ page, browser, request, baseURL }) => {
  const withScript = `Bot with script ${Date.now()}`;
  await open(page, '/#contact', 'en');
  await fillForm(page, withScript);
  await page.getByTestId('contact-form').locator(`input[name="${HONEYPOT_FIELD}"]`).fill('https://cheap-pills.example', { force: true });
  await submitButton(page, 'en').click();
  await expect(successToast(page, 'en')).toBeVisible();
  await expect(page.locator('#contact-name')).toHaveValue('');

  const withoutScript = `Bot without script ${Date.now()}`;
  const bare = await pageWithoutScript(browser, baseURL!);
  await bare.goto('/?lang=ar#contact');
  await fillForm(bare, withoutScript);
  await bare.getByTestId('contact-form').locator(`input[name="${HONEYPOT_FIELD}"]`).fill('https://cheap-pills.example', { force: true });
  await submitButton(bare, 'ar').click();
  await expect(bare).toHaveURL(/\/\?lang=ar&contact=sent#contact$/);
  await expect(bare.getByTestId('contact-sent')).toContainText(text('ar', 'contact.successTitle'));
  await bare.context().close();

  const names = await storedNames(request, baseURL!);
  expect(names).not.toContain(withScript);
  expect(names).not.toContain(withoutScript);
});

withOwnServer("past the per-address limit the form says so in the visitor's language, with scripts and without", async ({ page, browser }) => {
  const limited = await startContactServer(1);
  try {
    await page.goto(`${limited.url}/?lang=ar#contact`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await fillForm(page, 'First Message');
    await submitButton(page, 'ar').click();
    await expect(successToast(page, 'ar')).toBeVisible();

    await fillForm(page, 'Second Message');
    await submitButton(page, 'ar').click();
    const alert = page.getByRole('alert').filter({ hasText: text('ar', 'contact.errorTitle') });
    await expect(alert).toContainText(text('ar', 'contact.rateLimited'));
    await expect(page.locator('#contact-name')).toHaveValue('Second Message');

    const bare = await pageWithoutScript(browser, limited.url);
    await bare.goto('/?lang=en#contact');
    await fillForm(bare, 'Third Message');
    const [answer] = await Promise.all([bare.waitForResponse((response) => response.request().method() === 'POST'), submitButton(bare, 'en').click()]);
    expect(answer.status()).toBe(429);
    expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(0);
    await expect(bare.getByTestId('contact-refused')).toHaveText(text('en', 'contact.rateLimited'));
    await expect(bare.locator('#contact-name')).toHaveValue('Third Message');
    await bare.context().close();
  } finally {
    await limited.stop();
  }
});
