import { expect, test, type Page } from '@playwright/test';
import { formatPackageOption } from '../shared/format';
import { serverData, storedSubmissions } from './support/api';
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
      await page.route('**/api/contact', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      await open(page, '/#contact', language);
      await fill(page, { name: language === 'ar' ? 'ليلى محمود' : 'Laila Mahmoud', email, phone: '+20 100 555 0101', message: 'I would like to start next week.' });
      await page.locator('#contact-packageInterest').selectOption(String(chosen.id));
      await page.getByRole('button', { name: text(language, 'contact.submit') }).click();
      await expect(page.getByRole('button', { name: text(language, 'contact.sending') })).toBeDisabled();

      const toast = page.getByRole('status').filter({ hasText: text(language, 'contact.successTitle') });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(text(language, 'contact.successDescription'));
      await expect(page.locator('#contact-name')).toHaveValue('');
      await expect(page.locator('#contact-email')).toHaveValue('');
      await expect(page.locator('#contact-message')).toHaveValue('');
      await expect(page.locator('#contact-packageInterest')).toHaveValue('');
      await toast.getByRole('button', { name: text(language, 'toast.dismiss') }).click();
      await expect(toast).toBeHidden();

      const stored = (await storedSubmissions(request, baseURL!)).find((submission) => submission.email === email);
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
      expect((await storedSubmissions(request, baseURL!)).some((submission) => submission.email === values.email)).toBe(false);

      // Correcting a field clears its mark.
      await page.locator('#contact-name').fill('Hana');
      await expect(page.locator('#contact-name-error')).toHaveCount(0);
    });

    test("a failed send shows 'Error' and keeps what the visitor typed", async ({ page }) => {
      await page.route('**/api/contact', (route) => route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong' } } }));
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
  await page.route('**/api/contact', (route) => {
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
  await page.route('**/api/contact', (route) => route.fulfill({ status: 503, body: '' }));
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
