import type { Language } from '@shared/constants';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { expect, test } from './support/fixtures';
import { adminText } from './support/texts';

const TABS = ['tabs.packages', 'tabs.stories', 'tabs.blogs', 'tabs.categories', 'tabs.leads', 'tabs.calculator', 'tabs.platformInfo'];
const LANGUAGES: Language[] = ['en', 'ar'];

test('the sign-in page breaks no WCAG A or AA rule axe checks', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: adminText('auth.signIn') })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

// One test per tab: each stays well inside the time limit as tabs grow, and a failure names its tab.
for (const language of LANGUAGES) {
  for (const key of TABS) {
    test(`the ${key} tab breaks no WCAG A or AA rule axe checks (${language})`, async ({ page, openDashboard }) => {
      await openDashboard(language);
      const tab = page.getByRole('tab', { name: adminText(key, {}, language) });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expectNoAccessibilityViolations(page);
    });
  }
}
