import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { contentVersion } from './content-version';
import { matchesIfNoneMatch, negotiateEncoding, prepareResponse, responseCache, sendPrepared } from './response-cache';

const prepare = (body: string | Buffer) => prepareResponse({ type: 'application/json; charset=utf-8', body, cacheControl: 'no-cache' });

describe('prepareResponse', () => {
  it('keeps the body, names it with a strong ETag of its hash, and compresses it both ways', async () => {
    const text = JSON.stringify({ items: Array.from({ length: 200 }, (_, index) => ({ index, name: `Item ${index}` })) });
    const prepared = await prepare(text);
    expect(prepared).toMatchObject({ status: 200, type: 'application/json; charset=utf-8', cacheControl: 'no-cache', vary: [] });
    expect(prepared.body.toString()).toBe(text);
    expect(prepared.etag).toMatch(/^"[\w-]{20,}"$/);
    expect(zlib.gunzipSync(prepared.gzip).toString()).toBe(text);
    expect(zlib.brotliDecompressSync(prepared.br).toString()).toBe(text);
    expect(prepared.br.length).toBeLessThan(prepared.gzip.length);
  });

  it('gives the same body the same ETag and another body another one', async () => {
    const [first, again, other] = await Promise.all([prepare('{"a":1}'), prepare(Buffer.from('{"a":1}')), prepare('{"a":2}')]);
    expect(again.etag).toBe(first.etag);
    expect(other.etag).not.toBe(first.etag);
  });

  it('compresses a body it has compressed before only once, whether asked at once or later', async () => {
    const text = JSON.stringify({ unchanged: 'x'.repeat(5000) });
    const [first, concurrent] = await Promise.all([prepare(text), prepare(text)]);
    const later = await prepare(Buffer.from(text));
    expect(concurrent.br).toBe(first.br);
    expect(later.br).toBe(first.br);
    expect(later.gzip).toBe(first.gzip);
  });
});

describe('responseCache', () => {
  it('answers what was stored at the current version, and nothing once the version moves on', async () => {
    const version = contentVersion();
    const cache = responseCache(version);
    const answer = await prepare('{"a":1}');
    cache.set('/a', answer, version.current);
    expect(cache.get('/a')).toBe(answer);
    version.bump();
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('refuses an answer made from data read before a write finished', async () => {
    const version = contentVersion();
    const cache = responseCache(version);
    const readAt = version.current;
    version.bump();
    cache.set('/a', await prepare('{"stale":true}'), readAt);
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/a', await prepare('{"fresh":true}'), version.current);
    expect(cache.get('/a')?.body.toString()).toBe('{"fresh":true}');
  });

  it('makes an answer once for every miss of its key arriving while it is made, and again for a newer version', async () => {
    const version = contentVersion();
    const cache = responseCache(version);
    const made: string[] = [];
    const make = (body: string) => async () => {
      made.push(body);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return prepare(body);
    };
    const crowd = await Promise.all(Array.from({ length: 10 }, () => cache.made('/page', make('"first"'))));
    expect(made).toEqual(['"first"']);
    expect(new Set(crowd).size).toBe(1);
    expect(cache.get('/page')).toBe(crowd[0]);

    version.bump();
    const during = cache.made('/page', make('"second"'));
    // A write while the answer is being made: later misses make their own, and the older answer is not kept.
    version.bump();
    const after = await cache.made('/page', make('"third"'));
    expect((await during).body.toString()).toBe('"second"');
    expect(after.body.toString()).toBe('"third"');
    expect(made).toEqual(['"first"', '"second"', '"third"']);
    expect(cache.get('/page')).toBe(after);
  });

  it('holds at most maxEntries, dropping the least recently used', async () => {
    const version = contentVersion();
    const cache = responseCache(version, { maxEntries: 2 });
    const [a, b, c] = await Promise.all([prepare('"a"'), prepare('"b"'), prepare('"c"')]);
    cache.set('/a', a, 0);
    cache.set('/b', b, 0);
    cache.get('/a');
    cache.set('/c', c, 0);
    expect(cache.size).toBe(2);
    expect(cache.get('/a')).toBe(a);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/c')).toBe(c);
  });

  it('holds at most maxBytes of bodies (plain and compressed together), and never an answer larger than that', async () => {
    const version = contentVersion();
    const answers = await Promise.all(['1', '2', '3', '4'].map((digit) => prepare(JSON.stringify(digit.repeat(1000)))));
    const bytes = (answer: (typeof answers)[number]) => answer.body.length + answer.gzip.length + answer.br.length;
    const cache = responseCache(version, { maxBytes: bytes(answers[0]!) * 2 + 10 });
    answers.forEach((answer, index) => cache.set(`/${index}`, answer, 0));
    expect(cache.size).toBe(2);
    expect(cache.get('/3')).toBe(answers[3]);
    expect(cache.get('/0')).toBeUndefined();

    const tiny = responseCache(version, { maxBytes: 100 });
    tiny.set('/big', answers[0]!, 0);
    expect(tiny.size).toBe(0);
  });
});

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['identity', 'identity'],
    ['identity;q=1, br;q=0.5', 'identity'],
    ['br;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0.1', 'gzip'],
    ['deflate', 'identity'],
    ['BR', 'br'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('matchesIfNoneMatch', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"x",W/"abc" ,"y"', true],
    ['*', true],
    [' * ', true],
    ['"abcd"', false],
    ['"x", "y"', false],
    ['abc', false],
    [' "abc" ', true],
    [' W/"abc"', true],
    ['W/"abd"', false],
    ['X/"abc"', false],
    ['w/"abc"', false],
    ['W/"abc", *', true],
    ['"abc"W/', false],
    ['W/W/"abc"', false],
  ])('%j against "abc" → %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, '"abc"')).toBe(expected);
    expect(matchesIfNoneMatch(header, 'W/"abc"')).toBe(expected);
  });
});

describe('sendPrepared', () => {
  it('answers 304 only to GET and HEAD of a 2xx answer: a prepared not-found page is always sent whole', async () => {
    const notFoundPage = await prepareResponse({ status: 404, type: 'text/html; charset=utf-8', body: '<h1>Not found</h1>', cacheControl: 'no-cache' });
    const page = await prepareResponse({ type: 'text/html; charset=utf-8', body: '<h1>Hello</h1>', cacheControl: 'no-cache', vary: ['Cookie'] });
    const app = new Koa();
    app.use((ctx) => sendPrepared(ctx, ctx.path === '/missing' ? notFoundPage : page));
    const server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const missing = await fetch(`${base}/missing`, { headers: { 'If-None-Match': notFoundPage.etag } });
      expect(missing.status).toBe(404);
      expect(await missing.text()).toBe('<h1>Not found</h1>');
      const posted = await fetch(`${base}/`, { method: 'POST', headers: { 'If-None-Match': page.etag } });
      expect(posted.status).toBe(200);
      const revalidated = await fetch(`${base}/`, { headers: { 'If-None-Match': page.etag } });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get('vary')).toBe('Accept-Encoding, Cookie');
      expect(revalidated.headers.get('content-type')).toBeNull();
    } finally {
      server.close();
    }
  });
});
