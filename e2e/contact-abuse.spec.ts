import { expect, test as base, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { Language } from '../shared/constants';
import { CONTACT_HONEYPOT_FIELD } from '../shared/constants';
import type { ContactSubmission } from '../shared/schemas/contact-submission';
import { startAdminServer, type AdminServer } from './admin/support/admin-server';
import { LANGUAGES, open, text } from './support/site';

/*
 * Issue 9: the contact form's defences as a browser meets them, with scripts and without. Each test reads its own
 * server, so that the per-address limit counts only its messages.
 */

const ADMIN = { name: 'Inbox Owner', email: 'inbox-owner@dietbar.test', password: 'lentil soup every tuesday' };

async function startContactServer(limit: number): Promise<AdminServer> {
  const server = await startAdminServer({ environment: { CONTACT_RATE_LIMIT: String(limit) } });
  const setup = await fetch(`${server.url}/api/auth/setup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify(ADMIN),
  });
  if (setup.status !== 201) throw new Error(`admin setup failed: ${setup.status} ${await setup.text()}`);
  return server;
}

const test = base.extend<object, { contactServer: AdminServer }>({
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
  const login = await request.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password }, headers: { Origin: baseURL } });
  expect(login.ok()).toBe(true);
  const submissions = (await (await request.get('/api/contact-submissions')).json()) as ContactSubmission[];
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
  test(`the hidden field is unseen, out of the tab order and unknown to screen readers; a person's message still arrives (${language})`, async ({ page, request, baseURL }) => {
    await open(page, '/#contact', language);
    const form = page.getByTestId('contact-form');
    const trap = form.locator(`input[name="${CONTACT_HONEYPOT_FIELD}"]`);
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

test('a bot that fills the hidden field sees the thank-you, with scripts and without, and nothing is kept', async ({ page, browser, request, baseURL }) => {
  const withScript = `Bot with script ${Date.now()}`;
  await open(page, '/#contact', 'en');
  await fillForm(page, withScript);
  await page.getByTestId('contact-form').locator(`input[name="${CONTACT_HONEYPOT_FIELD}"]`).fill('https://cheap-pills.example', { force: true });
  await submitButton(page, 'en').click();
  await expect(successToast(page, 'en')).toBeVisible();
  await expect(page.locator('#contact-name')).toHaveValue('');

  const withoutScript = `Bot without script ${Date.now()}`;
  const bare = await pageWithoutScript(browser, baseURL!);
  await bare.goto('/?lang=ar#contact');
  await fillForm(bare, withoutScript);
  await bare.getByTestId('contact-form').locator(`input[name="${CONTACT_HONEYPOT_FIELD}"]`).fill('https://cheap-pills.example', { force: true });
  await submitButton(bare, 'ar').click();
  await expect(bare).toHaveURL(/\/\?lang=ar&contact=sent#contact$/);
  await expect(bare.getByTestId('contact-sent')).toContainText(text('ar', 'contact.successTitle'));
  await bare.context().close();

  const names = await storedNames(request, baseURL!);
  expect(names).not.toContain(withScript);
  expect(names).not.toContain(withoutScript);
});

test("past the per-address limit the form says so in the visitor's language, with scripts and without", async ({ page, browser }) => {
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
