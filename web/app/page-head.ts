import type { Language } from '@shared/constants';
import { siteText } from './site-texts';

/** What the server writes into a page's `<head>` for crawlers and link previews (its alternates follow its path). */
export interface PageHead {
  title: string;
  description: string;
  /** The share image; the default one, named for the practice, when absent. */
  image?: ShareImage;
  /** The Open Graph type: an article (a story, a post) also has its published time. */
  type: 'website' | 'article';
  publishedAt?: string;
  /** Reload the page by itself after this many seconds (a payment being confirmed), without needing scripts. */
  refreshSeconds?: number;
}

/**
 * An image a link preview shows, and its text for whoever cannot see it (og:image:alt), in the page's language; ''
 * when the picture only decorates (no alt is then written).
 */
export interface ShareImage {
  /** A same-site path or an absolute URL. */
  url: string;
  alt: string;
}

/** One schema.org JSON-LD object, written into the page's head. */
export interface StructuredData {
  '@context'?: 'https://schema.org';
  '@type': string;
  [property: string]: unknown;
}

/**
 * Absolute addresses for structured data: only the server knows the site's origin (PUBLIC_URL or the request's), so
 * the page table describes its data with site paths and the server makes them absolute.
 */
export interface SiteLinks {
  /** The page at a site path, in the page's language. */
  page(path: string): string;
  /** A file (an image) at a site path, or an absolute URL as it is. */
  file(url: string): string;
}

/** How the server answers a page: its status, its head, and whether it stays out of search results. */
export interface PageOutcome {
  status: 200 | 404;
  head: PageHead;
  noindex: boolean;
  /** The page's JSON-LD, with its addresses made absolute by `links` (see SiteLinks). */
  structuredData?: (links: SiteLinks) => StructuredData[];
}

/** The pages whose title and description are texts of the site's catalog (`meta.<page>.title`, `.description`). */
type CatalogPage = 'home' | 'successStories' | 'blogs' | 'book' | 'manageBooking' | 'notFound' | 'admin';

/** The head of a page that is the same whatever its content: its catalog title and description. */
export function catalogHead(page: CatalogPage, language: Language): PageHead {
  return { title: siteText(language, `meta.${page}.title`), description: siteText(language, `meta.${page}.description`), type: 'website' };
}

/** The not-found page's answer: 404, and out of search results. */
export const notFoundOutcome = (language: Language): PageOutcome => ({ status: 404, head: catalogHead('notFound', language), noindex: true });

/** The admin's answer: its empty shell, out of search results. */
export const adminShellOutcome = (language: Language): PageOutcome => ({ status: 200, head: catalogHead('admin', language), noindex: true });

const DESCRIPTION_MAX = 160;

/** One line of at most DESCRIPTION_MAX characters, cut at a word with an ellipsis. */
export function summarize(text: string): string {
  const line = text.replace(/\*\*/g, '').replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > 80 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/**
 * The head of an article (a story, a post): its own title, its summary, its image with the text that stands for it on
 * the page, and its published time.
 */
export function articleHead(title: string, summary: string, article: { image: string; publishedAt: string }, imageAlt: string): PageHead {
  return { title, description: summarize(summary), image: { url: article.image, alt: imageAlt }, type: 'article', publishedAt: article.publishedAt };
}
