import { DEFAULT_HERO_IMAGE, LANGUAGES, type Language } from '@shared/constants';
import { DATE_LOCALE } from '@shared/format';
import { jsonInScript } from '@shared/json-in-script';
import { directionOf } from '@shared/language';
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
  /** The page's path, which names it in its canonical and alternate URLs (never with a trailing slash: servePage redirects such an address). */
  path: string;
  /** The language the page is written in. */
  language: Language;
  /** Whether the address named that language (`?lang=`); without it the page is the x-default, chosen per visitor. */
  languageInAddress: boolean;
  baseUrl: string;
}

/**
 * The built index.html with this page's language, title, description, canonical, Open Graph, Twitter and hreflang
 * tags, the link to the blog's feed in its language, and the page's structured data (JSON-LD).
 *
 * The canonical form of an address: the page's path without a trailing slash, with `?lang=` when the address named
 * the language and no other query. So each language version (`/blogs?lang=ar`, the sitemap's addresses) and the
 * x-default chosen per visitor (`/blogs`) is its own canonical, as hreflang wants of the addresses it names. A page
 * kept out of search results (noindex: the not-found page, a preview, a visitor's booking, the admin) names no
 * canonical and no alternates: it has no address to send a search engine to.
 */
export function renderPage(template: string, { head, noindex, structuredData }: PageOutcome, { path, language, languageInAddress, baseUrl }: PageAddress): string {
  const canonical = languageInAddress ? pageUrl(baseUrl, path, language) : `${baseUrl}${path}`;
  const siteName = siteText(language, 'meta.siteName');
  const image = head.image ?? { url: DEFAULT_HERO_IMAGE, alt: siteName };
  const imageUrl = absolute(baseUrl, image.url);
  const tag = (name: string, attributes: Record<string, string>) =>
    `<${name} ${Object.entries(attributes)
      .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
      .join(' ')} />`;
  const addresses = noindex
    ? [tag('meta', { name: 'robots', content: 'noindex' })]
    : [
        tag('link', { rel: 'canonical', href: canonical }),
        ...LANGUAGES.map((alternate) => tag('link', { rel: 'alternate', hreflang: alternate, href: pageUrl(baseUrl, path, alternate) })),
        tag('link', { rel: 'alternate', hreflang: 'x-default', href: `${baseUrl}${path}` }),
      ];
  const tags = [
    tag('meta', { name: 'description', content: head.description }),
    ...(head.refreshSeconds === undefined ? [] : [tag('meta', { 'http-equiv': 'refresh', content: String(head.refreshSeconds) })]),
    ...addresses,
    tag('link', { rel: 'alternate', type: 'application/rss+xml', title: siteText(language, 'meta.blogs.title'), href: feedUrl(baseUrl, language) }),
    tag('meta', { property: 'og:type', content: head.type }),
    tag('meta', { property: 'og:site_name', content: siteName }),
    tag('meta', { property: 'og:title', content: head.title }),
    tag('meta', { property: 'og:description', content: head.description }),
    ...(noindex ? [] : [tag('meta', { property: 'og:url', content: canonical })]),
    tag('meta', { property: 'og:image', content: imageUrl }),
    ...(image.alt ? [tag('meta', { property: 'og:image:alt', content: image.alt })] : []),
    tag('meta', { property: 'og:locale', content: ogLocale(language) }),
    ...LANGUAGES.filter((other) => other !== language).map((other) => tag('meta', { property: 'og:locale:alternate', content: ogLocale(other) })),
    ...(head.publishedAt ? [tag('meta', { property: 'article:published_time', content: head.publishedAt })] : []),
    tag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
    tag('meta', { name: 'twitter:title', content: head.title }),
    tag('meta', { name: 'twitter:description', content: head.description }),
    tag('meta', { name: 'twitter:image', content: imageUrl }),
    ...(image.alt ? [tag('meta', { name: 'twitter:image:alt', content: image.alt })] : []),
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
