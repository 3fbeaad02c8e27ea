import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery, type ParsedUrlQuery } from 'node:querystring';
import type { TLSSocket } from 'node:tls';
import type { Logger } from 'pino';
import type { DrainState } from './draining';
import { representation, sentEtag, type PreparedResponse } from './response-cache';

/** A GET or HEAD request read off node's request as Koa reads it: all a cached answer's key is made of. */
export interface PlainRequest {
  method: 'GET' | 'HEAD';
  /** The path as Koa's ctx.path has it (not decoded). */
  path: string;
  /** The query without its `?`, as ctx.querystring. */
  querystring: string;
  /** The query parsed as ctx.query is. */
  query: ParsedUrlQuery;
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
  lookups: CachedAnswerLookup[];
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
  const querystring = queryAt === -1 ? '' : url.slice(queryAt + 1);
  return {
    method,
    path: queryAt === -1 ? url : url.slice(0, queryAt),
    querystring,
    query: querystring ? parseQuery(querystring) : {},
    headers,
    protocol: protocolOf(request, proxy),
    host,
    cookie: (name) => cookieIn(headers.cookie, name),
  };
}

/**
 * Answers a request from the caches before the Koa chain runs, when one holds its answer: the same status, headers
 * (security headers first, then Vary, the language cookie, Cache-Control, ETag and the body's), bytes and request log
 * line as the chain would give. Returns false, having written nothing, for every request it leaves to the chain.
 */
export function fastPath(options: FastPathOptions): (request: IncomingMessage, response: ServerResponse) => boolean {
  const { lookups, logger } = options;
  const securityHeaders = options.securityHeaders.flat();
  return (request, response) => {
    const started = performance.now();
    const plain = plainRequest(request, options);
    if (!plain) return false;
    let answer: CachedAnswer | undefined;
    for (const lookup of lookups) if ((answer = lookup(plain))) break;
    if (!answer) return false;

    const { response: prepared, setCookie } = answer;
    const { notModified, encoding } = representation(plain.method, plain.headers, prepared);
    const headers = [...securityHeaders];
    if (plain.protocol === 'https') headers.push('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    headers.push('Vary', ['Accept-Encoding', ...prepared.vary].join(', '));
    if (setCookie) headers.push('Set-Cookie', setCookie);
    headers.push('Cache-Control', prepared.cacheControl, 'ETag', sentEtag(prepared, encoding));
    const status = notModified ? 304 : prepared.status;
    const body = encoding === 'identity' ? prepared.body : prepared[encoding];
    if (!notModified) {
      headers.push('Content-Type', prepared.type);
      if (encoding !== 'identity') headers.push('Content-Encoding', encoding);
      headers.push('Content-Length', String(body.length));
    }
    response.writeHead(status, headers);
    response.end(notModified || plain.method === 'HEAD' ? undefined : body);
    logger.info({ method: plain.method, path: plain.path, status, ms: Math.round(performance.now() - started) }, 'request');
    return true;
  };
}
