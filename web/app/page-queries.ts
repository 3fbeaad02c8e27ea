import type { FetchQueryOptions } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import type { Language } from '../../shared/constants';
import { categoriesQuery } from '../site/api/categories';
import { imagesQuery } from '../site/api/images';
import { siteSettingsQuery } from '../site/api/site-settings';
import { blogPostQuery, blogPostsQuery } from '../site/features/blog/api';
import { landingPageQuery } from '../site/features/landing/api';
import { successStoriesQuery, successStoryQuery } from '../site/features/success-stories/api';
import { ROUTES, parseRouteId } from '../../shared/routes';

// Any query's options: the list mixes reads of different types, each used only for its key, path and fetcher.
type PageQuery = FetchQueryOptions<any, any, any, any>;

/**
 * The reads a public page shows, in the language it is shown in: the server renderer answers exactly these before it
 * renders (and hands them to the browser with the HTML), so the first view of a page needs no API request. Every page
 * has the footer's site settings and the image catalog (the resized variants of every image); the rest follows the
 * route table.
 */
export function pageQueries(pathname: string, language: Language): PageQuery[] {
  const common: PageQuery[] = [siteSettingsQuery(), imagesQuery()];
  const at = (pattern: string) => matchPath({ path: pattern, end: true }, pathname);

  if (at(ROUTES.home)) return [...common, landingPageQuery(language), categoriesQuery()];
  if (at(ROUTES.blogs)) return [...common, blogPostsQuery(), categoriesQuery()];
  if (at(ROUTES.successStories)) return [...common, successStoriesQuery()];
  const post = at(ROUTES.blogPost);
  if (post?.params.slug) return [...common, blogPostQuery(post.params.slug, language), categoriesQuery()];
  const story = at(ROUTES.successStory);
  const storyId = parseRouteId(story?.params.id);
  if (storyId !== undefined) return [...common, successStoryQuery(storyId)];
  return common;
}
