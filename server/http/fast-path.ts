import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery, type ParsedUrlQuery } from 'node:querystring';
import type { TLSSocket } from 'node:tls';
import { API_PREFIX } from '@shared/api-routes';
import { boundedMemo } from './bounded-memo';
import type { Logger } from 'pino';
import type { DrainState } from './draining';
import { representation, sentEtag, type Encoding, type PreparedResponse } from './response-cache';

/** A GET or HEAD request read off node's request as Koa reads it: all a cached answer's key is made of. */
export interface PlainRequest {
  method: 'GET' | 'HEAD';
  /** The path as Koa's ctx.path has it (not decoded). */
  path: string;
  /** The query without its `?`, as ctx.querystring. */
  querystring: string;
  /** The query parsed as ctx.query is (when first read: most look-ups need none of it); not to be changed. */
  readonly query: Readonly<ParsedUrlQuery>;
  headers: IncomingHttpHeaders;
  /** ctx.protocol: `http` or `https`, from X-Forwarded-Proto behind a trusted proxy. */
  protocol: string;
  /** ctx.host, from X-Forwarded-Host behind a trusted proxy. */
  host: string;
  /** A cookie's value as Koa's ctx.cookies.get reads it. */
  cookie(name: string): string | undefined;
}

/** A cached answer to a request, with the language cookie the chain would have set beside it. */
export interface CachedAnswer {
  response: PreparedResponse;
  setCookie?: string;
}

/** The cached answer to a request, or undefined when the Koa chain must answer it (a miss, or a case it does not decide). */
export type CachedAnswerLookup = (request: PlainRequest) => CachedAnswer | undefined;

interface FastPathOptions {
  /** The look-ups of answers under /api/ (the public reads, the slot search), tried in turn. */
  apiLookups: CachedAnswerLookup[];
  /** The look-ups of every other path (pages, the feed). */
  pageLookups: CachedAnswerLookup[];
  /** The headers securityHeaders sets on every answer (see helmetHeaders). */
  securityHeaders: [string, string][];
  /** TRUST_PROXY: Koa then reads the protocol and host from X-Forwarded-Proto and X-Forwarded-Host. */
  proxy: boolean;
  drain: DrainState;
  logger: Logger;
  /** A request carrying this cookie or an Authorization header may be an admin's: the chain answers it. */
  sessionCookie: string;
}

/** Characters for which Koa's URL parser (parseurl) leaves its quick path and may read the path otherwise. */
const UNUSUAL_URL = /[\t\n\f\r #\u00a0\ufeff]/;

/** How many distinct queries the fast path keeps parsed. */
const PARSED_QUERIES_MAX = 1000;

/** A query parsed as Koa's ctx.query is; shared between the requests that carry it, so never to be changed. */
const parsedQuery = boundedMemo(PARSED_QUERIES_MAX, (querystring): ParsedUrlQuery => parseQuery(querystring));

/** The query of a request without one, as ctx.query reads it; shared, so never to be changed. */
const NO_QUERY: Readonly<ParsedUrlQuery> = Object.freeze({});

const cookiePatterns = new Map<string, RegExp>();

/** The cookie's value in a Cookie header, read as the cookies package behind ctx.cookies.get reads it. */
function cookieIn(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  let pattern = cookiePatterns.get(name);
  if (!pattern) cookiePatterns.set(name, (pattern = new RegExp(`(?:^|;) *${name.replace(/[\^$\\.*+?()[\]{}|]/g, '\\$&')}=([^;]*)`)));
  const value = header.match(pattern)?.[1];
  return value?.startsWith('"') ? value.slice(1, -1) : value;
}

/** The first of a header's comma-separated values, trimmed, as Koa reads Host and X-Forwarded-*. */
function firstValue(value: string | string[] | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const comma = value.indexOf(',');
  return (comma === -1 ? value : value.slice(0, comma)).trim();
}

function protocolOf(request: IncomingMessage, proxy: boolean): string {
  if ((request.socket as TLSSocket).encrypted) return 'https';
  if (!proxy) return 'http';
  return firstValue(request.headers['x-forwarded-proto'])?.toLowerCase() || 'http';
}

/** A PlainRequest: one shape for every request, as the look-ups read them at every cached answer. */
class CacheableRequest implements PlainRequest {
  constructor(
    readonly method: 'GET' | 'HEAD',
    readonly path: string,
    readonly querystring: string,
    readonly headers: IncomingHttpHeaders,
    readonly protocol: string,
    readonly host: string,
  ) {}

  get query() {
    return this.querystring ? parsedQuery(this.querystring) : NO_QUERY;
  }

  cookie(name: string) {
    return cookieIn(this.headers.cookie, name);
  }
}

/** The request as the caches read it, or undefined for one only the chain answers. */
function plainRequest(request: IncomingMessage, { proxy, drain, sessionCookie }: FastPathOptions): PlainRequest | undefined {
  const { method, url = '', headers } = request;
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  // A body (refused on a page), a cross-origin call (CORS headers), a possible session or a draining server (which
  // closes each connection) all change the answer: the chain decides them.
  if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined || headers.origin !== undefined) return undefined;
  if (headers.authorization !== undefined || cookieIn(headers.cookie, sessionCookie) !== undefined || drain.draining) return undefined;
  if (!url.startsWith('/') || UNUSUAL_URL.test(url)) return undefined;
  const host = (proxy && firstValue(headers['x-forwarded-host'])) || firstValue(headers.host);
  // No host, or one with user information (which Koa rewrites): the chain answers.
  if (!host || host.includes('@')) return undefined;
  const queryAt = url.indexOf('?');
  return queryAt === -1
    ? new CacheableRequest(method, url, '', headers, protocolOf(request, proxy), host)
    : new CacheableRequest(method, url.slice(0, queryAt), url.slice(queryAt + 1), headers, protocolOf(request, proxy), host);
}

