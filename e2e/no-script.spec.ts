import { expect, test, type Page } from '@playwright/test';
import { formatPackageOption } from '@shared/format';
import { sortByPublished } from '@shared/search';
import { serverData, storedLeads } from './support/api';
import { LANGUAGES, languageLink, localized, text } from './support/site';

/*
 * Issue 8: with scripting off, a visitor reads every public page, follows the navigation, pages through the lists,
 * switches language and sends the contact form: all of it is links and forms the server answers.
 */
test.use({ javaScriptEnabled: false });

const PAGE_SIZE = 6;

/** Opens a page in a language through `?lang=`; the address keeps it, since no script tidies it away. */
async function openWithoutScript(page: Page, path: string, language: 'en' | 'ar', status = 200) {
  const [pathname, hash] = path.split('#');
  const response = await page.goto(`${pathname}${pathname!.includes('?') ? '&' : '?'}lang=${language}${hash ? `#${hash}` : ''}`);
  expect(response!.status()).toBe(status);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page).toHaveURL(/[?&]lang=(en|ar)/);
}

for (const language of LANGUAGES) {
  test(`every public page reads without JavaScript (${language})`, async ({ page, request }) => {
    const [landing, posts, stories] = await Promise.all([serverData.landing(request, language), serverData.posts(request), serverData.stories(request)]);

    await openWithoutScript(page, '/', language);
    await expect(page.locator('#hero h1')).toHaveText(landing.heroContent!.title);
    await expect(page.getByTestId('package-card')).toHaveCount(landing.packages.length);
    await expect(page.locator('#about h2')).toHaveText(landing.aboutContent!.title);
    await expect(page.locator('#success').getByTestId('story-card')).toHaveCount(Math.min(6, landing.successStories.length));
    await expect(page.locator('#blogs').getByTestId('post-card')).toHaveCount(Math.min(6, landing.blogPosts.length));
    await expect(page.getByTestId('contact-form')).toBeVisible();
    await expect(page.locator('[data-testid="skeleton"]')).toHaveCount(0);

    await openWithoutScript(page, '/blogs', language);
    const newestPost = sortByPublished(posts, 'newest')[0]!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'blog.listTitle'));
    await expect(page.getByTestId('post-card')).toHaveCount(Math.min(PAGE_SIZE, posts.length));
    await expect(page.getByTestId('post-card').first()).toContainText(localized(newestPost, 'title', language));

    await openWithoutScript(page, `/blog/${newestPost.slug}`, language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(localized(newestPost, 'title', language));
    await expect(page.getByTestId('post-detail')).toContainText(localized(newestPost, 'content', language).replace(/\*\*/g, '').split('\n')[0]!);

    await openWithoutScript(page, '/success-stories', language);
    const newestStory = sortByPublished(stories, 'newest')[0]!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'stories.listTitle'));
    await expect(page.getByTestId('story-card').first()).toContainText(localized(newestStory, 'name', language));

    await openWithoutScript(page, `/success-story/${newestStory.id}`, language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'stories.detailTitle', { name: localized(newestStory, 'name', language) }));
    await expect(page.getByTestId('story-detail')).toContainText(localized(newestStory, 'fullStory', language).replace(/\*\*/g, '').split('\n')[0]!);

    await openWithoutScript(page, '/no-such-page', language, 404);
    await expect(page.getByRole('heading', { name: text(language, 'notFound.title') })).toBeVisible();
    await openWithoutScript(page, '/blog/no-such-post', language, 404);
    await expect(page.getByRole('heading', { name: text(language, 'blog.notFoundTitle') })).toBeVisible();
  });
}

