import type { IncomingHttpHeaders } from 'node:http';
import type { Context } from 'koa';
import { API_ROUTES } from '@shared/api-routes';
import { PAGE_VIEWS_META } from '@shared/constants';
import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_QUERY_PARAM } from '@shared/language';
import type { PublicReadAnswers } from '@shared/public-reads';
import { ROUTES } from '@shared/routes';
import type { RefusedForms } from '../../web/app/refused-forms';
import { adminShellOutcome } from '../../web/app/page-head';
import { pagePathWithoutTrailingSlash, renderedAddress } from '../../web/app/page-routes';
import type { ContentVersion } from '../http/content-version';
import type { CachedAnswer, PlainRequest } from '../http/fast-path';
import { prepareResponse, responseCache, sendPrepared } from '../http/response-cache';
import { sendNotBuilt, type IndexTemplate, type TemplateReader } from './index-template';
import { languageCookie, languageOfCountry, languageWithoutCountry, pageLanguage, type LanguageDecision, type PageLanguage } from './page-language';
import { boundedMemoByAddress } from '../http/bounded-memo';
import { siteBaseUrl } from '../http/site-base-url';
import { renderPage } from './page-meta';
import { pageRenderer } from './page-renderer';

const HTML = 'text/html; charset=utf-8';

const ROOT_ELEMENT = '<div id="root"></div>';

/** How many paths and queries the fast path remembers the page address of (see cachedAddress). */
const CACHED_ADDRESSES_MAX = 1000;

/**
 * A page's address and caching rule (see renderedAddress) as the fast path remembers it, with the last key it was
 * looked up by: the key is a long string made of the build, language, site address and page address, and most
 * requests for an address come alike.
 */
interface CachedAddress extends ReturnType<typeof renderedAddress> {
  lastKey?: { template: IndexTemplate; language: LanguageDecision; host: string; protocol: string; key: string };
}

/** Sends a page's HTML as it is, with its own Cache-Control. */
export function sendDocument(ctx: Context, status: number, document: string, cacheControl: string) {
  ctx.status = status;
  ctx.type = HTML;
  ctx.set('Cache-Control', cacheControl);
  ctx.body = document;
}

const isAdminPath = (pagePath: string) => pagePath === ROUTES.admin || pagePath.startsWith(`${ROUTES.admin}/`);

/**
 * A rendered page's cache key: the page is a function of its build, address, language and the content version (kept
 * until the next write of public content). Whether the address named the language is part of it, as it makes the
 * canonical (see renderPage), and so is the site's address its links are made of.
 */
const pageKey = (template: IndexTemplate, language: PageLanguage, baseUrl: string, address: string) =>
  `${template.modified}|${language.language}|${language.inAddress ? 'named' : 'x-default'}|${baseUrl}|${address}`;

interface PageRenderingOptions {
  template: TemplateReader;
  /** Answers each public read in-process (see public-reads.ts): the data pages are rendered from. */
  answers: PublicReadAnswers;
  /** The site's public origin for canonical URLs, e.g. https://dietbar.example; else the request's. */
  publicUrl: string | undefined;
  /** The visitor's country, which picks the language of a first visit. */
  countryOf: (ctx: Context) => Promise<string | null>;
  /** The visitor's country when known without a lookup (see countryWithoutLookup), undefined when only a lookup can tell. */
  knownCountry: (headers: IncomingHttpHeaders) => string | null | undefined;
  /** Rendered pages are kept until it changes (the next write of public content). */
  contentVersion: ContentVersion;
  /** Whether public pages send their beacon (ANALYTICS is not off). */
  countsPageViews: boolean;
}

/** What a public page carries when its views are counted: the address its beacon posts to (see PAGE_VIEWS_META). */
const PAGE_VIEWS_TAG = `<meta name="${PAGE_VIEWS_META}" content="${API_ROUTES.analytics.pageView}" />`;

/**
 * The pages of the web app: every public page rendered by React from its reads with its head tags and page data,
 * kept rendered until the content changes (404 for unknown paths and unknown stories or posts, with the app's
 * not-found page), and the admin's empty shell for its client-side app.
 */
