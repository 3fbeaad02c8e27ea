import type { SortOrder } from './constants';

/** The query as matched: trimmed and lower-cased; whitespace only means no query. */
function normalizeQuery(query: string): string {
  return query.trim().toLocaleLowerCase();
}

/** Case-insensitive substring match of the query against any of the values; an empty query matches all. */
export function matchesQuery(query: string, values: readonly (string | null | undefined)[]): boolean {
  const needle = normalizeQuery(query);
  if (needle === '') return true;
  return values.some((value) => typeof value === 'string' && value.toLocaleLowerCase().includes(needle));
}

interface StoryFields {
  name?: string;
  nameEn?: string;
  nameAr?: string;
  achievement?: string;
  achievementEn?: string;
  achievementAr?: string;
  excerptEn?: string;
  excerptAr?: string;
}

/** Stories whose name, achievement or either excerpt holds the query. */
export function searchStories<T extends StoryFields>(stories: readonly T[], query: string): T[] {
  return stories.filter((story) =>
    matchesQuery(query, [
      story.name,
      story.nameEn,
      story.nameAr,
      story.achievement,
      story.achievementEn,
      story.achievementAr,
      story.excerptEn,
      story.excerptAr,
    ]),
  );
}

interface PostFields {
  category: string;
  titleEn: string;
  titleAr: string;
  excerptEn: string;
  excerptAr: string;
}

/** The category filter's value meaning "every category". */
export const ALL_CATEGORIES = 'all';

/** Posts whose titles or excerpts (both languages) hold the query, in the category when one is chosen. */
export function searchPosts<T extends PostFields>(posts: readonly T[], query: string, category: string = ALL_CATEGORIES): T[] {
  return posts.filter(
    (post) =>
      (category === ALL_CATEGORIES || post.category === category) &&
      matchesQuery(query, [post.titleEn, post.titleAr, post.excerptEn, post.excerptAr]),
  );
}

/** A copy sorted by publish date, newest or oldest first; equal dates keep their order. */
export function sortByPublished<T extends { publishedAt: string }>(items: readonly T[], order: SortOrder): T[] {
  const direction = order === 'newest' ? -1 : 1;
  return [...items].sort((a, b) => direction * (Date.parse(a.publishedAt) - Date.parse(b.publishedAt)));
}

export interface Page<T> {
  items: T[];
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
  /** 1-based position of the first and last item shown; 0 when there are none. */
  start: number;
  end: number;
  total: number;
}

/** One page of `items`: 'Showing start to end of total results'. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const offset = (current - 1) * pageSize;
  const shown = items.slice(offset, offset + pageSize);
  return {
    items: shown,
    page: current,
    pageCount,
    start: total === 0 ? 0 : offset + 1,
    end: offset + shown.length,
    total,
  };
}
