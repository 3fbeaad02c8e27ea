import { expect, test, type APIRequestContext, type ConsoleMessage, type Page, type Request } from '@playwright/test';
import { API_PREFIX, apiPaths } from '@shared/api-routes';
import type { Language } from '@shared/constants';
import { serverData } from './support/api';
import { LANGUAGES, languageLink, text } from './support/site';

/*
 * A public page arrives rendered, with each island's data beside it: loading it, and hydrating every island once
 * touched, logs nothing (no mismatch warning in either language) and asks the API for nothing. The language
 * switcher then opens the page in the other language.
 */

interface PublicPage {
  name: string;
  path: (request: APIRequestContext) => Promise<string>;
  status: number;
  /** A heading of the page from the site's catalog, to see it switch. */
  headingKey?: string;
}

const PUBLIC_PAGES: PublicPage[] = [
  { name: 'landing', path: async () => '/', status: 200, headingKey: 'packages.title' },
  { name: 'blog list', path: async () => '/blogs', status: 200, headingKey: 'blog.listTitle' },
  { name: 'blog post', path: async (request) => `/blog/${(await serverData.posts(request))[0]!.slug}`, status: 200 },
  { name: 'story list', path: async () => '/success-stories', status: 200, headingKey: 'stories.listTitle' },
  { name: 'story', path: async (request) => `/success-story/${(await serverData.stories(request))[0]!.id}`, status: 200 },
  {
    name: 'unknown post',
    path: async () => '/blog/no-such-post',
    status: 404,
    headingKey: 'blog.notFoundTitle',
  },
  { name: 'not found', path: async () => '/no-such-page', status: 404, headingKey: 'notFound.title' },
];

const NOT_FOUND_NOTE = 'Failed to load resource: the server responded with a status of 404 (Not Found)';

/** Records what a page logs and what it asks the API, from the first request on. */
function watch(page: Page) {
  const logged: { type: string; text: string; url: string }[] = [];
  const apiRequests: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'warning' || message.type() === 'error') logged.push({ type: message.type(), text: message.text(), url: message.location().url });
  };
  const onPageError = (error: Error) => logged.push({ type: 'pageerror', text: error.message, url: '' });
  const onRequest = (request: Request) => {
    const { pathname } = new URL(request.url());
    // The beacon that counts the view reads nothing: only reads would mean the page lacked its data.
    if (pathname === apiPaths.analytics.pageView()) return;
    if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) apiRequests.push(`${request.method()} ${pathname}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('request', onRequest);
  return { logged, apiRequests };
}

/** Waits until the page has loaded and gone quiet. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
}

const other = (language: Language): Language => (language === 'en' ? 'ar' : 'en');
const NAMES = { en: 'English', ar: 'العربية' } as const;

for (const language of LANGUAGES) {
  for (const { name, path: pathOf, status, headingKey } of PUBLIC_PAGES) {
    test(`the ${name} page hydrates without a warning or a request to the API, and its islands hydrate without a warning or a request to the API, then the switch opens it in the other language (${language})`, async ({ page, request }) => {
      const path = await pathOf(request);
      const { logged, apiRequests } = watch(page);
      const response = await page.goto(`${path}?lang=${language}`);
      expect(response!.status()).toBe(status);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await settle(page);

      // Every island touched: each hydrates from the data beside it, as the server rendered it.
      const islands = page.locator('[data-island]');
      for (let index = 0; index < (await islands.count()); index += 1) await islands.nth(index).dispatchEvent('pointerover');
      await settle(page);
      const hydrated = () => page.evaluate(() => [...document.querySelectorAll('[data-island]')].filter((island) => Object.keys(island).some((key) => key.startsWith('__reactContainer'))).length);
      await expect.poll(hydrated, 'islands hydrated').toBe(await islands.count());

      // A 404 page's only line is the browser's own note on the document's status.
      const documentNote = { type: 'error', text: NOT_FOUND_NOTE, url: response!.url() };
      expect(logged, 'console and page errors').toEqual(status === 404 ? [documentNote] : []);
      expect(apiRequests, 'API requests on the first load').toEqual([]);

      const switchTo = other(language);
      const switchLink = languageLink(page, NAMES[switchTo]);
      const switched = new URL((await switchLink.getAttribute('href'))!, response!.url()).href;
      await switchLink.click();
      await expect(page.locator('html')).toHaveAttribute('lang', switchTo);
      await expect(page.locator('html')).toHaveAttribute('dir', switchTo === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('navigation', { name: text(switchTo, 'nav.label') }).first()).toContainText(text(switchTo, 'nav.packages'));
      await expect(page.getByTestId('site-footer')).toContainText(text(switchTo, 'brand.description'));
      if (headingKey) await expect(page.getByRole('heading', { name: text(switchTo, headingKey), exact: true })).toBeVisible();
      await settle(page);
      const allowed = [documentNote, { type: 'error', text: NOT_FOUND_NOTE, url: switched }];
      expect(
        logged.filter((entry) => !allowed.some((note) => note.type === entry.type && note.text === entry.text && note.url === entry.url)),
        'console and page errors after the switch',
      ).toEqual([]);
    });
  }
}

test('the landing page switched shows the landing content of the other language', async ({ page, request }) => {
  const arabic = await serverData.landing(request, 'ar');
  await page.goto('/?lang=en');
  await settle(page);
  await languageLink(page, 'العربية').click();
  await expect(page.locator('#hero h1')).toHaveText(arabic.heroContent!.title);
  await expect(page.getByTestId('package-card').first()).toContainText(arabic.packages[0]!.name);
});
