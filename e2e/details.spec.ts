import { serverData } from './support/api';
import { CONTENT, expect, test } from './support/content-server';
import { LANGUAGES, expectScrolledTo, localized, open, text } from './support/site';

/** Markup without React's boundary comments (`<!--$-->`), which hydration may leave or drop. */
const withoutComments = (html: string) => html.replace(/<!--[\s\S]*?-->/g, '');

for (const language of LANGUAGES) {
  test.describe(`detail pages (${language})`, () => {
    test('a story shows its transformation, before and after, gallery, and a call to action to the contact form', async ({ page, request }) => {
      const stories = await serverData.stories(request);
      // The newest story has a before and after pair and a gallery.
      const story = stories.find((item) => item.nameEn === 'Story person 1')!;
      expect(story.additionalImages).toHaveLength(CONTENT.galleryImages);
      const name = localized(story, 'name', language);

      await open(page, '/success-stories', language);
      await page.getByRole('searchbox', { name: text(language, 'stories.searchLabel') }).fill(name);
      await page.getByTestId('story-card').getByRole('link', { name, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`/success-story/${story.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'stories.detailTitle', { name }));
      await expect(page.getByTestId('story-detail')).toContainText(localized(story, 'achievement', language));
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await expect(page.getByRole('heading', { name: text(language, 'stories.beforeAfter') })).toBeVisible();
      await expect(page.getByRole('img', { name: text(language, 'stories.beforeAlt', { name }) })).toBeVisible();
      const gallery = page.getByRole('region', { name: text(language, 'stories.gallery') });
      await expect(gallery).toContainText(text(language, 'carousel.position', { index: 1, total: CONTENT.galleryImages }));
      await gallery.getByRole('button', { name: text(language, 'carousel.next') }).click();
      await expect(gallery).toContainText(text(language, 'carousel.position', { index: 2, total: CONTENT.galleryImages }));
      // The bold markers render as bold text, never as asterisks.
      await expect(page.getByTestId('story-detail').locator('.prose')).not.toContainText('**');

      await page.getByTestId('contact-cta').click();
      await expect(page).toHaveURL(/\/#contact$/);
      await expectScrolledTo(page, 'contact');
    });

    test('an unknown story reads Story Not Found with Back to Home', async ({ page }) => {
      await open(page, '/success-story/987654', language);
      await expect(page.getByRole('heading', { name: text(language, 'stories.notFoundTitle') })).toBeVisible();
      await expect(page.getByText(text(language, 'stories.notFoundText'))).toBeVisible();
      await page.getByRole('link', { name: text(language, 'common.backToHome') }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('#hero')).toBeVisible();
    });

    test('a blog post shows its category, title, excerpt, related images and a call to action', async ({ page, request }) => {
      const [posts, categories] = await Promise.all([serverData.posts(request), serverData.categories(request)]);
      // The newest post has related images.
      const post = posts.find((item) => item.slug === 'post-1')!;
      expect(post.additionalImages).toHaveLength(CONTENT.relatedImages);
      const title = localized(post, 'title', language);
      const category = categories.find((item) => item.name === post.category)!;

      await open(page, '/blogs', language);
      await page.getByRole('searchbox', { name: text(language, 'blog.searchLabel') }).fill(title);
      await page.getByTestId('post-card').getByRole('link', { name: title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const article = page.getByTestId('post-detail');
      await expect(article).toContainText(localized(post, 'excerpt', language));
      await expect(article).toContainText(localized(category, 'name', language));
      await expect(page.getByRole('heading', { name: text(language, 'blog.relatedImages') })).toBeVisible();
      await expect(article.locator('.prose')).not.toContainText('**');

      // A post opens by its id too.
      await page.goto(`/blog/${post.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

      await page.getByTestId('contact-cta').click();
      await expect(page).toHaveURL(/\/#contact$/);
      await expectScrolledTo(page, 'contact');
    });

    test("a post's Markdown renders as elements on the server, which the browser keeps without a script, and shows raw HTML as text", async ({ page }) => {
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') logged.push(message.text());
      });
      page.on('pageerror', (error) => logged.push(error.message));
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(`/blog/post-1?lang=${language}`);
      const body = page.getByTestId('post-detail').locator('.prose');
      const heading = body.getByRole('heading', { level: 2 });
      await expect(heading).toHaveAttribute('id', language === 'en' ? 'a-balanced-plate' : 'الطبق-المتوازن');
      const serverMarkup = await body.innerHTML();
      await expect(body.locator('strong').first()).toHaveText(language === 'en' ? 'vegetables' : 'بالخضار');
      await expect(body.locator('em')).toHaveCount(1);
      await expect(body.locator('ul > li')).toHaveCount(2);
      await expect(body.locator('blockquote')).toHaveCount(1);
      await expect(body.locator('a[href="/#packages"]')).toHaveAttribute('rel', 'noopener');
      await expect(body.locator('a[href="https://example.org/plate"]')).toHaveAttribute('rel', 'noopener nofollow');
      await expect(body.locator('img[src^="/uploads/"]')).toHaveCount(1);
      await expect(body.locator('b')).toHaveCount(0);
      await expect(body).toContainText('<b>raw</b>');
      if (language === 'ar') await expect(body.locator('p[dir="rtl"]')).toContainText('DietBar');

      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
      expect(logged, 'console and page errors').toEqual([]);
      expect(scripts.filter((script) => /markdown/.test(script)), 'no Markdown renderer in the browser').toEqual([]);
      expect(withoutComments(await body.innerHTML()), 'the markup as the server sent it').toBe(withoutComments(serverMarkup));
    });

    test('an unknown post reads Article Not Found with Back to Home', async ({ page }) => {
      await open(page, '/blog/no-such-article', language);
      await expect(page.getByRole('heading', { name: text(language, 'blog.notFoundTitle') })).toBeVisible();
      await expect(page.getByText(text(language, 'blog.notFoundText'))).toBeVisible();
      await expect(page.getByRole('link', { name: text(language, 'common.backToHome') })).toHaveAttribute('href', '/');
    });

    test('any other path reads Page Not Found with status 404', async ({ page }) => {
      const response = await page.goto(`/no/such/page?lang=${language}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: text(language, 'notFound.title') })).toBeVisible();
      await expect(page).toHaveTitle(text(language, 'meta.notFound.title'));
    });
  });
}
