import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'koa';
import { LRUCache } from 'lru-cache';
import type { ContentVersion } from './content-version';

/** An answer serialized and compressed once, ready to be sent to any number of requests. */
export interface PreparedResponse {
  status: number;
  /** The full Content-Type, e.g. `application/json; charset=utf-8`. */
  type: string;
  body: Buffer;
  /** A strong ETag (quoted) made from a hash of `body`. */
  etag: string;
  gzip: Buffer;
  br: Buffer;
  cacheControl: string;
  /** Request headers the answer depends on besides Accept-Encoding (which sendPrepared always adds). */
  vary: string[];
}

const gzipAsync = promisify(zlib.gzip);
const brotliAsync = promisify(zlib.brotliCompress);

type Compressed = [gzip: Buffer, br: Buffer];

/**
 * Compressed bodies by body hash. Content-addressed, so never stale: after a write that left a body unchanged (an
 * image variant finished, another page edited) its next miss costs a read and a hash, not a compression.
 */
const compressedBodies = new LRUCache<string, Compressed>({
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: ([gzip, br]) => gzip.length + br.length,
});
/** Compressions under way, by body hash: concurrent misses of the same body (after a content write) share one. */
const compressing = new Map<string, Promise<Compressed>>();

async function compress(body: Buffer): Promise<Compressed> {
  return Promise.all([
    gzipAsync(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
    // The highest quality: tens of milliseconds off the event loop, once per distinct body.
    brotliAsync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
}

function compressOnce(body: Buffer, bodyHash: string): Compressed | Promise<Compressed> {
  const done = compressedBodies.get(bodyHash);
  if (done) return done;
  let pending = compressing.get(bodyHash);
  if (!pending) {
    pending = compress(body)
      .then((compressed) => {
        compressedBodies.set(bodyHash, compressed);
        return compressed;
      })
      .finally(() => compressing.delete(bodyHash));
    compressing.set(bodyHash, pending);
  }
  return pending;
}

/** Serializes once: a strong ETag from a hash of the body, gzip and brotli bodies made asynchronously (never blocking the event loop). */
export async function prepareResponse(init: {
  status?: number;
  type: string;
  body: string | Buffer;
  cacheControl: string;
  vary?: string[];
}): Promise<PreparedResponse> {
  const body = typeof init.body === 'string' ? Buffer.from(init.body) : init.body;
  const bodyHash = hash('sha1', body, 'base64url');
  const [gzip, br] = await compressOnce(body, bodyHash);
  const etag = `"${bodyHash}"`;
  return { status: init.status ?? 200, type: init.type, body, etag, gzip, br, cacheControl: init.cacheControl, vary: init.vary ?? [] };
}

export interface ResponseCache {
  get(key: string): PreparedResponse | undefined;
  /**
   * Stores an answer made from data read at content version `version` (read `contentVersion.current` BEFORE reading
   * the data): an answer whose version is no longer current is not stored, so a write racing the read never leaves a
   * stale answer behind.
   */
  set(key: string, response: PreparedResponse, version: number): void;
  /**
   * The answer under `key`, made by `make` and stored when missing. Misses of one key arriving while it is being made
   * wait for that answer: a crowd on a cold cache (after a start or a content write) renders each page once, not once
   * per visitor.
   */
  made(key: string, make: () => Promise<PreparedResponse>): Promise<PreparedResponse>;
  readonly size: number;
}

const sizeOf = (response: PreparedResponse) => response.body.length + response.gzip.length + response.br.length;

/** An LRU bounded by entries and bytes; entries made under an older content version are never returned. */
export function responseCache(contentVersion: ContentVersion, { maxEntries = 1000, maxBytes = 32 * 1024 * 1024 } = {}): ResponseCache {
  const entries = new LRUCache<string, PreparedResponse>({ max: maxEntries, maxSize: maxBytes, sizeCalculation: sizeOf });
  /** Answers being made, by content version and key. */
  const making = new Map<string, Promise<PreparedResponse>>();
  // Every entry was made at this version: a bump drops them all at once (they would never be returned again anyway).
  let version = contentVersion.current;
  const current = () => {
    if (version !== contentVersion.current) {
      entries.clear();
      version = contentVersion.current;
    }
    return version;
  };
  const cache: ResponseCache = {
    get(key) {
      current();
      return entries.get(key);
    },
    set(key, response, madeAt) {
      // An entry larger than maxBytes is refused by the LRU itself.
      if (madeAt === current()) entries.set(key, response);
    },
    async made(key, make) {
      const cached = cache.get(key);
      if (cached) return cached;
      // Read before the data is (see set); a write meanwhile starts a new making for the new version.
      const madeAt = contentVersion.current;
      const underway = `${madeAt} ${key}`;
      let answer = making.get(underway);
      if (!answer) {
        answer = make().finally(() => making.delete(underway));
        making.set(underway, answer);
        cache.set(key, await answer, madeAt);
      }
      return answer;
    },
    get size() {
      return entries.size;
    },
  };
  return cache;
}

export type Encoding = 'br' | 'gzip' | 'identity';

const SERVER_PREFERENCE: Encoding[] = ['br', 'gzip', 'identity'];
const chosenEncodings = new Map<string, Encoding>();
const CHOSEN_ENCODINGS_MAX = 256;

/**
 * The coding to answer in for an Accept-Encoding header: the highest q-value among br, gzip and identity, ties going
 * to the smaller body (br, then gzip). An unlisted identity ranks with the lowest listed q-value (as the negotiator
 * package does), so it never beats a listed coding; `*` stands for every coding not listed; no header means identity.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const known = chosenEncodings.get(acceptEncoding);
  if (known) return known;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0);
  }
  const wildcard = quality.get('*');
  const lowest = Math.min(...quality.values());
  const qualityOf = (encoding: Encoding) => quality.get(encoding) ?? (encoding === 'identity' ? lowest : (wildcard ?? 0));
  // A client that refuses even identity still gets it: an answer it may not like beats none (RFC 9110 §12.5.3 allows this).
  let chosen: Encoding = 'identity';
  let best = 0;
  for (const encoding of SERVER_PREFERENCE) {
    const q = qualityOf(encoding);
    if (q > best) {
      chosen = encoding;
      best = q;
    }
  }
  if (chosenEncodings.size >= CHOSEN_ENCODINGS_MAX) chosenEncodings.clear();
  chosenEncodings.set(acceptEncoding, chosen);
  return chosen;
}

/** How a prepared answer goes to one request: as a 304 or not, and in which coding. */
export interface Representation {
  notModified: boolean;
  encoding: Encoding;
}

/**
 * The representation of `response` a request asks for: 304 on a matching If-None-Match (list, weak W/ prefixes, *) to
 * GET and HEAD, brotli/gzip/identity by Accept-Encoding (q-values), identity when compressing did not make it smaller.
 */
export function representation(method: string, headers: { 'accept-encoding'?: string; 'if-none-match'?: string }, response: PreparedResponse): Representation {
  let encoding = negotiateEncoding(headers['accept-encoding']);
  // A tiny body can come out larger compressed.
  if (encoding !== 'identity' && response[encoding].length >= response.body.length) encoding = 'identity';
  const notModified = (method === 'GET' || method === 'HEAD') && response.status >= 200 && response.status < 300 && matchesIfNoneMatch(headers['if-none-match'], response.etag);
  return { notModified, encoding };
}

/** The ETag sent with `encoding`: one strong ETag names the body; the compressed forms share it, so it is weak on them (RFC 9110 §8.8.1). */
export const sentEtag = (response: PreparedResponse, encoding: Encoding) => (encoding === 'identity' ? response.etag : `W/${response.etag}`);

/** Writes a prepared answer (see representation) with ETag, Cache-Control and Vary (always Accept-Encoding), HEAD without a body, and turns koa-compress off for it. */
export function sendPrepared(ctx: Context, response: PreparedResponse): void {
  const { notModified, encoding } = representation(ctx.method, ctx.headers, response);
  ctx.compress = false;
  // On a miss the chain's body is still set: a 304 status drops it.
  ctx.status = notModified ? 304 : response.status;
  ctx.vary('Accept-Encoding');
  for (const header of response.vary) ctx.vary(header);
  ctx.set('Cache-Control', response.cacheControl);
  ctx.set('ETag', sentEtag(response, encoding));
  if (notModified) return;
  ctx.set('Content-Type', response.type);
  if (encoding === 'identity') ctx.remove('Content-Encoding');
  else ctx.set('Content-Encoding', encoding);
  ctx.body = encoding === 'identity' ? response.body : response[encoding];
}

/**
 * True when an If-None-Match header matches an ETag (RFC 9110 §13.1.2): `*`, or the tag alone or in a list, compared
 * weakly (with or without W/ on either side). Written out rather than Koa's ctx.fresh, which copies every response
 * header into an object on each call: this runs on every cached answer, and a browser sends back the one tag it got,
 * which is told without splitting the header or making a string.
 */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  if (sameOpaqueTag(ifNoneMatch, opaque)) return true;
  if (ifNoneMatch.trim() === '*') return true;
  if (!ifNoneMatch.includes(',')) return sameOpaqueTag(ifNoneMatch.trim(), opaque);
  for (const tag of ifNoneMatch.split(',')) if (sameOpaqueTag(tag.trim(), opaque)) return true;
  return false;
}

/** Whether `candidate` is the opaque tag `opaque` (quoted, without W/), itself or weak. */
const sameOpaqueTag = (candidate: string, opaque: string) =>
  candidate === opaque || (candidate.length === opaque.length + 2 && candidate.startsWith('W/') && candidate.endsWith(opaque));
