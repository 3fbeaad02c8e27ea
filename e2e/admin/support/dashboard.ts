import { expect, type Locator, type Page } from '@playwright/test';
import type { Language } from '@shared/constants';
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

/** Saves the open editor dialog. */
export const save = (editor: Locator) => editor.getByRole('button', { name: adminText('common.save'), exact: true }).click();

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The input labelled exactly `label` (a required field's label ends with a star). */
export const field = (scope: Page | Locator, label: string): Locator => scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));
