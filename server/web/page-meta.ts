import { DEFAULT_HERO_IMAGE, LANGUAGES, type Language } from '../../shared/constants';
import { DATE_LOCALE } from '../../shared/format';
import { jsonInScript } from '../../shared/json-in-script';
import { directionOf } from '../../shared/language';
import type { PageOutcome } from '../../web/app/page-head';
import { siteText } from '../../web/app/site-texts';
import { escapeHtml } from '../http/escape-html';

/** Open Graph writes a locale with an underscore: en_US. */
const ogLocale = (language: Language) => DATE_LOCALE[language].replace('-', '_');

/** The URL of a page in a language: `?lang=` makes every language version its own shareable address. */
export const pageUrl = (baseUrl: string, path: string, language: Language) => `${baseUrl}${path}?lang=${language}`;

/** The path of the blog's RSS feed, one per language (`?lang=`). */
export const FEED_PATH = '/rss.xml';

/** The address of the blog's feed in a language. */
export const feedUrl = (baseUrl: string, language: Language) => `${baseUrl}${FEED_PATH}?lang=${language}`;

const absolute = (baseUrl: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${baseUrl}${url.startsWith('/') ? '' : '/'}${url}`);

interface PageAddress {
  /** The path asked for; without its trailing slash, it names the page in canonical and alternate URLs. */
  path: string;
  /** The language the page is written in. */
  language: Language;
  /** Whether the address named that language (`?lang=`); without it the page is the x-default, chosen per visitor. */
  languageInAddress: boolean;
  baseUrl: string;
}

/**
 * The built index.html with this page's language, title, description, canonical, Open Graph, Twitter and hreflang
 * tags, the link to the blog's feed in its language, and the page's structured data (JSON-LD). Each address is its own canonical: `?lang=ar` for the Arabic page, the bare path for the x-default.
 */
export function renderPage(template: string, { head, noindex, structuredData }: PageOutcome, { path: requestedPath, language, languageInAddress, baseUrl }: PageAddress): string {
  const path = requestedPath.length > 1 ? requestedPath.replace(/\/+$/, '') : requestedPath;
  const canonical = languageInAddress ? pageUrl(baseUrl, path, language) : `${baseUrl}${path}`;
  const image = absolute(baseUrl, head.image || DEFAULT_HERO_IMAGE);
  const siteName = siteText(language, 'meta.siteName');
  const tag = (name: string, attributes: Record<string, string>) =>
    `<${name} ${Object.entries(attributes)
      .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
      .join(' ')} />`;
  const tags = [
    tag('meta', { name: 'description', content: head.description }),
    ...(noindex ? [tag('meta', { name: 'robots', content: 'noindex' })] : []),
    tag('link', { rel: 'canonical', href: canonical }),
    ...LANGUAGES.map((alternate) => tag('link', { rel: 'alternate', hreflang: alternate, href: pageUrl(baseUrl, path, alternate) })),
    tag('link', { rel: 'alternate', hreflang: 'x-default', href: `${baseUrl}${path}` }),
    tag('link', { rel: 'alternate', type: 'application/rss+xml', title: siteText(language, 'meta.blogs.title'), href: feedUrl(baseUrl, language) }),
    tag('meta', { property: 'og:type', content: head.type }),
    tag('meta', { property: 'og:site_name', content: siteName }),
    tag('meta', { property: 'og:title', content: head.title }),
    tag('meta', { property: 'og:description', content: head.description }),
    tag('meta', { property: 'og:url', content: canonical }),
    tag('meta', { property: 'og:image', content: image }),
    tag('meta', { property: 'og:locale', content: ogLocale(language) }),
    ...LANGUAGES.filter((other) => other !== language).map((other) => tag('meta', { property: 'og:locale:alternate', content: ogLocale(other) })),
    ...(head.publishedAt ? [tag('meta', { property: 'article:published_time', content: head.publishedAt })] : []),
    tag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
    tag('meta', { name: 'twitter:title', content: head.title }),
    tag('meta', { name: 'twitter:description', content: head.description }),
    tag('meta', { name: 'twitter:image', content: image }),
    // A data block, never run: the CSP's script-src does not apply to it, and jsonInScript keeps its text inside it.
    ...(structuredData?.({ page: (target) => pageUrl(baseUrl, target, language), file: (url) => absolute(baseUrl, url) }) ?? []).map(
      (data) => `<script type="application/ld+json">${jsonInScript(data)}</script>`,
    ),
  ].join('\n    ');

  // Replaced by functions: a replacement string would expand `$&`, `$'` and `` $` `` in the content (and escapeHtml
  // turns `$<` into `$&lt;`), copying parts of the template into the page.
  return template
    .replace(/<html[^>]*>/i, () => `<html lang="${language}" dir="${directionOf(language)}">`)
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace('<!--dietbar:head-->', () => tags);
}
