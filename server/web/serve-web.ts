import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { DEFAULT_HERO_IMAGE, LANGUAGES, type Language } from '../../shared/constants';
import { pageQueries } from '../../web/app/page-queries';
import { PAGE_DATA_ID } from '../../web/app/page-data';
import { renderPublicPage } from '../../web/app/server-entry';
import { createQueryClient } from '../../web/shared/api-client';
import type { Repositories } from '../resources/repositories';
import { pageUrl, renderPage, resolvePage } from './page-meta';
import { pageLanguage, type PageLanguage } from './page-language';
import { ROUTES } from '../../web/app/routes';
import { CONTACT_SENT_PARAM, contactFormValues, isContactField, type ContactFormState } from '../../web/site/features/landing/contact-form-state';
import { LANGUAGE_QUERY_PARAM } from '../../web/shared/language';
import type { ContentVersion } from '../http/content-version';
import { escapeHtml } from '../http/escape-html';
import { ApiError } from '../http/errors';
import { prepareResponse, responseCache, sendPrepared } from '../http/response-cache';
import type { LeadIntake } from '../leads/intake';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const SHORT_CACHE = 'public, max-age=3600';
const TEMPLATE_CHECK_MS = 1000;
const PASSED_THROUGH = /^\/(?:api|uploads)(?:\/|$)|^\/ws$/;

const isLanguageCode = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

export interface ServeWebOptions {
  /** The Vite build output (index.html and assets/). */
  distDir: string;
  repositories: Repositories;
  /** The site's public origin for canonical URLs and the sitemap, e.g. https://dietbar.example; else the request's. */
  publicUrl?: string;
  /** Answers a public API read in-process (see public-reads.ts): the data pages are rendered from. */
  read: (apiPath: string) => Promise<unknown>;
  /** The visitor's country, which picks the language of a first visit. */
  countryOf: (ctx: Context) => Promise<string | null>;
  /** Takes the contact form when it is posted without JavaScript. */
  leadIntake: LeadIntake;
  /** Rendered pages are kept until it changes (the next admin write). */
  contentVersion: ContentVersion;
}

const HTML = 'text/html; charset=utf-8';

const ROOT_ELEMENT = '<div id="root"></div>';

/** The query parameters a page reads (the lists' search, sort, category and page; the contact form's thank-you). */
const PAGE_PARAMETERS = ['q', 'sort', 'category', 'page', CONTACT_SENT_PARAM];

/**
 * The address a page is rendered for: its path and only the parameters pages read, in one order. Any other query
 * (tracking tags, a bot's random strings) renders and caches as the same page instead of a new one each time.
 */
