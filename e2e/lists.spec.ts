import type { Page } from '@playwright/test';
import { ALL_CATEGORIES, searchPosts, searchStories, sortByPublished } from '@shared/search';
import { serverData } from './support/api';
import { CONTENT, LIST_PAGE_SIZE as PAGE_SIZE, expect, test } from './support/content-server';
import { LANGUAGES, localized, open, text } from './support/site';

async function search(page: Page, language: 'en' | 'ar', labelKey: string, query: string) {
  await page.getByRole('searchbox', { name: text(language, labelKey) }).fill(query);
}

for (const language of LANGUAGES) {
  test.describe(`success stories list (${language})`, () => {
    test('pages through the stories six at a time with the results count', async ({ page, request }) => {
      const stories = sortByPublished(await serverData.stories(request), 'newest');
      expect(stories).toHaveLength(CONTENT.stories);
      await open(page, '/success-stories', language);
      const cards = page.getByTestId('story-card');
      await expect(cards).toHaveCount(Math.min(PAGE_SIZE, stories.length));
      await expect(page.getByTestId('results-count')).toHaveText(
        text(language, 'list.showing', { start: 1, end: Math.min(PAGE_SIZE, stories.length), total: stories.length }),
      );
      await expect(cards.first()).toContainText(localized(stories[0]!, 'name', language));
      // Previous and Next are links to `?page=` (they work without scripts); the unavailable end is disabled.
      const previous = page.getByRole('link', { name: text(language, 'common.previous') });
      const next = page.getByRole('link', { name: text(language, 'common.next') });
      await expect(previous).toBeDisabled();
      await expect(next).toHaveAttribute('href', /[?&]page=2$/);
      await next.click();
      await expect(page).toHaveURL(/[?&]page=2$/);
      await expect(page.getByTestId('results-count')).toHaveText(
        text(language, 'list.showing', { start: PAGE_SIZE + 1, end: Math.min(2 * PAGE_SIZE, stories.length), total: stories.length }),
      );
      await expect(cards.first()).toContainText(localized(stories[PAGE_SIZE]!, 'name', language));
      await expect(previous).toBeEnabled();
      await previous.click();
      await expect(page.getByTestId('results-count')).toContainText(String(stories.length));
      await expect(previous).toBeDisabled();
    });

    test('searches case-insensitively, ignores blank searches, sorts and shows the empty state', async ({ page, request }) => {
      const stories = await serverData.stories(request);
      await open(page, '/success-stories', language);
      const cards = page.getByTestId('story-card');
      const name = localized(stories[stories.length - 1]!, 'name', language);
      const query = language === 'en' ? name.toUpperCase() : name;
      await search(page, language, 'stories.searchLabel', query);
      const matching = searchStories(stories, query);
      await expect(cards).toHaveCount(Math.min(PAGE_SIZE, matching.length));
      await expect(cards.first()).toContainText(name);

      await search(page, language, 'stories.searchLabel', '   ');
      await expect(cards).toHaveCount(Math.min(PAGE_SIZE, stories.length));

      await page.getByLabel(text(language, 'list.sortLabel')).selectOption('oldest');
      await expect(cards.first()).toContainText(localized(sortByPublished(stories, 'oldest')[0]!, 'name', language));

      await search(page, language, 'stories.searchLabel', 'zzqx-nobody');
      await expect(page.getByText(text(language, 'stories.empty'))).toBeVisible();
      await expect(cards).toHaveCount(0);
    });
  });

  test.describe(`blog list (${language})`, () => {
    test('filters by category, searches, sorts and pages', async ({ page, request }) => {
      const [posts, categories] = await Promise.all([serverData.posts(request), serverData.categories(request)]);
      await open(page, '/blogs', language);
      const cards = page.getByTestId('post-card');
      await expect(cards).toHaveCount(Math.min(PAGE_SIZE, posts.length));
      await expect(page.getByTestId('results-count')).toHaveText(
        text(language, 'list.showing', { start: 1, end: Math.min(PAGE_SIZE, posts.length), total: posts.length }),
      );
      expect(posts).toHaveLength(CONTENT.posts);
      await page.getByRole('link', { name: text(language, 'common.next') }).click();
      await expect(cards).toHaveCount(posts.length - PAGE_SIZE);

      const category = categories.find((candidate) => candidate.nameEn === CONTENT.categories[1].nameEn)!;
      const categoryLabel = localized(category, 'name', language);
      await page.getByLabel(text(language, 'blog.categoryLabel')).selectOption({ label: categoryLabel });
      const inCategory = sortByPublished(searchPosts(posts, '', category.name), 'newest');
      await expect(page.getByTestId('results-count')).toHaveText(
        text(language, 'list.showing', { start: 1, end: Math.min(PAGE_SIZE, inCategory.length), total: inCategory.length }),
      );
      for (const card of await cards.all()) await expect(card).toContainText(categoryLabel);

      await page.getByLabel(text(language, 'list.sortLabel')).selectOption('oldest');
      await expect(cards.first()).toContainText(localized(sortByPublished(inCategory, 'oldest')[0]!, 'title', language));

      await page.getByLabel(text(language, 'blog.categoryLabel')).selectOption(ALL_CATEGORIES);
      const title = localized(posts[0]!, 'title', language);
      await search(page, language, 'blog.searchLabel', language === 'en' ? title.toLowerCase() : title);
      await expect(cards.filter({ hasText: title })).toHaveCount(1);

      await search(page, language, 'blog.searchLabel', 'zzqx-nothing');
      await expect(page.getByText(text(language, 'blog.empty'))).toBeVisible();
    });
  });
}
