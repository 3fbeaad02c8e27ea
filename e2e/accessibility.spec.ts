import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/accessibility';
import { serverData } from './support/api';
import { LANGUAGES, open } from './support/site';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];

/** The public pages, by a name for the test title and the path of the seeded content they show. */
const PAGES: Record<string, (request: APIRequestContext) => Promise<string>> = {
  landing: async () => '/',
  'story list': async () => '/success-stories',
  story: async (request) => `/success-story/${(await serverData.stories(request))[0]!.id}`,
  'blog list': async () => '/blogs',
  'blog post': async (request) => `/blog/${(await serverData.posts(request))[0]!.slug}`,
  // A type chosen: its week of days, the times of its first day with any, and the form.
  booking: async (request) => `/book?type=${(await serverData.consultationTypes(request))[0]!.id}`,
  'not found': async () => '/no-such-page',
};

for (const language of LANGUAGES) {
  for (const [name, pathOf] of Object.entries(PAGES)) {
    test(`the ${name} page breaks no WCAG A or AA rule axe checks, on a desktop and a phone (${language})`, async ({ page, request }) => {
      const path = await pathOf(request);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await open(page, path, language);
        // Scanned once the content has arrived, not the loading skeletons.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAccessibilityViolations(page);
      }
    });
  }
}
