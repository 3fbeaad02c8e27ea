import type { Context, Middleware } from 'koa';
import type { PublicReadAnswers } from '@shared/public-reads';
import { ROUTES } from '@shared/routes';
import type { ContentVersion } from '../http/content-version';
import { crawlerFiles } from './crawler-files';
import { indexTemplate } from './index-template';
import { FEED_PATH } from './page-meta';
import { pageRendering } from './page-rendering';
import { rssFeed } from './rss-feed';
import { staticFiles } from './static-files';

const PASSED_THROUGH = /^\/(?:api|uploads)(?:\/|$)|^\/ws$/;

interface WebPagesOptions {
  /** The Vite build output (index.html and assets/). */
  distDir: string;
  /** The site's public origin for canonical URLs and the sitemap, e.g. https://dietbar.example; else the request's. */
  publicUrl: string | undefined;
  /** Answers each public read in-process (see public-reads.ts): the data pages are rendered from. */
  answers: PublicReadAnswers;
  /** The visitor's country, which picks the language of a first visit. */
  countryOf: (ctx: Context) => Promise<string | null>;
  /** Rendered pages are kept until it changes (the next write of public content). */
  contentVersion: ContentVersion;
}

/**
 * The built web app's template and its pages rendered on the server, made once: served by serveWeb, and rendered again
 * by a form posted without JavaScript that was refused (see no-script-form.ts).
 */
export function webPages(options: WebPagesOptions) {
  const template = indexTemplate(options.distDir);
  return { ...options, template, pages: pageRendering({ ...options, template }) };
}

export type WebPages = ReturnType<typeof webPages>;

/**
 * Serves the built web app: robots.txt and sitemap.xml, the blog's feed, the build's files, and every other path as a
 * page (rendered on the server, or the admin's shell) to GET and HEAD. /api, /uploads and /ws pass through, as does
 * every other method (the forms posted without JavaScript are routes of the router).
 */
export function serveWeb({ distDir, publicUrl, answers, contentVersion, pages }: WebPages): Middleware {
  const serveFile = staticFiles(distDir);
  const crawlers = crawlerFiles({ publicUrl, answers });
  const feed = rssFeed({ publicUrl, answers, contentVersion });

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || PASSED_THROUGH.test(ctx.path)) return next();
    if (ctx.path === '/robots.txt') return crawlers.robots(ctx);
    if (ctx.path === '/sitemap.xml') return crawlers.sitemap(ctx);
    if (ctx.path === FEED_PATH) return feed(ctx);
    // A path whose last segment has a dot names a file; pages never do (slugs are letters, digits and hyphens).
    if (ctx.path === '/index.html') return pages.servePage(ctx, ROUTES.home);
    if (/\.[^/]+$/.test(ctx.path)) return (await serveFile(ctx)) ? undefined : next();
    return pages.servePage(ctx, ctx.path);
  };
}
