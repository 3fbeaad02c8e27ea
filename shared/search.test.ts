import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, matchesQuery, paginate, searchPosts, searchStories, sortByPublished } from './search';

const story = (overrides: Record<string, string>) => ({
  name: '',
  nameEn: 'Sara M.',
  nameAr: 'سارة م.',
  achievementEn: 'Lost 12 kg',
  achievementAr: 'فقدت 12 كغ',
  excerptEn: 'A steady change.',
  excerptAr: 'تغيير ثابت.',
  ...overrides,
});

const post = (overrides: Record<string, string>) => ({
  category: 'Healthy Eating',
  titleEn: 'Better Breakfasts',
  titleAr: 'فطور أفضل',
  excerptEn: 'Start well.',
  excerptAr: 'ابدأ جيدا.',
  ...overrides,
});

describe('matchesQuery', () => {
  it('matches case-insensitive substrings', () => {
    expect(matchesQuery('BREAK', ['Better Breakfasts'])).toBe(true);
    expect(matchesQuery('lunch', ['Better Breakfasts'])).toBe(false);
  });

  it('ignores a whitespace-only query', () => {
    expect(matchesQuery('   ', ['anything'])).toBe(true);
  });

  it('trims the query before matching', () => {
    expect(matchesQuery('  steady ', ['A steady change.'])).toBe(true);
  });
});

describe('searchStories', () => {
  const stories = [story({ nameEn: 'Sara M.' }), story({ nameEn: 'Omar K.', achievementEn: 'Ran a marathon', excerptAr: 'رحلة عمر' })];

  it('matches the name, the achievement and both excerpts', () => {
    expect(searchStories(stories, 'omar')).toHaveLength(1);
    expect(searchStories(stories, 'marathon')).toHaveLength(1);
    expect(searchStories(stories, 'رحلة')).toHaveLength(1);
    expect(searchStories(stories, 'steady')).toHaveLength(2);
    expect(searchStories(stories, 'nobody')).toHaveLength(0);
  });
});

describe('searchPosts', () => {
  const posts = [post({ titleEn: 'Sleep and Hunger', category: 'Wellness' }), post({}), post({ excerptAr: 'الماء أولا' })];

  it('matches both titles and both excerpts', () => {
    expect(searchPosts(posts, 'sleep')).toHaveLength(1);
    expect(searchPosts(posts, 'الماء')).toHaveLength(1);
    expect(searchPosts(posts, 'start')).toHaveLength(3);
  });

  it('keeps only the chosen category, by its name', () => {
    expect(searchPosts(posts, '', 'Wellness')).toHaveLength(1);
    expect(searchPosts(posts, '', ALL_CATEGORIES)).toHaveLength(3);
    expect(searchPosts(posts, 'sleep', 'Healthy Eating')).toHaveLength(0);
  });
});

describe('sortByPublished', () => {
  const items = [
    { id: 1, publishedAt: '2025-02-01T00:00:00.000Z' },
    { id: 2, publishedAt: '2025-03-01T00:00:00.000Z' },
    { id: 3, publishedAt: '2025-01-01T00:00:00.000Z' },
  ];

  it('sorts newest or oldest first without touching the input', () => {
    expect(sortByPublished(items, 'newest').map((item) => item.id)).toEqual([2, 1, 3]);
    expect(sortByPublished(items, 'oldest').map((item) => item.id)).toEqual([3, 1, 2]);
    expect(items.map((item) => item.id)).toEqual([1, 2, 3]);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 14 }, (_, index) => index + 1);

  it('gives the page and its range', () => {
    expect(paginate(items, 1, 6)).toMatchObject({ items: [1, 2, 3, 4, 5, 6], start: 1, end: 6, total: 14, pageCount: 3 });
    expect(paginate(items, 3, 6)).toMatchObject({ items: [13, 14], start: 13, end: 14, page: 3 });
  });

  it('clamps a page outside the range', () => {
    expect(paginate(items, 9, 6).page).toBe(3);
    expect(paginate(items, 0, 6).page).toBe(1);
    expect(paginate(items, Number.NaN, 6).page).toBe(1);
  });

  it('reports zero to zero of zero for no items', () => {
    expect(paginate([], 1, 6)).toMatchObject({ items: [], start: 0, end: 0, total: 0, pageCount: 1 });
  });
});
