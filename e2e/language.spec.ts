import { expect, test } from '@playwright/test';
import { DETECTED_LANGUAGE_KEY, LANGUAGE_PREFERENCE_KEY } from '../shared/constants';
import { languageButton, text } from './support/site';

test('the language switch flips the direction and the choice survives a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('#hero')).toBeVisible();

  await languageButton(page, 'العربية').click();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('navigation', { name: text('ar', 'nav.label') }).first()).toContainText(text('ar', 'nav.packages'));
  expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_PREFERENCE_KEY)).toBe('ar');

  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('#packages h2')).toHaveText(text('ar', 'packages.title'));
  // The layout mirrors: the brand sits at the right edge in Arabic.
  const brand = await page.getByTestId('brand').boundingBox();
  expect(brand!.x).toBeGreaterThan(page.viewportSize()!.width / 2);

  await languageButton(page, 'English').click();
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

test('a first visit from Egypt reads Arabic and remembers the detected language', async ({ page }) => {
  await page.route('**/api/geo', (route) => route.fulfill({ json: { country_code: 'EG' } }));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate((key) => localStorage.getItem(key), DETECTED_LANGUAGE_KEY)).toBe('ar');
});

test('a failed country lookup logs a warning and keeps English', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/api/geo', (route) => route.abort());
  await page.goto('/');
  await expect.poll(() => warnings.some((warning) => warning.includes('Country lookup failed'))).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test("the visitor's own choice wins over the detected language", async ({ page }) => {
  await page.addInitScript(
    ([preference, detected]) => {
      localStorage.setItem(preference!, 'en');
      localStorage.setItem(detected!, 'ar');
    },
    [LANGUAGE_PREFERENCE_KEY, DETECTED_LANGUAGE_KEY],
  );
  let asked = false;
  await page.route('**/api/geo', (route) => {
    asked = true;
    return route.fulfill({ json: { country_code: 'EG' } });
  });
  await page.goto('/');
  await expect(page.locator('#packages h2')).toHaveText(text('en', 'packages.title'));
  expect(asked).toBe(false);
});