function renderedAddress(ctx: Context): string {
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMETERS) {
    const value = ctx.URL.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${ctx.path}?${search}` : ctx.path;
}
const isAdminPath = (pagePath: string) => pagePath === '/admin' || pagePath.startsWith('/admin/');

/**
 * Serves the built web app: hashed assets cached for a year, other files briefly, robots.txt, sitemap.xml, and for
 * every page the index.html with that page's title, description, canonical, Open Graph, Twitter and hreflang tags
 * written in (404 for unknown paths and unknown stories or posts; the app still renders its not-found page).
 */
export function serveWeb({ distDir, repositories, publicUrl, read, countryOf, leadIntake, contentVersion }: ServeWebOptions): Middleware {
  const pages = responseCache(contentVersion);
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  let template: { text: string; modified: number; checkedAt: number } | undefined;

  /**
   * index.html, re-read when a new build replaces it. Looked at once a second at most: a stat for every page served
   * from the cache cost more than the rest of the answer.
   */
  async function readTemplate(): Promise<typeof template> {
    const checkedAt = performance.now();
    if (template && checkedAt - template.checkedAt < TEMPLATE_CHECK_MS) return template;
    const stat = await fs.stat(indexFile).catch(() => undefined);
    if (!stat) return (template = undefined);
    if (template?.modified !== stat.mtimeMs) template = { text: await fs.readFile(indexFile, 'utf8'), modified: stat.mtimeMs, checkedAt };
    template.checkedAt = checkedAt;
    return template;
  }

  const baseUrlOf = (ctx: Context) => (publicUrl ?? `${ctx.protocol}://${ctx.host}`).replace(/\/+$/, '');

  async function serveFile(ctx: Context): Promise<boolean> {
    const immutable = ctx.path.startsWith('/assets/');
    try {
      const served = await send(ctx, ctx.path, {
        root,
        index: false,
        hidden: false,
        // The build writes name.br and name.gz beside each hashed asset (scripts/precompress-assets.ts): sent as they are.
        brotli: true,
        gzip: true,
        setHeaders: (response) => {
          response.setHeader('Cache-Control', immutable ? `public, max-age=${YEAR_SECONDS}, immutable` : SHORT_CACHE);
          ctx.vary('Accept-Encoding');
        },
      });
      return Boolean(served);
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === 404 || status === 400 || status === 403) return false;
      throw error;
    }
  }

  function robots(ctx: Context) {
    ctx.type = 'text/plain; charset=utf-8';
    ctx.set('Cache-Control', SHORT_CACHE);
    ctx.body = ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${baseUrlOf(ctx)}/sitemap.xml`, ''].join('\n');
  }

  async function sitemap(ctx: Context) {
    const baseUrl = baseUrlOf(ctx);
    const [stories, posts] = await Promise.all([repositories.successStories.list(), repositories.blogPosts.list()]);
    const pages: { path: string; modified?: string }[] = [
      { path: '/' },
      { path: '/success-stories' },
      { path: '/blogs' },
      ...stories.map((story) => ({ path: `/success-story/${story.id}`, modified: story.updatedAt })),
      ...posts.map((post) => ({ path: `/blog/${encodeURIComponent(post.slug || String(post.id))}`, modified: post.updatedAt })),
    ];
    const entries = pages.flatMap((page) =>
      LANGUAGES.map((language) =>
        [
          '  <url>',
          `    <loc>${escapeHtml(pageUrl(baseUrl, page.path, language))}</loc>`,
          ...(page.modified ? [`    <lastmod>${escapeHtml(page.modified)}</lastmod>`] : []),
          ...LANGUAGES.map(
            (alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate}" href="${escapeHtml(pageUrl(baseUrl, page.path, alternate))}" />`,
          ),
          '  </url>',
        ].join('\n'),
      ),
    );
    ctx.type = 'application/xml; charset=utf-8';
    ctx.set('Cache-Control', SHORT_CACHE);
    ctx.body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...entries,
      '</urlset>',
      '',
    ].join('\n');
  }

  async function page(ctx: Context, pagePath: string) {
    const template = await readTemplate();
    if (template === undefined) return notBuilt(ctx);
    if (isAdminPath(pagePath)) {
      // The admin is a client-side app with its own language setting: its page is the empty shell.
      const requested = ctx.query.lang;
      const language: Language = isLanguageCode(requested) ? requested : 'en';
      const meta = await resolvePage(pagePath, language, repositories);
      sendHtml(ctx, meta.status, renderPage(template.text, meta, { language, languageInAddress: isLanguageCode(requested), baseUrl: baseUrlOf(ctx) }, DEFAULT_HERO_IMAGE));
      return;
    }
    const address = await pageLanguage(ctx, countryOf);
    // The whole page is a function of its build, address, language and the content version: kept until the next admin write.
    const key = `${template.modified}|${address.language}|${baseUrlOf(ctx)}|${renderedAddress(ctx)}`;
    const cached = pages.get(key);
    if (cached) return sendPrepared(ctx, cached);
    const version = contentVersion.current;
    const { status, document } = await renderSitePage(ctx, template.text, pagePath, address);
    // The language may come from a cookie or the visitor's country: shared caches must keep the versions apart.
    const prepared = await prepareResponse({ status, type: HTML, body: document, cacheControl: 'no-cache', vary: ['Cookie'] });
    pages.set(key, prepared, version);
    sendPrepared(ctx, prepared);
  }

  /** A public page rendered by React from its reads, in `address.language`, with the head tags and the page data. */
  async function renderSitePage(ctx: Context, template: string, pagePath: string, address: PageLanguage, contactForm?: ContactFormState) {
    const { language } = address;
    const queryClient = createQueryClient();
    const [meta] = await Promise.all([
      resolvePage(pagePath, language, repositories),
      ...pageQueries(pagePath, language).map((query) => queryClient.prefetchQuery({ ...query, queryFn: () => read(query.meta!.apiPath!) })),
    ]);
    const rendered = await renderPublicPage(renderedAddress(ctx), { language, contactForm }, queryClient);
    // A function, not a string: the content may hold `$&` or `$'`, which a replacement string would expand (see renderPage).
    const document = renderPage(template, meta, { language, languageInAddress: address.inAddress, baseUrl: baseUrlOf(ctx) }, DEFAULT_HERO_IMAGE).replace(
      ROOT_ELEMENT,
      () => `<div id="root">${rendered.html}</div><script type="application/json" id="${PAGE_DATA_ID}">${rendered.data}</script>`,
    );
    return { status: meta.status, document };
  }

  /**
   * The contact form posted without JavaScript: the same limit, schema, storage and notice as POST /api/contact.
   * Sent: 303 to the landing page's thank-you (reloading it sends nothing twice). Refused: the page again, in the
   * visitor's language, with what they wrote and each rejected field marked (400), or the limit explained (429).
   */
  async function contactForm(ctx: Context) {
    const template = await readTemplate();
    if (template === undefined) return notBuilt(ctx);
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const language = isLanguageCode(body.language) ? body.language : (await pageLanguage(ctx, countryOf)).language;
    try {
      await leadIntake.admit(ctx.ip);
      await leadIntake.submit(body, language);
      ctx.redirect(`${ROUTES.home}?${LANGUAGE_QUERY_PARAM}=${language}&${CONTACT_SENT_PARAM}=sent#contact`);
      ctx.status = 303;
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 429)) throw error;
      const state: ContactFormState = {
        values: contactFormValues(body),
        rejected: (error.fields ?? []).map((field) => field.path).filter(isContactField),
        outcome: error.status === 429 ? 'limited' : 'invalid',
      };
      for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
      const { document } = await renderSitePage(ctx, template.text, ROUTES.home, { language, inAddress: false }, state);
      ctx.set('Cache-Control', 'no-store');
      ctx.status = error.status;
      ctx.type = HTML;
      ctx.body = document;
    }
  }

  function notBuilt(ctx: Context) {
    ctx.status = 503;
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = 'The web app has not been built yet: run `npm run build` (npm start does it for you).';
  }

  function sendHtml(ctx: Context, status: number, document: string) {
    ctx.status = status;
    ctx.type = HTML;
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = document;
  }

  return async (ctx, next) => {
    if (ctx.method === 'POST' && ctx.path === ROUTES.home) return contactForm(ctx);
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || PASSED_THROUGH.test(ctx.path)) return next();
    if (ctx.path === '/robots.txt') return robots(ctx);
    if (ctx.path === '/sitemap.xml') return sitemap(ctx);
    // A path whose last segment has a dot names a file; pages never do (slugs are letters, digits and hyphens).
    if (ctx.path === '/index.html') return page(ctx, '/');
    if (/\.[^/]+$/.test(ctx.path)) return (await serveFile(ctx)) ? undefined : next();
    return page(ctx, ctx.path);
  };
}
