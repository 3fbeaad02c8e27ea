import { ADMIN_LANGUAGE_KEY, LANGUAGE_PREFERENCE_KEY } from '@shared/constants';
import { expect, test } from './support/fixtures';
import { adminText } from './support/texts';

test('the Arabic dashboard is right-to-left, in Arabic, mirrored', async ({ page, openDashboard }) => {
  await openDashboard('ar');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText('dashboard.heading', {}, 'ar'));
  await expect(page.getByRole('tab', { name: adminText('tabs.calculator', {}, 'ar') })).toBeVisible();

  // The brand sits at the right edge and the list actions at the left.
  const width = page.viewportSize()!.width;
  expect((await page.getByRole('banner').getByText(adminText('app.title', {}, 'ar')).boundingBox())!.x).toBeGreaterThan(width / 2);
  const add = await page.getByRole('button', { name: adminText('packages.add', {}, 'ar') }).boundingBox();
  expect(add!.x).toBeLessThan(width / 2);

  await page.getByRole('tab', { name: adminText('tabs.platformInfo', {}, 'ar') }).click();
  await expect(page.getByTestId('contact-info')).toContainText(adminText('platformInfo.contact.title', {}, 'ar'));
});

test('the language toggle switches direction, is kept for the admin only, and survives a reload', async ({ page, openDashboard }) => {
  await openDashboard('en');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await page.getByTestId('language-toggle').click();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: adminText('dashboard.logout', {}, 'ar') })).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), ADMIN_LANGUAGE_KEY)).toBe('ar');
  // The visitor's language of the public site is a separate choice.
  expect(await page.evaluate((key) => window.localStorage.getItem(key), LANGUAGE_PREFERENCE_KEY)).toBeNull();

  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('language-toggle').click();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('button', { name: adminText('dashboard.logout') })).toBeVisible();
});

for (const language of ['en', 'ar'] as const) {
  test(`every tab fits a 375 px phone without sideways scrolling (${language})`, async ({ page, openDashboard }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openDashboard(language);
    for (let index = 0; index < 7; index += 1) {
      await page.getByRole('tablist', { name: adminText('dashboard.sections', {}, language) }).getByRole('tab').nth(index).click();
      await expect(page.locator('#dashboard-panel')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `tab ${index}`).toBeLessThanOrEqual(375);
    }
  });
}
