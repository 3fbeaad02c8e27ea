import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiPaths } from '@shared/api-routes';
import type { ImageCatalog } from '@shared/images';
import { serverData } from './support/api';

// The server makes the variants of the demo images in the background after it starts: the tests wait for them.
const VARIANTS_TIMEOUT = 90_000;
const PHONE = { width: 412, height: 823 };

/** Waits until the catalog lists every one of `paths`, then answers it. */
async function catalogListing(request: APIRequestContext, paths: string[]): Promise<ImageCatalog> {
  let catalog: ImageCatalog = {};
  await expect
    .poll(
      async () => {
        catalog = (await (await request.get(apiPaths.site.images())).json()) as ImageCatalog;
        return paths.filter((path) => !catalog[path]);
      },
      { timeout: VARIANTS_TIMEOUT, intervals: [250, 500, 1000] },
    )
    .toEqual([]);
  return catalog;
}

/** Every image of the page's main content: its attributes and where it sits before any scrolling. */
function mainImages(page: Page) {
  return page.locator('main img').evaluateAll((images) =>
    images.map((image) => ({
      src: image.getAttribute('src'),
      width: image.getAttribute('width'),
      height: image.getAttribute('height'),
      loading: image.getAttribute('loading'),
      fetchPriority: image.getAttribute('fetchpriority'),
      inFirstScreen: image.getBoundingClientRect().top + window.scrollY < window.innerHeight,
    })),
  );
}

test.describe('responsive images', () => {
  test.describe.configure({ timeout: VARIANTS_TIMEOUT + 30_000 });
  test.use({ viewport: PHONE });

  test('the landing hero is a <picture> of AVIF and WebP variants, loaded first; the images below the first screen load lazily', async ({ page, request }) => {
    const landing = await serverData.landing(request, 'en');
    const hero = landing.heroContent?.backgroundImage;
    expect(hero, 'the demo hero image').toMatch(/^\/uploads\//);
    const about = landing.aboutContent?.image;
    expect(about, 'the demo about image').toMatch(/^\/uploads\//);
    const catalog = await catalogListing(request, [hero!, about!]);
    expect(catalog[hero!]!.widths.length).toBeGreaterThan(1);

    const variantTypes = new Map<string, string | undefined>();
    page.on('response', (response) => {
      if (response.url().includes('/uploads/variants/')) variantTypes.set(new URL(response.url()).pathname, response.headers()['content-type']);
    });
    await page.goto('/?lang=en');

    const picture = page.locator('#hero picture');
    const stem = hero!.replace(/^\/uploads\//, '').replace(/\.\w+$/, '');
    await expect(picture.locator('source').nth(0)).toHaveAttribute('type', 'image/avif');
    await expect(picture.locator('source').nth(0)).toHaveAttribute('srcset', new RegExp(`/uploads/variants/${stem}-640\\.avif 640w`));
    await expect(picture.locator('source').nth(1)).toHaveAttribute('type', 'image/webp');
    await expect(picture.locator('source').nth(1)).toHaveAttribute('srcset', new RegExp(`/uploads/variants/${stem}-640\\.webp 640w`));
    for (const source of await picture.locator('source').all()) await expect(source).toHaveAttribute('sizes', /\S/);

    const heroImage = picture.locator('img');
    await expect(heroImage).toHaveAttribute('src', hero!);
    await expect(heroImage).toHaveAttribute('fetchpriority', 'high');
    await expect(heroImage).not.toHaveAttribute('loading', 'lazy');
    await expect(heroImage).toHaveAttribute('width', String(catalog[hero!]!.width));
    await expect(heroImage).toHaveAttribute('height', String(catalog[hero!]!.height));
    // Chromium reads AVIF: it shows one of the AVIF variants, sent as AVIF.
    await expect.poll(() => heroImage.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toMatch(new RegExp(`^/uploads/variants/${stem}-\\d+\\.avif$`));
    const shown = await heroImage.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname);
    await expect.poll(() => variantTypes.get(shown)).toBe('image/avif');

    const images = await mainImages(page);
    expect(images.filter((image) => image.fetchPriority === 'high').map((image) => image.src)).toEqual([hero]);
    const below = images.filter((image) => !image.inFirstScreen);
    expect(below.length, 'images below the first screen').toBeGreaterThan(3);
    for (const image of below) expect(image, `${image.src}`).toMatchObject({ loading: 'lazy' });
    for (const image of images) {
      expect(Number(image.width), `${image.src} width`).toBeGreaterThan(0);
      expect(Number(image.height), `${image.src} height`).toBeGreaterThan(0);
    }
    await expect(page.locator('#about picture source[type="image/avif"]')).toHaveAttribute('srcset', /\/uploads\/variants\//);
  });

  test("a post's main image is its one high-priority image; the related images below load lazily", async ({ page, request }) => {
    const post = (await serverData.posts(request)).find((candidate) => candidate.image.startsWith('/uploads/') && candidate.additionalImages.length > 0);
    expect(post, 'a demo post with related images').toBeDefined();
    await catalogListing(request, [post!.image]);
    await page.goto(`/blog/${post!.slug}?lang=en`);

    const main = page.getByTestId('post-detail').locator('picture').first();
    await expect(main.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\/uploads\/variants\//);
    await expect(main.locator('img')).toHaveAttribute('fetchpriority', 'high');
    const images = await mainImages(page);
    expect(images.filter((image) => image.fetchPriority === 'high').map((image) => image.src)).toEqual([post!.image]);
    for (const image of images.filter((candidate) => !candidate.inFirstScreen)) expect(image, `${image.src}`).toMatchObject({ loading: 'lazy' });
  });
});
