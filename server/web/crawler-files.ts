import type { Context } from 'koa';
import { API_PREFIX } from '@shared/api-routes';
import { LANGUAGES } from '@shared/constants';
import type { PublicReadAnswers } from '@shared/public-reads';
import { escapeHtml } from '../http/escape-html';
import { siteBaseUrl } from '../http/site-base-url';
import { pageUrl } from './page-meta';
import { pageRenderer } from './page-renderer';
import { SHORT_CACHE } from './static-files';

/** robots.txt and sitemap.xml: what crawlers may read, and every public page in every language. */
export function crawlerFiles({ publicUrl, answers }: { publicUrl: string | undefined; answers: PublicReadAnswers }) {
  /** Everything but the admin and the API, and where the sitemap is. */
  function robots(ctx: Context) {
    ctx.type = 'text/plain; charset=utf-8';
    ctx.set('Cache-Control', SHORT_CACHE);
    ctx.body = ['User-agent: *', 'Allow: /', 'Disallow: /admin', `Disallow: ${API_PREFIX}/`, '', `Sitemap: ${siteBaseUrl(ctx, publicUrl)}/sitemap.xml`, ''].join('\n');
  }

  /** Each address of the page table in each language, with its alternates (the x-default too) and, for a story or post, its last change. */
  async function sitemap(ctx: Context) {
    const baseUrl = siteBaseUrl(ctx, publicUrl);
    const entries = (await (await pageRenderer()).sitemapEntries(answers)).flatMap((entry) =>
      LANGUAGES.map((language) =>
        [
          '  <url>',
          `    <loc>${escapeHtml(pageUrl(baseUrl, entry.path, language))}</loc>`,
          ...(entry.lastModified ? [`    <lastmod>${escapeHtml(entry.lastModified)}</lastmod>`] : []),
          ...LANGUAGES.map(
            (alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate}" href="${escapeHtml(pageUrl(baseUrl, entry.path, alternate))}" />`,
          ),
          // The same alternates as the page's head, whose bare address is the x-default (see renderPage).
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(`${baseUrl}${entry.path}`)}" />`,
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

  return { robots, sitemap };
}
