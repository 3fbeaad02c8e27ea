import type { Page } from '@playwright/test';
import { TOAST_MAX_WIDTH_PX } from '@shared/constants';
import { expect, test } from './support/fixtures';
import { dialog, save } from './support/dashboard';
import { adminText } from './support/texts';

const toasts = (page: Page) => page.locator('.fui-Toast');

/** Saves an empty package: the editor answers with the validation toast. */
async function showValidationToast(page: Page) {
  await save(dialog(page, adminText('packages.addTitle')));
  await expect(toasts(page).filter({ hasText: 'Validation Error' }).last()).toBeVisible();
}

test('from the small breakpoint a toast sits bottom-right, at most 420px wide, one at a time, and closes on demand', async ({ page, openDashboard }) => {
  await openDashboard();
  // The sign-in toast of the fixture is not there: the session came through the API. Open an editor and fail it.
  await page.getByRole('button', { name: adminText('packages.add') }).click();
  await showValidationToast(page);
  await showValidationToast(page);
  await expect(toasts(page)).toHaveCount(1);

  const viewport = page.viewportSize()!;
  const box = (await toasts(page).boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(TOAST_MAX_WIDTH_PX);
  expect(box.x).toBeGreaterThan(viewport.width / 2);
  expect(box.y).toBeGreaterThan(viewport.height / 2);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);

  // A fresh toast, closed at once: the measuring above may have used up the first one's five seconds.
  await showValidationToast(page);
  await toasts(page).last().getByRole('button', { name: adminText('common.close') }).click();
  await expect(toasts(page)).toHaveCount(0);
});

test('on a phone the toast sits at the top within the screen, and leaves by itself', async ({ page, openDashboard }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openDashboard();
  await page.getByRole('button', { name: adminText('packages.add') }).click();
  await showValidationToast(page);

  const box = (await toasts(page).boundingBox())!;
  expect(box.y).toBeLessThan(812 / 4);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  // Five seconds on screen; only that it goes away without a click is checked here.
  await expect(toasts(page)).toHaveCount(0, { timeout: 15_000 });
});
