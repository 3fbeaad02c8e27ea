import { expect, test } from '@playwright/test';
import { apiPaths } from '@shared/api-routes';
import { formatPrice } from '@shared/format';
import { serverData } from './support/api';
import { LANGUAGES, expectScrolledTo, navLink, open, text } from './support/site';

const SECTION_IDS = ['hero', 'packages', 'about', 'success', 'blogs', 'contact'];

for (const language of LANGUAGES) {
  test.describe(`landing page (${language})`, () => {
    test('shows the seeded content in its sections, in order', async ({ page, request }) => {
      const data = await serverData.landing(request, language);
      expect(data.packages.length, 'demo packages').toBeGreaterThan(0);
      expect(data.successStories.length, 'demo stories').toBeGreaterThan(0);
      expect(data.blogPosts.length, 'demo posts').toBeGreaterThan(0);
      await open(page, '/', language);

      const ids = await page.locator('main > section[id]').evaluateAll((sections) => sections.map((section) => section.id));
      expect(ids).toEqual(SECTION_IDS);
      expect(data.heroContent, 'the demo hero').not.toBeNull();
      expect(data.aboutContent, 'the demo about section').not.toBeNull();
      await expect(page.locator('#hero h1')).toHaveText(data.heroContent!.title);
      await expect(page.locator('#about h2')).toHaveText(data.aboutContent!.title);

      await expect(page.getByTestId('package-card')).toHaveCount(data.packages.length);
      for (const item of data.packages) {
        const card = page.getByTestId('package-card').filter({ has: page.getByRole('heading', { name: item.name, exact: true }) });
        await expect(card).toContainText(formatPrice(item.price, language));
        for (const feature of item.features) await expect(card).toContainText(feature);
      }
      const popular = data.packages.find((item) => item.isPopular);
      expect(popular, 'the demo popular package').toBeDefined();
      const popularCard = page.getByTestId('package-card').filter({ has: page.getByRole('heading', { name: popular!.name, exact: true }) });
      await expect(popularCard).toContainText(text(language, 'packages.popular'));

      const stories = page.locator('#success').getByTestId('story-card');
      await expect(stories).toHaveCount(Math.min(6, data.successStories.length));
      await expect(stories.first()).toContainText(data.successStories[0]!.name);
      await expect(stories.first()).toContainText(data.successStories[0]!.achievement);
      const posts = page.locator('#blogs').getByTestId('post-card');
      await expect(posts).toHaveCount(Math.min(6, data.blogPosts.length));
      await expect(posts.first()).toContainText(data.blogPosts[0]!.title);

      // Three columns on large screens.
      const columns = await stories.first().locator('xpath=..').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
      expect(columns).toBe(3);
    });

    // The content comes with the page: no skeleton ever shows on a first load (the skeletons themselves, 3 package and
    // 6 story and post cards while the content loads, are checked on a render without data in server-render.test.tsx).
    test('arrives with its content: no skeleton, even when the landing API would not answer', async ({ page, request }) => {
      const data = await serverData.landing(request, language);
      await page.route(`**${apiPaths.site.landingPage()}*`, () => undefined);
      await open(page, '/', language);
      await expect(page.getByTestId('package-card')).toHaveCount(data.packages.length);
      await expect(page.locator('#success').getByTestId('story-card')).toHaveCount(Math.min(6, data.successStories.length));
      await expect(page.locator('#blogs').getByTestId('post-card')).toHaveCount(Math.min(6, data.blogPosts.length));
      await expect(page.locator('[data-testid="skeleton"]')).toHaveCount(0);
    });

    test('the hero button scrolls to the packages, and Get Started preselects that package in the contact form', async ({ page, request }) => {
      const data = await serverData.landing(request, language);
      await open(page, '/', language);
      await page.getByTestId('hero-cta').click();
      await expectScrolledTo(page, 'packages');

      const chosen = data.packages[data.packages.length - 1]!;
      await page.getByRole('link', { name: text(language, 'packages.getStartedWith', { name: chosen.name }) }).click();
      await expectScrolledTo(page, 'contact');
      await expect(page.locator('#contact-packageInterest')).toHaveValue(String(chosen.id));
    });

    test('navigation scrolls to each section, and from another page opens /#section', async ({ page }) => {
      await open(page, '/', language);
      await (await navLink(page, language, 'nav.contact')).click();
      await expectScrolledTo(page, 'contact');
      await (await navLink(page, language, 'nav.about')).click();
      await expectScrolledTo(page, 'about');

      await page.goto('/blogs');
      await (await navLink(page, language, 'nav.packages')).click();
      await expect(page).toHaveURL(/\/#packages$/);
      await expectScrolledTo(page, 'packages');

      await page.getByTestId('brand').click();
      await expect(page).toHaveURL(/\/(#packages)?$/);
    });
  });
}

test('a small screen opens the menu for the section links', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await open(page, '/blogs', 'en');
  const link = await navLink(page, 'en', 'nav.success');
  await link.click();
  await expect(page).toHaveURL(/\/#success$/);
  await expectScrolledTo(page, 'success');
  await expect(page.locator('#mobile-menu')).toBeHidden();
});
