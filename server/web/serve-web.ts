import type { Context, Middleware } from 'koa';
import type { PublicReadAnswers } from '@shared/public-reads';
import { ROUTES } from '@shared/routes';
import type { IncomingHttpHeaders } from 'node:http';
import type { ContentVersion } from '../http/content-version';
import type { CachedAnswerLookup } from '../http/fast-path';
import { crawlerFiles } from './crawler-files';
import { indexTemplate } from './index-template';
import { FEED_PATH } from './page-meta';
import { pageRendering } from './page-rendering';
import { rssFeed } from './rss-feed';
import { staticFiles } from './static-files';

const PASSED_THROUGH = /^\/(?:api|uploads)(?:\/|$)|^\/ws$/;

/** A path whose last segment has a dot names a file; pages never do (slugs are letters, digits and hyphens). */
const FILE_PATH = /\.[^/]+$/;

interface WebPagesOptions {
  /** The Vite build output (index.html and assets/). */
  distDir: string;
  /** The site's public origin for canonical URLs and the sitemap, e.g. https://dietbar.example; else the request's. */
  publicUrl: string | undefined;
  /** Answers each public read in-process (see public-reads.ts): the data pages are rendered from. */
  answers: PublicReadAnswers;
  /** The visitor's country, which picks the language of a first visit. */
  countryOf: (ctx: Context) => Promise<string | null>;
  /** The visitor's country when known without a lookup (see countryWithoutLookup), undefined when only a lookup can tell. */
  knownCountry: (headers: IncomingHttpHeaders) => string | null | undefined;
  /** Rendered pages are kept until it changes (the next write of public content). */
  contentVersion: ContentVersion;
  /** Whether public pages send their beacon (ANALYTICS is not off). */
  countsPageViews: boolean;
}

/**
 * The built web app's template and its pages rendered on the server, made once: served by serveWeb, and rendered again
 * by a form posted without JavaScript that was refused (see no-script-form.ts).
 */
export function webPages(options: WebPagesOptions) {
  const template = indexTemplate(options.distDir);
  return { ...options, template, pages: pageRendering({ ...options, template }), feed: rssFeed(options) };
}

export type WebPages = ReturnType<typeof webPages>;

/**
 * Serves the built web app: robots.txt and sitemap.xml, the blog's feed, the build's files, and every other path as a
 * page (rendered on the server, or the admin's shell) to GET and HEAD. /api, /uploads and /ws pass through, as does
 * every other method (the forms posted without JavaScript are routes of the router).
 */
export function serveWeb({ distDir, publicUrl, answers, pages, feed }: WebPages): Middleware {
  const serveFile = staticFiles(distDir);
  const crawlers = crawlerFiles({ publicUrl, answers });

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || PASSED_THROUGH.test(ctx.path)) return next();
    if (ctx.path === '/robots.txt') return crawlers.robots(ctx);
    if (ctx.path === '/sitemap.xml') return crawlers.sitemap(ctx);
    if (ctx.path === FEED_PATH) return feed.serve(ctx);
    if (ctx.path === '/index.html') return pages.servePage(ctx, ROUTES.home);
    if (FILE_PATH.test(ctx.path)) return (await serveFile(ctx)) ? undefined : next();
    return pages.servePage(ctx, ctx.path);
  };
}

/**
 * The fast path's look-up (see fast-path.ts) of what serveWeb answers from its caches, by the same paths: the feed and
 * the rendered pages. Files, robots.txt and the sitemap are left to the chain.
 */
export function cachedWebAnswer({ pages, feed }: WebPages): CachedAnswerLookup {
  return (request) => {
    if (PASSED_THROUGH.test(request.path)) return undefined;
    if (request.path === FEED_PATH) return feed.cached(request);
    if (request.path === '/index.html') return pages.cachedPage(request, ROUTES.home);
    if (request.path === '/robots.txt' || request.path === '/sitemap.xml' || FILE_PATH.test(request.path)) return undefined;
    return pages.cachedPage(request, request.path);
  };
}
