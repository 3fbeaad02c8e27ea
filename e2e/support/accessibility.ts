import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The page breaks none of the WCAG 2.1 A and AA rules axe can check by itself (the list names each broken rule). */
export async function expectNoAccessibilityViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Fluent's focus manager (tabster) places hidden focus sentinels at the edges of arrow-key groups; they hand
    // focus on at once and are never read, so they are not part of the page axe should judge.
    .exclude('[data-tabster-dummy]')
    .analyze();
  const summary = violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}