interface HeaderLists {
  /** Security headers and Vary: the language cookie comes after them. */
  head: string[];
  tail: string[];
  /** head and tail together, for an answer without a cookie. */
  all: string[];
  /** head, the language cookie last sent with this form, and tail (see withCookie). */
  lastWithCookie?: { setCookie: string; headers: string[] };
}

/**
 * The headers of a form with the language cookie between head and tail. The cookie's value changes once a second at
 * most (see languageCookie), so the list is made again only then, not for every request that sets it.
 */
function withCookie(lists: HeaderLists, setCookie: string): string[] {
  if (lists.lastWithCookie?.setCookie !== setCookie) lists.lastWithCookie = { setCookie, headers: [...lists.head, 'Set-Cookie', setCookie, ...lists.tail] };
  return lists.lastWithCookie.headers;
}

/** The encodings in the order of their place among an answer's header forms. */
const ENCODINGS: Encoding[] = ['identity', 'gzip', 'br'];

/**
 * The headers of a cached answer, in the chain's order (security headers first, then Vary, Cache-Control, ETag and the
 * body's), without the language cookie, which goes after Vary. The same few arrays serve every request for an answer:
 * made once per answer and form (encoding, 304 or not, HTTPS or not), each form found by its number, not a key made
 * per request.
 */
function headerLists(securityHeaders: string[]): (prepared: PreparedResponse, encoding: Encoding, notModified: boolean, https: boolean) => HeaderLists {
  const made = new WeakMap<PreparedResponse, (HeaderLists | undefined)[]>();
  return (prepared, encoding, notModified, https) => {
    let forms = made.get(prepared);
    if (!forms) made.set(prepared, (forms = []));
    const form = ENCODINGS.indexOf(encoding) * 4 + (notModified ? 2 : 0) + (https ? 1 : 0);
    let headers = forms[form];
    if (headers) return headers;
    const head = [...securityHeaders];
    if (https) head.push('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    head.push('Vary', ['Accept-Encoding', ...prepared.vary].join(', '));
    const tail = ['Cache-Control', prepared.cacheControl, 'ETag', sentEtag(prepared, encoding)];
    if (!notModified) {
      tail.push('Content-Type', prepared.type);
      if (encoding !== 'identity') tail.push('Content-Encoding', encoding);
      tail.push('Content-Length', String((encoding === 'identity' ? prepared.body : prepared[encoding]).length));
    }
    forms[form] = headers = { head, tail, all: head.concat(tail) };
    return headers;
  };
}

const API_PATHS = `${API_PREFIX}/`;

/**
 * Answers a request from the caches before the Koa chain runs, when one holds its answer: the same status, headers
 * (security headers first, then Vary, the language cookie, Cache-Control, ETag and the body's), bytes and request log
 * line as the chain would give. Returns false, having written nothing, for every request it leaves to the chain.
 */
export function fastPath(options: FastPathOptions): (request: IncomingMessage, response: ServerResponse) => boolean {
  const { apiLookups, pageLookups, logger } = options;
  const headersOf = headerLists(options.securityHeaders.flat());
  return (request, response) => {
    const logged = logger.isLevelEnabled('info');
    const started = logged ? performance.now() : 0;
    const plain = plainRequest(request, options);
    if (!plain) return false;
    let answer: CachedAnswer | undefined;
    for (const lookup of plain.path.startsWith(API_PATHS) ? apiLookups : pageLookups) if ((answer = lookup(plain))) break;
    if (!answer) return false;

    const { response: prepared, setCookie } = answer;
    const { notModified, encoding } = representation(plain.method, plain.headers, prepared);
    const lists = headersOf(prepared, encoding, notModified, plain.protocol === 'https');
    const status = notModified ? 304 : prepared.status;
    response.writeHead(status, setCookie ? withCookie(lists, setCookie) : lists.all);
    response.end(notModified || plain.method === 'HEAD' ? undefined : encoding === 'identity' ? prepared.body : prepared[encoding]);
    if (logged) logger.info({ method: plain.method, path: plain.path, status, ms: Math.round(performance.now() - started) }, 'request');
    return true;
  };
}
