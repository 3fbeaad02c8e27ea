import { isbot } from 'isbot';
import type { Attribution } from '@shared/schemas/analytics';
import { ROUTES } from '@shared/routes';
import type { AppContext } from '../auth/app-state';
import type { Config } from '../config';
import { siteBaseUrl } from '../http/site-base-url';
import { countryInHeader } from '../resources/site/geo';

/**
 * Who sent a request, as far as the daily visitor id is made of it. The address and the user agent live only in this
 * object, for the time it takes to hash them: they are never stored or logged.
 */
export interface VisitorRequest {
  address: string;
  userAgent: string;
  /** The site's host, so that two sites on one server never share a visitor. */
  site: string;
  /** The country the trusted proxy's header names (GEO_COUNTRY_HEADER), else null. */
  country: string | null;
}

/** The request's visitor: its address (the proxy's X-Forwarded-For with TRUST_PROXY), user agent, site and country. */
export function visitorOf(ctx: AppContext, config: Pick<Config, 'PUBLIC_URL' | 'GEO_COUNTRY_HEADER'>): VisitorRequest {
  return {
    address: ctx.ip,
    userAgent: ctx.get('User-Agent'),
    site: new URL(siteBaseUrl(ctx, config.PUBLIC_URL)).host,
    country: countryInHeader(ctx.get(config.GEO_COUNTRY_HEADER)),
  };
}

/** A prefetch or prerender, as Chromium (Sec-Purpose), Safari and older browsers (Purpose, X-Purpose, X-Moz) mark it. */
const PREFETCH = /prefetch|prerender|preview/i;

/** The pages never counted: the dashboard, and a visitor's own booking (its address holds the key to it). */
const PRIVATE_PAGES = [ROUTES.admin, ROUTES.manageBooking.replace(/:\w+$/, '')];

const isPrivatePage = (path: string) => PRIVATE_PAGES.some((page) => path === page || path.startsWith(page.endsWith('/') ? page : `${page}/`));

/**
 * Why a page view is not counted, or undefined when it is: a bot or crawler by its user agent, a prefetch or
 * prerender, a signed-in admin looking at their own site, or a page that is not public.
 */
export function notCountedBecause(ctx: AppContext, path: string): string | undefined {
  const userAgent = ctx.get('User-Agent');
  if (userAgent === '' || isbot(userAgent)) return 'bot';
  if ([ctx.get('Sec-Purpose'), ctx.get('Purpose'), ctx.get('X-Purpose'), ctx.get('X-Moz')].some((value) => PREFETCH.test(value))) return 'prefetch';
  if (ctx.state.session) return 'admin';
  if (isPrivatePage(path)) return 'private page';
  return undefined;
}

/** The attribution of what the request sends (a lead, a booking): its visitor's latest session (see attributionOf). */
export const requestAttribution = (ctx: AppContext, config: Pick<Config, 'PUBLIC_URL' | 'GEO_COUNTRY_HEADER'>, views: { attributionOf(visitor: VisitorRequest): Promise<Attribution | null> }) =>
  views.attributionOf(visitorOf(ctx, config));
