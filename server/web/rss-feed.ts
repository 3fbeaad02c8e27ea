import type { ParsedUrlQuery } from 'node:querystring';
import type { Context } from 'koa';
import { DEFAULT_LANGUAGE, type Language } from '@shared/constants';
import { isLanguage, LANGUAGE_QUERY_PARAM } from '@shared/language';
import type { PublicReadAnswers } from '@shared/public-reads';
import { paths } from '@shared/routes';
import { siteText } from '../../web/app/site-texts';
import type { ContentVersion } from '../http/content-version';
import type { PlainRequest } from '../http/fast-path';
import { escapeHtml } from '../http/escape-html';
import { prepareResponse, responseCache, sendPrepared } from '../http/response-cache';
import { siteBaseUrl } from '../http/site-base-url';
import { feedUrl, pageUrl } from './page-meta';
import { pageRenderer } from './page-renderer';

const RSS = 'application/rss+xml; charset=utf-8';

// Characters XML 1.0 forbids even as references (controls, lone surrogates, U+FFFE/FFFF): a reader would reject the
// whole feed over one pasted into a post.
// oxlint-disable-next-line no-control-regex -- matching those characters is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `value` as XML text (the five markup characters as references), without the characters XML cannot hold. */
const xmlText = (value: string) => escapeHtml(value.replace(NOT_XML, ''));

/**
 * The blog's RSS 2.0 feed at /rss.xml, in the language `?lang=` names (English without it: a feed reader has no cookie
 * to remember a choice by): the newest posts with their content as the post's page renders it. Written by hand like
 * the sitemap rather than with a feed library: a dozen fixed elements whose text is all escaped by one function.
 * Kept like the pages, until the next write of public content, with its ETag.
 */
export function rssFeed({ publicUrl, answers, contentVersion }: { publicUrl: string | undefined; answers: PublicReadAnswers; contentVersion: ContentVersion }) {
  const feeds = responseCache(contentVersion, { maxEntries: 16 });

  async function feedXml(baseUrl: string, language: Language): Promise<string> {
    const element = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;
    const items = (await (await pageRenderer()).feedPosts(language, answers)).map((post) => {
      const link = pageUrl(baseUrl, post.path, language);
      return [
        '    <item>',
        `      ${element('title', post.title)}`,
        `      ${element('link', link)}`,
        `      <guid isPermaLink="true">${xmlText(link)}</guid>`,
        `      ${element('pubDate', new Date(post.publishedAt).toUTCString())}`,
        `      ${element('category', post.category)}`,
        `      ${element('description', post.excerpt)}`,
        `      ${element('content:encoded', post.contentHtml)}`,
        '    </item>',
      ].join('\n');
    });
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
      '  <channel>',
      `    ${element('title', siteText(language, 'meta.blogs.title'))}`,
      `    ${element('link', pageUrl(baseUrl, paths.blogs(), language))}`,
      `    ${element('description', siteText(language, 'meta.blogs.description'))}`,
      `    ${element('language', language)}`,
      `    <atom:link href="${xmlText(feedUrl(baseUrl, language))}" rel="self" type="application/rss+xml" />`,
      ...items,
      '  </channel>',
      '</rss>',
      '',
    ].join('\n');
  }

  /** The feed's language: `?lang=` as ctx.query reads it, English without. */
  const feedLanguage = (query: ParsedUrlQuery): Language => {
    const requested = query[LANGUAGE_QUERY_PARAM];
    return isLanguage(requested) ? requested : DEFAULT_LANGUAGE;
  };
  const feedKey = (language: Language, baseUrl: string) => `${language}|${baseUrl}`;

  return {
    /** Answers GET and HEAD of /rss.xml. */
    async serve(ctx: Context) {
      const baseUrl = siteBaseUrl(ctx, publicUrl);
      const language = feedLanguage(ctx.query);
      sendPrepared(ctx, await feeds.made(feedKey(language, baseUrl), async () => prepareResponse({ type: RSS, body: await feedXml(baseUrl, language), cacheControl: 'no-cache' })));
    },
    /** The fast path's look-up (see fast-path.ts): the feed serve would send, when it is in the cache. */
    cached(request: PlainRequest) {
      const response = feeds.get(feedKey(feedLanguage(request.query), siteBaseUrl(request, publicUrl)));
      return response && { response };
    },
  };
}
