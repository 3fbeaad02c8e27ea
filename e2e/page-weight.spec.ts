/*
 * Each public page's JavaScript, in bytes on the wire: until the page is idle without input, and after reading it to
 * the bottom and starting on its forms. Islands (see web/site/islands) keep the first to the loader and the second to
 * what the page uses; this test holds both to their budget and prints every page's figures (bench/results.md has them).
 */
import { expect, test, type APIRequestContext, type CDPSession, type Page } from '@playwright/test';
import { apiPaths, withQuery } from '@shared/api-routes';
import type { Language } from '@shared/constants';
import { paths } from '@shared/routes';
import type { BookingCreated, FreeSlotsAnswer } from '@shared/schemas/booking';
import { serverData } from './support/api';
import { LANGUAGES } from './support/site';

/** Bytes of JavaScript a page may receive before any input. */
const IDLE_BUDGET = 20 * 1024;
/** Bytes of JavaScript a page may receive in all, read to its end and its forms started. */
const USED_BUDGET = 90 * 1024;

/** Every script the page received, by address, in bytes of its body on the wire (compressed as the server sent it). */
async function scriptBytes(page: Page) {
  const session: CDPSession = await page.context().newCDPSession(page);
  const scripts = new Map<string, { path: string; headerBytes: number }>();
  const received = new Map<string, number>();
  session.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, { path: new URL(response.url).pathname, headerBytes: response.encodedDataLength });
  });
  session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script !== undefined) received.set(script.path, (received.get(script.path) ?? 0) + encodedDataLength - script.headerBytes);
  });
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  return {
    total: () => [...received.values()].reduce((sum, bytes) => sum + bytes, 0),
    chunks: () => [...received.entries()].map(([script, bytes]) => `${script} ${bytes} B`).join(', ') || 'none',
  };
}

/** Until the network is quiet and the browser has an idle moment: what loads with no input at all. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  await page.waitForLoadState('networkidle');
}

/** Scrolls to the bottom a screen at a time, as a reader does, then types into the first field of each form. */
async function use(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(100);
  }
  const forms = page.locator('form');
  for (let index = 0; index < (await forms.count()); index += 1) {
    const field = forms.nth(index).locator('input:not([type=hidden]):not([type=radio]):not([tabindex="-1"]), textarea, input[type=radio]').first();
    if (!(await field.isVisible())) continue;
    if ((await field.getAttribute('type')) === 'radio') await field.check();
    else await field.pressSequentially('Mona', { delay: 20 });
  }
  await settle(page);
}

/** A booking of the first free time, for its page in `language`. */
async function booking(request: APIRequestContext, language: Language): Promise<string> {
  const [type] = await serverData.consultationTypes(request);
  const week = (await (await request.get(withQuery(apiPaths.booking.slots(), { type: type!.id }))).json()) as FreeSlotsAnswer;
  const slot = week.slots[language === 'en' ? 0 : 1]!;
  const response = await request.post(apiPaths.bookings.list(), { data: { typeId: type!.id, start: slot.start, name: 'Weight Visitor', email: `weight-${language}@example.com`, language } });
  expect(response.status()).toBe(201);
  return new URL(((await response.json()) as BookingCreated).manageUrl, 'http://site').pathname;
}

test.describe.configure({ mode: 'serial' });

const figures: string[] = [];

for (const language of LANGUAGES) {
  test(`every public page keeps to its JavaScript budget (${language})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const [story] = await serverData.stories(request);
    const [post] = await serverData.posts(request);
    const pages = [paths.home(), paths.successStories(), paths.blogs(), paths.book(), paths.successStory(story!.id), paths.blogPost(post!), await booking(request, language)];
    for (const path of pages) {
      let bytes = await scriptBytes(page);
      await page.goto(`${path}?lang=${language}`);
      await settle(page);
      const idle = bytes.total();
      const idleChunks = bytes.chunks();
      if (path === paths.book()) {
        // A type chosen: the page of its free times and the form that books them, counted from its own start.
        const chosen = await page.getByTestId('booking-type').locator('a').first().getAttribute('href');
        bytes = await scriptBytes(page);
        await page.goto(chosen!);
        await settle(page);
      }
      await use(page);
      const used = bytes.total();
      figures.push(`| ${path} (${language}) | ${(idle / 1024).toFixed(1)} KB | ${(used / 1024).toFixed(1)} KB |`);
      expect(idle, `${path} (${language}) before any input: ${idleChunks}`).toBeLessThanOrEqual(IDLE_BUDGET);
      expect(used, `${path} (${language}) read and its forms started: ${bytes.chunks()}`).toBeLessThanOrEqual(USED_BUDGET);
    }
  });
}

test.afterAll(() => {
  console.log(['| page | idle | read, forms started |', '|---|---|---|', ...figures].join('\n'));
});
