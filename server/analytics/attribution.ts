import type { AnalyticsPageKind, Attribution } from '@shared/schemas/analytics';
import { ROUTES } from '@shared/routes';

/** The path a pattern's pages start with: `/blog/:slug` gives `/blog/`. */
const prefixOf = (pattern: string) => pattern.replace(/:\w+$/, '');

const POST_PREFIX = prefixOf(ROUTES.blogPost);
const STORY_PREFIX = prefixOf(ROUTES.successStory);

/** What a public page is, by its path: a post, a success story, or another page. */
export function pageKind(path: string): AnalyticsPageKind {
  if (path.startsWith(POST_PREFIX) && path.length > POST_PREFIX.length) return 'post';
  if (path.startsWith(STORY_PREFIX) && path.length > STORY_PREFIX.length) return 'story';
  return 'page';
}

/** The posts and stories among a session's paths, each once, in the order first read. */
export const postsAndStoriesRead = (paths: readonly string[]) => [...new Set(paths.filter((path) => pageKind(path) !== 'page'))];

/** An attribution as a lead's or booking's `attribution` column keeps it (JSON text), or null. */
export const storedAttribution = (attribution: Attribution | null | undefined) => (attribution ? JSON.stringify(attribution) : null);

/** The attribution a row's column holds, or null. */
export const readAttribution = (column: unknown): Attribution | null => (typeof column === 'string' && column !== '' ? (JSON.parse(column) as Attribution) : null);
