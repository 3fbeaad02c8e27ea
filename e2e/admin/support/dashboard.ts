import { expect, type Locator, type Page } from '@playwright/test';
import type { Language } from '@shared/constants';
import { expectNoAccessibilityViolations } from '../../support/accessibility';
import { adminText } from './texts';

/** Opens a dashboard tab by its catalog key ('tabs.packages'), named in `language`. */
export async function openTab(page: Page, key: string, language: Language = 'en') {
  const tab = page.getByRole('tab', { name: adminText(key, {}, language) });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** The toast on screen holding `title` (and `body` when given); toasts show one at a time. */
export async function expectToast(page: Page, title: string, body?: string) {
  // A toast leaving as the next one arrives may still be in the page: the newest comes last.
  const toast = page.locator('.fui-Toast').filter({ hasText: title }).filter({ hasText: body ?? title }).last();
  await expect(toast).toBeVisible();
  return toast;
}

/** The open editor dialog with this title. */
export const dialog = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title });

/** Answers the 'Are you sure?' question with Delete. */
export async function confirmDeletion(page: Page, name: string) {
  const question = page.getByRole('alertdialog', { name: adminText('common.areYouSure') });
  await expect(question).toContainText(name);
  await question.getByRole('button', { name: adminText('common.delete') }).click();
  await expect(question).toBeHidden();
}

/** A row of an admin list by the text it shows. */
export const row = (page: Page, text: string): Locator => page.locator('li').filter({ hasText: text });

/**
 * Saves the open editor dialog, as a person would with a toast over its Save button: a toast sits at the bottom end,
 * where a tall dialog's Save is, and stays while the pointer is over it, so it is closed first.
 */
export async function save(editor: Locator, language: Language = 'en') {
  await closeToasts(editor.page());
  await editor.getByRole('button', { name: adminText('common.save', {}, language), exact: true }).click();
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The input labelled exactly `label` (a required field's label ends with a star). */
export const field = (scope: Page | Locator, label: string): Locator => scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));

/**
 * Nothing is wider than the 375 px screen: no sideways scrolling of the page or of an open dialog, once the layout has
 * settled after the resize (the header's and the tabs' responsive styles apply a frame or two later).
 */
export async function expectFitsNarrowScreen(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const overflowing = () =>
    page.evaluate(
      () => [...document.querySelectorAll('[role="dialog"] *')].filter((element) => element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX === 'auto').length,
    );
  await expect.poll(overflowing).toBe(0);
}

/** Closes the toasts on screen, so that a scan judges the page rather than a toast fading out. */
export async function closeToasts(page: Page) {
  const toasts = page.locator('.fui-Toast');
  await expect(async () => {
    for (const close of await toasts.getByRole('button').all()) await close.click({ timeout: 1000 }).catch(() => undefined);
    await expect(toasts).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** The axe scan at the desktop width, then at a phone's, where nothing may be wider than the screen. */
export async function expectAccessibleAtBothWidths(page: Page) {
  await closeToasts(page);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectFitsNarrowScreen(page);
  await expectNoAccessibilityViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}
