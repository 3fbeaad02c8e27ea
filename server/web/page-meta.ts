import { DEFAULT_HERO_IMAGE, LANGUAGES, type Language } from '../../shared/constants';
import { pickLocalized } from '../../shared/localize';
import ar from '../../web/site/locales/ar.json';
import en from '../../web/site/locales/en.json';
import { escapeHtml } from '../http/escape-html';
import type { Repositories } from '../resources/repositories';

/** The site's own catalogs, so that the titles the server writes are the ones the pages show. */
const CATALOGS: Record<Language, unknown> = { en, ar };

/** A text of the site catalog with `{{name}}` placeholders filled. */
export function translate(language: Language, key: string, values: Record<string, string> = {}): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], CATALOGS[language]);
  if (typeof text !== 'string') throw new Error(`Missing site text ${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => values[name] ?? '');
}

export interface PageMeta {
  status: 200 | 404;
  /** The path without a trailing slash, used for canonical and alternate URLs. */
  path: string;
  title: string;
  description: string;
  /** Same-site path or absolute URL of the share image. */
  image?: string;
  type: 'website' | 'article';
  publishedAt?: string;
  /** Pages that must stay out of search results (admin, not found). */
  noindex: boolean;
}

const DESCRIPTION_MAX = 160;

/** One line of at most DESCRIPTION_MAX characters, cut at a word with an ellipsis. */
export function summarize(text: string): string {
  const line = text.replace(/\*\*/g, '').replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > 80 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

const text = (record: object, field: string, language: Language) =>
  pickLocalized<string>(record as Record<string, unknown>, field, language) ?? '';

function staticPage(path: string, key: string, language: Language, status: 200 | 404 = 200, noindex = false): PageMeta {
  return {
    status,
    path,
    title: translate(language, `meta.${key}.title`),
    description: translate(language, `meta.${key}.description`),
    type: 'website',
    noindex,
  };
}

/**
 * What the server knows of a public path: its status (404 for unknown paths and unknown stories or posts)
 * and the title, description and image to write into the HTML for crawlers and link previews.
 */
export async function resolvePage(rawPath: string, language: Language, repositories: Repositories): Promise<PageMeta> {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const segments = path.split('/').filter(Boolean).map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  const notFound = () => staticPage(path, 'notFound', language, 404, true);

  if (segments.length === 0) {
    const hero = await repositories.heroContent.single();
    const heroImage = hero?.backgroundImage || DEFAULT_HERO_IMAGE;
    return { ...staticPage('/', 'home', language), image: heroImage };
  }
  const [first, second, ...rest] = segments;
  if (first === 'admin') return staticPage(path, 'admin', language, 200, true);
  if (rest.length > 0) return notFound();

  if (first === 'success-stories' && second === undefined) return staticPage(path, 'successStories', language);
  if (first === 'blogs' && second === undefined) return staticPage(path, 'blogs', language);

  if (first === 'success-story' && second !== undefined && /^\d+$/.test(second)) {
    const story = await repositories.successStories.find(Number(second));
    if (!story) return notFound();
    return {
      status: 200,
      path,
      title: translate(language, 'meta.successStory.title', { name: text(story, 'name', language) }),
      description: summarize(text(story, 'excerpt', language) || text(story, 'achievement', language)),
      image: story.image,
      type: 'article',
      publishedAt: story.publishedAt,
      noindex: false,
    };
  }

  if (first === 'blog' && second !== undefined) {
    const post = await repositories.blogPosts.findBySlugOrId(second);
    if (!post) return notFound();
    return {
      status: 200,
      path,
      title: translate(language, 'meta.blogPost.title', { title: text(post, 'title', language) }),
      description: summarize(text(post, 'excerpt', language)),
      image: post.image,
      type: 'article',
      publishedAt: post.publishedAt,
      noindex: false,
    };
  }

  return notFound();
}

const OG_LOCALE: Record<Language, string> = { en: 'en_US', ar: 'ar_EG' };

/** The URL of a page in a language: `?lang=` makes every language version its own shareable address. */
export const pageUrl = (baseUrl: string, path: string, language: Language) => `${baseUrl}${path}?lang=${language}`;

const absolute = (baseUrl: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${baseUrl}${url.startsWith('/') ? '' : '/'}${url}`);

export interface PageAddress {
  /** The language the page is written in. */
  language: Language;
  /** Whether the address named that language (`?lang=`); without it the page is the x-default, chosen per visitor. */
  languageInAddress: boolean;
  baseUrl: string;
}

/**
 * The built index.html with this page's language, title, description, canonical, Open Graph, Twitter and hreflang
 * tags. Each address is its own canonical: `?lang=ar` for the Arabic page, the bare path for the x-default.
 */
export function renderPage(template: string, meta: PageMeta, { language, languageInAddress, baseUrl }: PageAddress, defaultImage: string): string {
  const canonical = languageInAddress ? pageUrl(baseUrl, meta.path, language) : `${baseUrl}${meta.path}`;
  const image = absolute(baseUrl, meta.image || defaultImage);
  const siteName = translate(language, 'meta.siteName');
  const tag = (name: string, attributes: Record<string, string>) =>
    `<${name} ${Object.entries(attributes)
      .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
      .join(' ')} />`;
  const tags = [
    tag('meta', { name: 'description', content: meta.description }),
    ...(meta.noindex ? [tag('meta', { name: 'robots', content: 'noindex' })] : []),
    tag('link', { rel: 'canonical', href: canonical }),
    ...LANGUAGES.map((alternate) => tag('link', { rel: 'alternate', hreflang: alternate, href: pageUrl(baseUrl, meta.path, alternate) })),
    tag('link', { rel: 'alternate', hreflang: 'x-default', href: `${baseUrl}${meta.path}` }),
    tag('meta', { property: 'og:type', content: meta.type }),
    tag('meta', { property: 'og:site_name', content: siteName }),
    tag('meta', { property: 'og:title', content: meta.title }),
    tag('meta', { property: 'og:description', content: meta.description }),
    tag('meta', { property: 'og:url', content: canonical }),
    tag('meta', { property: 'og:image', content: image }),
    tag('meta', { property: 'og:locale', content: OG_LOCALE[language] }),
    ...LANGUAGES.filter((other) => other !== language).map((other) => tag('meta', { property: 'og:locale:alternate', content: OG_LOCALE[other] })),
    ...(meta.publishedAt ? [tag('meta', { property: 'article:published_time', content: meta.publishedAt })] : []),
    tag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
    tag('meta', { name: 'twitter:title', content: meta.title }),
    tag('meta', { name: 'twitter:description', content: meta.description }),
    tag('meta', { name: 'twitter:image', content: image }),
  ].join('\n    ');

  // Replaced by functions: a replacement string would expand `$&`, `$'` and `` $` `` in the content (and escapeHtml
  // turns `$<` into `$&lt;`), copying parts of the template into the page.
  return template
    .replace(/<html[^>]*>/i, () => `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`)
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace('<!--dietbar:head-->', () => tags);
}
