import { BOOKING_QUERY, MANAGE_CHANGE_PARAM, MANAGE_OUTCOME_PARAM } from '@shared/booking-form-state';
import { CONTACT_SENT_PARAM } from '@shared/contact-form-state';
import { PAYMENT_RETURN_PARAM } from '@shared/payment-rules';
import { PREVIEW_PARAM } from '@shared/publication';
import { ROUTES } from '@shared/routes';
import { LIST_QUERY_PARAMS } from '../site/components/list-query-params';
import { CHOSEN_PACKAGE_PARAM } from '../site/features/landing/package-choice-event';

/**
 * How a rendered page is kept. `'until-content-changes'`: in memory per address (its path and the query parameters it
 * reads), language, site address and build, until the next write of public content; browsers revalidate it
 * (`no-cache`) with its ETag. `'never'`: rendered for each request and stored nowhere (`no-store`), for a page that
 * changes without any write of public content (free times) or belongs to one visitor (their booking).
 */
export type PageCaching = 'until-content-changes' | 'never';

/**
 * What the server needs of a public page to route a request and find it in the page cache, without its components:
 * the server starts without the renderer and loads it once it listens (see page-renderer.ts).
 */
export interface PageRoute {
  /** The router pattern, from ROUTES. */
  path: string;
  /** The query parameters the page reads: the rest of a query is dropped before the page is rendered and cached. */
  queryParameters: readonly string[];
  cache: PageCaching;
  /**
   * Whether the page shows a draft or scheduled subject to whoever has its preview link (`?preview={token}`, which its
   * reads pass on): such an address is rendered for each request, never kept, and kept out of search engines.
   */
  previewable?: boolean;
}

const LIST_PARAMETERS = Object.values(LIST_QUERY_PARAMS);

/** The route of every public page (see PUBLIC_PAGES in public-pages.tsx, which adds what each page shows), in its order. */
export const PAGE_ROUTES = {
  home: { path: ROUTES.home, queryParameters: [CONTACT_SENT_PARAM, CHOSEN_PACKAGE_PARAM], cache: 'until-content-changes' },
  successStories: { path: ROUTES.successStories, queryParameters: LIST_PARAMETERS, cache: 'until-content-changes' },
  blogs: { path: ROUTES.blogs, queryParameters: LIST_PARAMETERS, cache: 'until-content-changes' },
  // Free times change with every booking and every minute, neither of which is a write of public content.
  book: { path: ROUTES.book, queryParameters: Object.values(BOOKING_QUERY), cache: 'never' },
  // One visitor's own page, at an address only they were given.
  manageBooking: {
    path: ROUTES.manageBooking,
    queryParameters: [MANAGE_OUTCOME_PARAM, MANAGE_CHANGE_PARAM, PAYMENT_RETURN_PARAM, ...Object.values(BOOKING_QUERY)],
    cache: 'never',
  },
  successStory: { path: ROUTES.successStory, queryParameters: [], cache: 'until-content-changes', previewable: true },
  blogPost: { path: ROUTES.blogPost, queryParameters: [], cache: 'until-content-changes', previewable: true },
} as const satisfies Record<string, PageRoute>;

/** The query parameters a page reads, its preview link's included when it has one. */
const readParameters = (route: PageRoute): readonly string[] => (route.previewable ? [...route.queryParameters, PREVIEW_PARAM] : route.queryParameters);

/** Whether the address with this query is a preview of a draft or scheduled subject (see PageRoute.previewable). */
export const isPreview = (route: PageRoute, query: URLSearchParams) => route.previewable === true && query.has(PREVIEW_PARAM);

/**
 * A route's pattern (fixed segments and `:name` parameters) as the browser's router matches it (react-router's
 * matchPath, whose module would bring React into the server's start): whole, in any letter case, trailing slashes
 * allowed, each parameter one segment with `%2F` read as a slash.
 */
function routeMatcher(route: PageRoute) {
  const names: string[] = [];
  const source = route.path
    .replace(/\/*$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_segment, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    });
  const pattern = new RegExp(`^${source}\\/*$`, 'i');
  return (pathname: string) => {
    const values = pattern.exec(pathname)?.slice(1);
    return values && Object.fromEntries(names.map((name, index) => [name, values[index]!.replace(/%2F/g, '/')]));
  };
}

const MATCHERS = Object.values<PageRoute>(PAGE_ROUTES).map((route) => ({ route, match: routeMatcher(route) }));

/** The route at `pathname` with its route parameters, if any page has it. */
export function matchRoute(pathname: string): { route: PageRoute; params: Record<string, string> } | undefined {
  for (const { route, match } of MATCHERS) {
    const params = match(pathname);
    if (params) return { route, params };
  }
  return undefined;
}

/**
 * The canonical path of a page asked for with a trailing slash (`/blogs/` is `/blogs`, `//` is `/`), or undefined when
 * `pathname` has none or names no page. Only a page's own path: `//other.example/` must not become a redirect to
 * another site.
 */
export function pagePathWithoutTrailingSlash(pathname: string): string | undefined {
  if (!/.\/$/.test(pathname)) return undefined;
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  return matchRoute(trimmed) ? trimmed : undefined;
}

/** How a page no route has (the not-found page) is kept: like the others, so that a crawler's retries cost nothing. */
const NOT_FOUND_CACHING: PageCaching = 'until-content-changes';

/**
 * How the page at `pathname` is rendered and kept: its address (its path and only the query parameters it reads, in
 * the table's order; any other query, such as tracking tags or a bot's random strings, renders and caches as the same
 * page) and its caching rule.
 */
export function renderedAddress(pathname: string, query: URLSearchParams): { address: string; cache: PageCaching } {
  const route = matchRoute(pathname)?.route;
  const kept = new URLSearchParams();
  for (const name of route ? readParameters(route) : []) {
    const value = query.get(name);
    if (value !== null) kept.set(name, value);
  }
  const search = kept.toString();
  // A preview shows what visitors may not see: rendered for whoever has the link, kept nowhere.
  const cache = route && isPreview(route, kept) ? 'never' : (route?.cache ?? NOT_FOUND_CACHING);
  return { address: search ? `${pathname}?${search}` : pathname, cache };
}
