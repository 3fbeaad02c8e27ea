import { expect, test } from '@playwright/test';
import { DETECTED_LANGUAGE_KEY, LANGUAGE_PREFERENCE_KEY } from '@shared/constants';
import { LANGUAGE_COOKIE } from '@shared/language';
import { languageLink, text } from './support/site';

test('the language switch flips the direction and the choice survives a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('#hero')).toBeVisible();

  await languageLink(page, 'العربية').click();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  // The link switches in place when scripts run: the address keeps no ?lang=, and the link marks the current language.
  await expect(page).toHaveURL(/\/$/);
  await expect(languageLink(page, 'العربية')).toHaveAttribute('aria-current', 'true');
  await expect(languageLink(page, 'English')).not.toHaveAttribute('aria-current');
  await expect(page.getByRole('navigation', { name: text('ar', 'nav.label') }).first()).toContainText(text('ar', 'nav.packages'));
  expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_PREFERENCE_KEY)).toBe('ar');

  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('#packages h2')).toHaveText(text('ar', 'packages.title'));
  // The layout mirrors: the brand sits at the right edge in Arabic.
  const brand = await page.getByTestId('brand').boundingBox();
  expect(brand!.x).toBeGreaterThan(page.viewportSize()!.width / 2);

  await languageLink(page, 'English').click();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await page.reload();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.locator('#packages h2')).toHaveText(text('en', 'packages.title'));
});

test('?lang=ar selects and stores Arabic, and ?lang=en switches back', async ({ page }) => {
  await page.goto('/blogs?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ar', 'blog.listTitle'));
  expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_PREFERENCE_KEY)).toBe('ar');
  await expect(page).toHaveURL(/\/blogs$/);

  await page.goto('/success-stories');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ar', 'stories.listTitle'));

  await page.goto('/?lang=en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('#packages h2')).toHaveText(text('en', 'packages.title'));
});

test('a first visit from Egypt is rendered in Arabic, and the browser remembers the detected language', async ({ page, context }) => {
  // The trusted proxy's country header (GEO_COUNTRY_HEADER, cf-ipcountry by default): the server picks the language.
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'EG' });
  const response = await page.goto('/');
  expect(await response!.text()).toContain('<html lang="ar" dir="rtl">');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('#packages h2')).toHaveText(text('ar', 'packages.title'));
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DETECTED_LANGUAGE_KEY)).toBe('ar');
  // Detected, not chosen: the visitor's own choice stays empty.
  expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_PREFERENCE_KEY)).toBeNull();
  expect((await context.cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value).toBe('ar');
});

test('a first visit from elsewhere is rendered in English', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'FR' });
  const response = await page.goto('/blogs');
  expect(await response!.text()).toContain('<html lang="en" dir="ltr">');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'blog.listTitle'));
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DETECTED_LANGUAGE_KEY)).toBe('en');
});

test("the visitor's own choice stored in this browser wins over the country, and the server learns it", async ({ page }) => {
  await page.addInitScript(
    ([preference, detected]) => {
      localStorage.setItem(preference!, 'en');
      localStorage.setItem(detected!, 'ar');
    },
    [LANGUAGE_PREFERENCE_KEY, DETECTED_LANGUAGE_KEY],
  );
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'EG' });
  // The server knows only the country: it renders Arabic, and the stored choice asks for the page in English.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#packages h2')).toHaveText(text('en', 'packages.title'));
  // The choice went to the server too: the next page arrives in English.
  const next = await page.reload();
  expect(await next!.text()).toContain('<html lang="en" dir="ltr">');
  await expect(page.locator('#packages h2')).toHaveText(text('en', 'packages.title'));
});
