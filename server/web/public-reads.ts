import { isLanguage } from '../../web/shared/language';
import type { AppDeps } from '../resources/app-deps';
import { notFound } from '../http/errors';
import { blogPostBySlug } from '../resources/blog-posts/routes';
import { landingPage, siteSettings } from '../resources/site/routes';

type Read = (captures: string[], query: URLSearchParams) => Promise<unknown>;

/**
 * The public API reads a rendered page is made from, answered in-process by the same functions as their API routes
 * (a test holds every one equal to the API's answer). Given an API path with its query, the parsed JSON answer.
 */
export function publicReads({ repositories, images }: Pick<AppDeps, 'repositories' | 'images'>): (apiPath: string) => Promise<unknown> {
  const language = (query: URLSearchParams) => {
    const lang = query.get('lang') ?? 'en';
    return isLanguage(lang) ? lang : 'en';
  };
  const reads: [RegExp, Read][] = [
    [/^\/api\/landing-page$/, (_captures, query) => landingPage(repositories, language(query))],
    [/^\/api\/site-settings$/, () => siteSettings(repositories)],
    [/^\/api\/categories$/, () => repositories.categories.list()],
    [/^\/api\/success-stories$/, () => repositories.successStories.list()],
    [/^\/api\/success-stories\/(\d+)$/, ([id]) => repositories.successStories.get(Number(id))],
    [/^\/api\/blog-posts$/, () => repositories.blogPosts.list()],
    [/^\/api\/blog-posts\/slug\/([^/]+)$/, ([slug], query) => blogPostBySlug(repositories, decodeURIComponent(slug!), language(query))],
    [/^\/api\/images$/, () => images.catalog()],
  ];
  return async (apiPath) => {
    const url = new URL(apiPath, 'http://in-process');
    for (const [pattern, read] of reads) {
      const match = pattern.exec(url.pathname);
      if (match) return read(match.slice(1), url.searchParams);
    }
    throw notFound(`Public read ${url.pathname}`);
  };
}
