import { expect, type Locator, type Page } from '@playwright/test';
import type { Language } from '@shared/constants';
import { pickLocalized } from '@shared/localize';
import ar from '../../web/site/locales/ar.json';
import en from '../../web/site/locales/en.json';

export const LANGUAGES: Language[] = ['en', 'ar'];
const CATALOGS = { en, ar };

/** A text of the site catalog in `language`, with `{{name}}` placeholders filled. */
export function text(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], CATALOGS[language]);
  if (typeof found !== 'string') throw new Error(`no text ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? ''));
}

/** A record's field in `language`, as the site shows it. */
export const localized = (record: object, field: string, language: Language) =>
  pickLocalized<string>(record as Record<string, unknown>, field, language) ?? '';

/** Opens a page in a language through `?lang=` (which also stores the choice). */
export async function open(page: Page, path: string, language: Language) {
  const separator = path.includes('?') ? '&' : '?';
  const [pathname, hash] = path.split('#');
  await page.goto(`${pathname}${separator}lang=${language}${hash ? `#${hash}` : ''}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The visible instance of the language switcher's link (the bar's on wide screens, else the one in the menu). */
export function languageLink(page: Page, name: 'English' | 'العربية'): Locator {
  return page.getByRole('link', { name, exact: true }).and(page.locator('a[hreflang]')).locator('visible=true').first();
}

/** The bar's link to a landing section, opening the small-screen menu when needed. */
export async function navLink(page: Page, language: Language, key: string): Promise<Locator> {
  const toggle = page.getByRole('button', { name: text(language, 'nav.openMenu') });
  if (await toggle.isVisible()) await toggle.click();
  return page.getByRole('navigation', { name: text(language, 'nav.label') }).locator('visible=true').getByRole('link', { name: text(language, key), exact: true });
}

/** Waits until the section's top sits just under the sticky bar (the smooth scroll has finished). */
export async function expectScrolledTo(page: Page, sectionId: string) {
  // The address changes before the router commits the new page, so the section may not exist yet.
  const sectionTop = () =>
    page.evaluate((id) => {
      const section = document.getElementById(id);
      return section ? Math.round(section.getBoundingClientRect().top) : Number.POSITIVE_INFINITY;
    }, sectionId);
  await expect.poll(sectionTop, { timeout: 5000 }).toBeLessThan(120);
  await expect.poll(sectionTop).toBeGreaterThan(-10);
}

/** The document is no wider than the viewport. */
export async function expectNoHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.document, JSON.stringify(widths)).toBeLessThanOrEqual(widths.viewport);
  expect(widths.body, JSON.stringify(widths)).toBeLessThanOrEqual(widths.viewport);
}

/** Scrolls through the page so that lazy images load (for layout checks and screenshots). */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  });
}
