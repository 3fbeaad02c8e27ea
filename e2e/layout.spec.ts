import { expect, test } from '@playwright/test';
import { LANGUAGES, expectNoHorizontalScroll, open, scrollThrough, text } from './support/site';

for (const language of LANGUAGES) {
  test(`the landing page has no horizontal scroll at 375x812 (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page, '/', language);
    await expect(page.getByTestId('package-card').first()).toBeVisible();
    await scrollThrough(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: text(language, 'nav.openMenu') }).click();
    await expectNoHorizontalScroll(page);
  });

  test(`list and detail pages have no horizontal scroll at 375x812 (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of ['/blogs', '/success-stories']) {
      await open(page, path, language);
      await expect(page.getByTestId(path === '/blogs' ? 'post-card' : 'story-card').first()).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
    await page.getByTestId('story-card').getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scrollThrough(page);
    await expectNoHorizontalScroll(page);
  });
}

test('the public pages never download the admin chunk, and /admin does', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByTestId('package-card').first()).toBeVisible();
  await page.goto('/blogs');
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  const publicScripts = [...scripts];
  await page.goto('/admin');
  await expect.poll(() => scripts.length).toBeGreaterThan(publicScripts.length);
  const adminOnly = scripts.filter((script) => !publicScripts.includes(script));
  expect(adminOnly.length).toBeGreaterThan(0);
  expect(publicScripts.some((script) => adminOnly.includes(script))).toBe(false);
});

test("the public entry holds none of the admin's libraries, and names no admin chunk: no Fluent UI, no zod", async ({ request }) => {
  const entryOf = async (path: string) => {
    const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(await (await request.get(path)).text())?.[1];
    expect(entry, `the entry script of ${path}`).toBeTruthy();
    return (await request.get(entry!)).text();
  };
  const adminChunkOf = (code: string) => /["'`](?:\.\/|\/?assets\/)(AdminRoutes-[\w-]+\.js)["'`]/.exec(code)?.[1];
  const code = await entryOf('/');
  // Strings that survive minification: zod's error class and Fluent UI's provider class name.
  expect(code).not.toContain('ZodError');
  expect(code).not.toContain('fui-FluentProvider');
  expect(adminChunkOf(code), 'an admin chunk named in the public entry').toBeUndefined();
  // The same look finds them in the admin's own entry and chunk.
  const adminChunk = adminChunkOf(await entryOf('/admin'));
  expect(adminChunk, 'the lazily loaded admin chunk named in the admin entry').toBeTruthy();
  expect(await (await request.get(`/assets/${adminChunk!}`)).text()).toContain('fui-FluentProvider');
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await open(page, '/blogs', 'en');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: text('en', 'common.skipToContent') });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

// Rendered pages load their images before the scripts run: an image that fails that early falls back too (the
// loader looks at every image when it runs). A list's first card holds the page's main image, loaded at once and
// first; the cards below it load lazily.
for (const scriptDelay of [0, 1500]) {
  test(`images reserve their size and fall back to the placeholder when they fail (scripts after ${scriptDelay} ms)`, async ({ page }) => {
    await page.route('**/uploads/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, scriptDelay));
      await route.continue();
    });
    await open(page, '/blogs', 'en');
    const cards = page.getByTestId('post-card');
    await expect(cards).toHaveCount(6);
    const main = cards.first().locator('img');
    await expect(main).toHaveAttribute('loading', 'eager');
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    const below = cards.last().locator('img');
    await expect(below).toHaveAttribute('loading', 'lazy');
    await expect(below).not.toHaveAttribute('fetchpriority');
    await below.scrollIntoViewIfNeeded();
    for (const image of [main, below]) {
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);
      await expect(image).toHaveAttribute('src', '/images/placeholder.svg');
    }
  });
}