test('follows the navigation from page to page without JavaScript', async ({ page, request }) => {
  const posts = sortByPublished(await serverData.posts(request), 'newest');
  const stories = sortByPublished(await serverData.stories(request), 'newest');
  await openWithoutScript(page, '/', 'en');

  await page.getByRole('link', { name: text('en', 'success.viewAll') }).click();
  await expect(page).toHaveURL(/\/success-stories$/);
  const storyName = localized(stories[0]!, 'name', 'en');
  await page.getByTestId('story-card').first().getByRole('link', { name: storyName }).click();
  await expect(page).toHaveURL(new RegExp(`/success-story/${stories[0]!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(storyName);
  await page.getByRole('link', { name: text('en', 'stories.allStories') }).click();
  await expect(page).toHaveURL(/\/success-stories$/);

  // The bar's section links lead to the landing page's sections.
  await page.getByRole('navigation', { name: text('en', 'nav.label') }).first().getByRole('link', { name: text('en', 'nav.blogs'), exact: true }).click();
  await expect(page).toHaveURL(/\/#blogs$/);
  await expect(page.locator('#blogs')).toBeInViewport();
  await page.getByRole('link', { name: text('en', 'blogs.viewAll') }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  const postTitle = localized(posts[0]!, 'title', 'en');
  await page.getByTestId('post-card').first().getByRole('link', { name: postTitle }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${posts[0]!.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(postTitle);
  await page.getByRole('link', { name: text('en', 'blog.allArticles') }).click();
  await expect(page).toHaveURL(/\/blogs$/);

  await page.getByTestId('site-footer').getByRole('link', { name: text('en', 'nav.about'), exact: true }).click();
  await expect(page).toHaveURL(/\/#about$/);
  await expect(page.locator('#about')).toBeInViewport();
  await page.getByTestId('brand').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#hero h1')).toBeVisible();
});

test('pages through /blogs with the Next and Previous links, and sorts with the Apply button', async ({ page, request }) => {
  const posts = await serverData.posts(request);
  expect(posts.length, 'more than one page of demo posts').toBeGreaterThan(PAGE_SIZE);
  expect(posts.length, 'two pages of demo posts at most').toBeLessThanOrEqual(2 * PAGE_SIZE);
  const newest = sortByPublished(posts, 'newest');
  await openWithoutScript(page, '/blogs', 'ar');
  const count = page.getByTestId('results-count');
  const previous = page.getByRole('link', { name: text('ar', 'common.previous') });
  const next = page.getByRole('link', { name: text('ar', 'common.next') });
  await expect(count).toHaveText(text('ar', 'list.showing', { start: 1, end: PAGE_SIZE, total: posts.length }));
  await expect(previous).toBeDisabled();

  await next.click();
  await expect(page).toHaveURL(/[?&]page=2$/);
  await expect(count).toHaveText(text('ar', 'list.showing', { start: PAGE_SIZE + 1, end: Math.min(2 * PAGE_SIZE, posts.length), total: posts.length }));
  await expect(page.getByTestId('post-card').first()).toContainText(localized(newest[PAGE_SIZE]!, 'title', 'ar'));
  await expect(next).toBeDisabled();
  await previous.click();
  await expect(count).toHaveText(text('ar', 'list.showing', { start: 1, end: PAGE_SIZE, total: posts.length }));

  // The toolbar is a GET form: without scripts its Apply button loads the sorted list.
  await page.getByLabel(text('ar', 'list.sortLabel')).selectOption('oldest');
  await page.getByRole('button', { name: text('ar', 'list.apply') }).click();
  await expect(page).toHaveURL(/[?&]sort=oldest/);
  await expect(page.getByTestId('post-card').first()).toContainText(localized(sortByPublished(posts, 'oldest')[0]!, 'title', 'ar'));
});

test('switches language by its link, and the next pages stay in it', async ({ page }) => {
  await openWithoutScript(page, '/blogs', 'en');
  await expect(languageLink(page, 'English')).toHaveAttribute('aria-current', 'true');
  await languageLink(page, 'العربية').click();
  await expect(page).toHaveURL(/\/blogs\?lang=ar$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ar', 'blog.listTitle'));
  await expect(languageLink(page, 'العربية')).toHaveAttribute('aria-current', 'true');
  // Remembered: a page opened without ?lang= comes in Arabic too.
  await page.getByTestId('brand').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('#packages h2')).toHaveText(text('ar', 'packages.title'));
});

test('opens the phone menu, a popover, and follows its links at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openWithoutScript(page, '/blogs', 'en');
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeHidden();
  const toggle = page.getByRole('button', { name: text('en', 'nav.openMenu') });
  await toggle.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu.getByRole('link', { name: 'العربية', exact: true })).toBeVisible();
  await menu.getByRole('link', { name: text('en', 'nav.success'), exact: true }).click();
  await expect(page).toHaveURL(/\/#success$/);
  await expect(page.locator('#success')).toBeInViewport();
  await expect(menu).toBeHidden();
});

test('sends the contact form without JavaScript: a thank-you, a stored submission, and marked fields when refused', async ({ page, request, baseURL }) => {
  const landing = await serverData.landing(request, 'ar');
  const chosen = landing.packages[0]!;
  const name = `No Script ${Date.now()}`;
  await openWithoutScript(page, '/#contact', 'ar');
  const form = page.getByTestId('contact-form');
  await form.locator('#contact-name').fill(name);
  await form.locator('#contact-email').fill('noscript@example.com');
  await form.locator('#contact-phone').fill('+20 100 777 0000');
  await form.locator('#contact-packageInterest').selectOption({ label: formatPackageOption(chosen.name, chosen.price, 'ar') });
  await form.locator('#contact-message').fill('رسالة أرسلت بلا جافاسكربت.');
  await form.getByRole('button', { name: text('ar', 'contact.submit') }).click();

  await expect(page).toHaveURL(/\/\?lang=ar&contact=sent#contact$/);
  await expect(page.getByTestId('contact-sent')).toContainText(text('ar', 'contact.successTitle'));
  await expect(page.locator('#contact-name')).toHaveValue('');
  const stored = (await storedLeads(request, baseURL!)).find((submission) => submission.name === name);
  expect(stored).toMatchObject({ email: 'noscript@example.com', phone: '+20 100 777 0000', packageInterest: String(chosen.id), message: 'رسالة أرسلت بلا جافاسكربت.' });

  // An address the browser lets through but the shared schema refuses: the form comes back marked, values kept.
  await form.locator('#contact-name').fill(`${name} again`);
  await form.locator('#contact-email').fill('someone@localhost');
  await form.locator('#contact-message').fill('مرة أخرى.');
  await form.getByRole('button', { name: text('ar', 'contact.submit') }).click();
  await expect(page.getByTestId('contact-refused')).toHaveText(text('ar', 'contact.invalid'));
  await expect(page.locator('#contact-email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#contact-email-error')).toHaveText(text('ar', 'contact.fieldErrors.email'));
  await expect(page.locator('#contact-email')).toHaveValue('someone@localhost');
  await expect(page.locator('#contact-name')).toHaveValue(`${name} again`);
  await expect(page.locator('#contact-name')).not.toHaveAttribute('aria-invalid');
  expect((await storedLeads(request, baseURL!)).some((submission) => submission.name === `${name} again`)).toBe(false);
});

/** A component of each page, and a style it has only from its own module's stylesheet. */
const STYLED_ON_FIRST_PAINT = [
  { path: '/', testId: 'package-card', property: 'padding-top', value: '36px' },
  { path: '/blogs', testId: 'post-card', property: 'border-top-left-radius', value: '16px' },
  { path: '/success-stories', testId: 'story-card', property: 'border-top-left-radius', value: '16px' },
  { path: '/book', testId: 'booking-type', property: 'border-top-left-radius', value: '16px' },
];

test('each page is styled from its first paint by the stylesheets it links, without scripts', async ({ page, request }) => {
  const failed: string[] = [];
  page.on('response', (response) => response.request().resourceType() === 'stylesheet' && !response.ok() && failed.push(response.url()));
  const post = sortByPublished(await serverData.posts(request), 'newest')[0]!;
  const pages = [...STYLED_ON_FIRST_PAINT, { path: `/blog/${post.slug}`, testId: 'post-detail', property: 'max-width', value: '820px' }];
  const style = (testId: string, property: string) =>
    page.getByTestId(testId).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
  for (const { path, testId, property, value } of pages) {
    await openWithoutScript(page, path, 'ar');
    expect(await style(testId, property), `${testId} on ${path}`).toBe(value);
    // The layout's own stylesheet: the footer's dark green.
    expect(await style('site-footer', 'background-color'), `the footer on ${path}`).toBe('rgb(34, 50, 32)');
  }
  expect(failed).toEqual([]);
});
