import type { Context, Middleware } from 'koa';
import { API_ROUTES } from '@shared/api-routes';
import type { ContentVersion } from './content-version';
import { boundedMemoByAddress } from './bounded-memo';
import type { CachedAnswerLookup } from './fast-path';
import { prepareResponse, responseCache, sendPrepared, type PreparedResponse, type ResponseCache } from './response-cache';

const { site, contactInfo, heroContent, aboutContent, blogPosts, packages, successStories, categories, services, socialLinks, legalContent } = API_ROUTES;

/** The public reads: the same answer for every visitor, changed only by writes of public content. */
const PUBLIC_READ_ROUTES = [
  site.landingPage,
  site.settings,
  site.images,
  contactInfo.single,
  heroContent.single,
  aboutContent.single,
  blogPosts.bySlug,
  ...[packages, successStories, blogPosts, categories, services, socialLinks, legalContent].flatMap((records) => [records.list, records.item]),
];

/** The public reads' patterns as one expression: an id is digits, any other parameter one segment. */
const PUBLIC_READS = new RegExp(`^(?:${PUBLIC_READ_ROUTES.map((pattern) => pattern.replace(':id', '\\d+').replace(/:\w+/g, '[^/]+')).join('|')})$`);

/**
 * The query parameters a public read depends on. A request with any other parameter is answered uncached: otherwise
 * every made-up parameter (`?x=1`, `?x=2`...) would cost a maximum-quality brotli compression and push real answers
 * out of the cache.
 */
const KEY_PARAMETERS = new Set(['lang']);

/** How many paths and queries the fast path remembers the cache key of (see cachedPublicRead). */
const REMEMBERED_KEYS_MAX = 1000;

/** Public answers are revalidated at every use: the ETag makes that a 304 when nothing changed. */
const PUBLIC_READ_CACHE_CONTROL = 'no-cache';

interface PublicApiCacheOptions {
  contentVersion: ContentVersion;
  /** The cookie a session comes in: a request carrying it is never answered from the cache. */
  sessionCookie: string;
}

/** The cache key (path and sorted query) of a public read at `path` and `querystring`, or undefined when it is not one. */
function publicReadKey(path: string, querystring: string): string | undefined {
  if (!PUBLIC_READS.test(path)) return undefined;
  if (!querystring) return path;
  const query = new URLSearchParams(querystring);
  for (const name of query.keys()) if (!KEY_PARAMETERS.has(name)) return undefined;
  query.sort();
  return `${path}?${query}`;
}

/** The cache key of a request that a cached public read may answer, or undefined when the request is not one. */
function requestKey(ctx: Context, sessionCookie: string): string | undefined {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return undefined;
  // Anything that may carry a session goes through the whole chain: an admin's view is never shared with visitors.
  if (ctx.headers.authorization !== undefined || (ctx.headers.cookie !== undefined && ctx.cookies.get(sessionCookie) !== undefined)) return undefined;
  return publicReadKey(ctx.path, ctx.querystring);
}

/** The bytes Koa would send for a JSON body (a string, a Buffer, or a plain object or array it stringifies); not a stream. */
function serializedJson(body: unknown): string | Buffer | undefined {
  if (typeof body === 'string' || Buffer.isBuffer(body)) return body;
  if (Array.isArray(body) || (typeof body === 'object' && body !== null && Object.getPrototypeOf(body) === Object.prototype)) return JSON.stringify(body);
  return undefined;
}

/** The answer the rest of the chain gave, prepared, when it is one to keep: a 200 JSON body. */
async function preparedAnswer(ctx: Context): Promise<PreparedResponse | undefined> {
  if (ctx.status !== 200 || !ctx.response.is('json')) return undefined;
  const serialized = serializedJson(ctx.body);
  if (serialized === undefined) return undefined;
  return prepareResponse({ type: ctx.response.get('Content-Type'), body: serialized, cacheControl: PUBLIC_READ_CACHE_CONTROL });
}

/**
 * Answers the public API reads of visitors (no session cookie, no Authorization header) from memory: serialized and
 * compressed once per content version, with an ETag and 304s. A miss runs the rest of the chain and keeps its
 * answer when it is a 200 JSON body; misses of the same read arriving meanwhile wait for that answer instead of
 * reading too (after a content write, a busy site reads each page once, not once per waiting visitor). Placed before
 * body parsing, session lookup and routing, so a hit skips them all.
 */
export function publicApiCache({ contentVersion, sessionCookie }: PublicApiCacheOptions, cache: ResponseCache = responseCache(contentVersion)): Middleware {
  const reading = new Map<string, Promise<PreparedResponse | undefined>>();
  return async (ctx, next) => {
    const key = requestKey(ctx, sessionCookie);
    if (key === undefined) return next();
    const cached = cache.get(key);
    if (cached) return sendPrepared(ctx, cached);

    // Read before the data is: a content write finishing meanwhile bumps it, and the answer is then not kept.
    const version = contentVersion.current;
    const readKey = `${version} ${key}`;
    const underway = reading.get(readKey);
    if (underway) {
      const shared = await underway;
      return shared ? sendPrepared(ctx, shared) : next();
    }
    let settle: (answer: PreparedResponse | undefined) => void = () => {};
    reading.set(readKey, new Promise((resolve) => (settle = resolve)));
    let prepared: PreparedResponse | undefined;
    try {
      await next();
      prepared = await preparedAnswer(ctx);
    } finally {
      reading.delete(readKey);
      settle(prepared);
    }
    if (!prepared) return;
    cache.set(key, prepared, version);
    sendPrepared(ctx, prepared);
  };
}

/** The fast path's look-up of `cache` (the one publicApiCache keeps): a public read held there, by the same key. */
export function cachedPublicRead(cache: ResponseCache): CachedAnswerLookup {
  const keyOf = boundedMemoByAddress(REMEMBERED_KEYS_MAX, publicReadKey);
  return (request) => {
    const key = keyOf(request.path, request.querystring);
    const response = key === undefined ? undefined : cache.get(key);
    return response && { response };
  };
}