export function pageRendering({ template: readTemplate, answers, publicUrl, countryOf, knownCountry, contentVersion, countsPageViews }: PageRenderingOptions) {
  const pages = responseCache(contentVersion);

  /**
   * The public page at `pagePath` in `language.language`, rendered for its address (see renderedAddress) into the
   * template; `query` is the request's unless given (a refused form rendered at the address of the choice it was posted from).
   */
  async function renderSitePage(ctx: Context, template: IndexTemplate, pagePath: string, language: PageLanguage, refused?: RefusedForms, query = ctx.URL.searchParams) {
    const { address } = renderedAddress(pagePath, query);
    const rendered = await (await pageRenderer()).renderPublicPage(address, { language: language.language, refused }, answers);
    const head = { path: pagePath, language: language.language, languageInAddress: language.inAddress, baseUrl: siteBaseUrl(ctx, publicUrl) };
    // In the head, so that the page is styled from its first paint; after the shared stylesheet, which the build puts
    // last, as the modules' rules come after the tokens' in the cascade.
    const stylesheet = template.stylesheets[rendered.module];
    const site = stylesheet ? template.site.replace('</head>', () => `  <link rel="stylesheet" href="${stylesheet}" />\n  </head>`) : template.site;
    // A function, not a string: the content may hold `$&` or `$'`, which a replacement string would expand (see renderPage).
    const document = renderPage(site, rendered, head).replace(ROOT_ELEMENT, () => `<div id="root">${rendered.html}</div>`);
    return { status: rendered.status, document: countsPageViews ? document.replace('</head>', () => `  ${PAGE_VIEWS_TAG}\n  </head>`) : document };
  }

  /** Answers GET and HEAD of the page at `pagePath`. */
  async function servePage(ctx: Context, pagePath: string) {
    // One address per page (see renderPage): `/blogs/?lang=ar` is moved for good to `/blogs?lang=ar`.
    const canonicalPath = pagePathWithoutTrailingSlash(pagePath);
    if (canonicalPath !== undefined) {
      ctx.status = 301;
      return ctx.redirect(ctx.querystring ? `${canonicalPath}?${ctx.querystring}` : canonicalPath);
    }
    const template = await readTemplate();
    if (template === undefined) return sendNotBuilt(ctx);
    if (isAdminPath(pagePath)) {
      // The admin is a client-side app with its own language setting: its page is the empty shell.
      const requested = ctx.query.lang;
      const language = isLanguage(requested) ? requested : 'en';
      const head = { path: pagePath, language, languageInAddress: isLanguage(requested), baseUrl: siteBaseUrl(ctx, publicUrl) };
      return sendDocument(ctx, 200, renderPage(template.text, adminShellOutcome(language), head), 'no-cache');
    }
    const visitorLanguage = await pageLanguage(ctx, countryOf);
    const { address, cache } = renderedAddress(pagePath, ctx.URL.searchParams);
    // A page with a language of its own (a visitor's booking) is in it, unless the address names another.
    const own = visitorLanguage.inAddress ? undefined : await (await pageRenderer()).ownLanguageOf(address, answers);
    const language = own === undefined ? visitorLanguage : { language: own, inAddress: false };
    if (cache === 'never') {
      const { status, document } = await renderSitePage(ctx, template, pagePath, language);
      return sendDocument(ctx, status, document, 'no-store');
    }
    const prepared = await pages.made(pageKey(template, language, siteBaseUrl(ctx, publicUrl), address), async () => {
      const { status, document } = await renderSitePage(ctx, template, pagePath, language);
      // The language may come from a cookie or the visitor's country: shared caches must keep the versions apart.
      return prepareResponse({ status, type: HTML, body: document, cacheControl: 'no-cache', vary: ['Cookie'] });
    });
    sendPrepared(ctx, prepared);
  }

  /**
   * Where a cached page may be at `pagePath` and `querystring`: its address and caching rule (see renderedAddress), or
   * undefined when servePage would redirect it or serve the admin's shell; with the key it was last looked up by.
   * Remembered by path and query, as matching the page table's paths costs more than all the rest of a cached answer.
   */
  const cachedAddress = boundedMemoByAddress(CACHED_ADDRESSES_MAX, (pagePath, querystring): CachedAddress | undefined =>
    pagePathWithoutTrailingSlash(pagePath) !== undefined || isAdminPath(pagePath) ? undefined : renderedAddress(pagePath, new URLSearchParams(querystring)),
  );

  /** The cache key of the page at `where` for this build, language and request: the last one made, when it is alike. */
  function keyOf(where: CachedAddress, template: IndexTemplate, language: LanguageDecision, request: PlainRequest): string {
    const last = where.lastKey;
    if (last && last.template === template && last.language === language && last.host === request.host && last.protocol === request.protocol) return last.key;
    const key = pageKey(template, language, siteBaseUrl(request, publicUrl), where.address);
    where.lastKey = { template, language, host: request.host, protocol: request.protocol, key };
    return key;
  }

  /**
   * The fast path's look-up (see fast-path.ts) of the page at `pagePath`: the rendered page servePage would send, with
   * the language cookie it would set, when it is in the cache and the language is decided without a country lookup.
   */
  function cachedPage(request: PlainRequest, pagePath: string): CachedAnswer | undefined {
    const template = readTemplate.recent();
    const where = template && cachedAddress(pagePath, request.querystring);
    // A page with a language of its own (a visitor's booking) is never kept: see servePage.
    if (!template || !where || where.cache === 'never') return undefined;
    let language = languageWithoutCountry(request.query[LANGUAGE_QUERY_PARAM], request.cookie(LANGUAGE_COOKIE));
    if (!language) {
      const country = knownCountry(request.headers);
      if (country === undefined) return undefined;
      language = languageOfCountry(country);
    }
    const response = pages.get(keyOf(where, template, language, request));
    if (!response) return undefined;
    return language.remember ? { response, setCookie: languageCookie(language.remember, request.protocol === 'https') } : { response };
  }

  return { servePage, renderSitePage, cachedPage };
}

export type PageRendering = ReturnType<typeof pageRendering>;
