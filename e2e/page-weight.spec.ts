/*
 * Each public page's JavaScript, in bytes on the wire: until the page is idle without input, and after reading it to
 * the bottom and starting on its forms. Islands (see web/site/islands) keep the first to the loader and the second to
 * what the page uses; this test holds both to their budget and prints every page's figures (bench/results.md has them).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPaths, withQuery } from '@shared/api-routes';
import type { Language } from '@shared/constants';
import { paths } from '@shared/routes';
import type { BookingCreated, FreeSlotsAnswer } from '@shared/schemas/booking';
import { serverData } from './support/api';
import { IDLE_BUDGET, pageWeight, USED_BUDGET } from './support/page-weight';
import { LANGUAGES } from './support/site';

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
      const { idle, idleChunks, used, usedChunks } = await pageWeight(page, `${path}?lang=${language}`);
      figures.push(`| ${path} (${language}) | ${(idle / 1024).toFixed(1)} KB | ${(used / 1024).toFixed(1)} KB |`);
      expect(idle, `${path} (${language}) before any input: ${idleChunks}`).toBeLessThanOrEqual(IDLE_BUDGET);
      expect(used, `${path} (${language}) read and its forms started: ${usedChunks}`).toBeLessThanOrEqual(USED_BUDGET);
    }
  });
}

test.afterAll(() => {
  console.log(['| page | idle | read, forms started |', '|---|---|---|', ...figures].join('\n'));
});
