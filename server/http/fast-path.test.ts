import http from 'node:http';
import { Writable } from 'node:stream';
import Koa from 'koa';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoAvailability, type ConsultationType } from '@shared/schemas/booking';
import { NOW, WEDNESDAY } from '../test/booking-server';
import { blogPostInput, consultationTypeInput, packageInput } from '../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';
import { standInBuild } from '../test/stand-in-build';

/*
 * The fast path (fast-path.ts) answers cached public answers before the Koa chain runs: each answer must be the
 * chain's, header for header and byte for byte, with the same request log line.
 */

interface Answer {
  status: number;
  /** Every header as sent, in order, without Date (the clock's) and with a cookie's expiry to the minute. */
  headers: string[];
  body: Buffer;
  /** Whether the Koa chain ran for it. */
  throughChain: boolean;
}

/** Thirty seconds into a minute: free times are kept for the minute (see freeTimes). */
const CLOCK = new Date(NOW.getTime() + 30_000);

let build: ReturnType<typeof standInBuild>;
let call: ConsultationType;
let server: TestServer;
let admin: TestClient;
const logLines: { method: string; path: string; status: number; msg: string }[] = [];
const chainRuns = vi.spyOn(Koa.prototype, 'createContext');

beforeAll(async () => {
  build = standInBuild();
  const logger = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _encoding, done) => (logLines.push(JSON.parse(String(chunk))), done()) }));
  // Behind a proxy, as in production: the protocol and host come from X-Forwarded-Proto and X-Forwarded-Host.
  server = await startTestServer({ WEB_DIST_DIR: build.distDir, TRUST_PROXY: 'true' }, { logger, now: () => CLOCK });
  admin = await server.admin();
  await admin.post('/api/hero-content', { titleEn: 'Eat well', titleAr: 'كل جيدا', subtitleEn: 'Sub', subtitleAr: 'فرعي' });
  await admin.post('/api/packages', packageInput());
  await admin.post('/api/blog-posts', blogPostInput({ slug: 'breakfast' }));
  await admin.put('/api/booking/availability', demoAvailability());
  call = (await admin.post('/api/booking/types', consultationTypeInput({ durationMinutes: 15 }))).body;
  // A finished image variant is a change of public content: none may drop the caches while a test compares.
  await server.deps.images.idle();
});
afterAll(async () => {
  await server.stop();
  build.remove();
});
afterEach(() => chainRuns.mockClear());

/** Sends one request on its own connection and reads the answer as sent. */
function send(path: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  chainRuns.mockClear();
  return new Promise((resolve, reject) => {
    const request = http.request(`${server.url}${path}`, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const sent: string[] = [];
        for (let index = 0; index < response.rawHeaders.length; index += 2) {
          const [name, value] = [response.rawHeaders[index]!, response.rawHeaders[index + 1]!];
          if (name === 'Date') continue;
          sent.push(name, name === 'Set-Cookie' ? value.replace(/(expires=\w+, \d+ \w+ \d+ \d+:\d+):\d+/, '$1') : value);
        }
        resolve({ status: response.statusCode!, headers: sent, body: Buffer.concat(chunks), throughChain: chainRuns.mock.calls.length > 0 });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

/** Fills the cache with the answer to a request (the chain's), so that the next one may come from the cache. */
async function warm(path: string, headers: Record<string, string>) {
  await send(path, headers);
}

/**
 * The request answered by the fast path and by the chain (a GET saying it has an empty body, which changes nothing
 * in the chain's answer but is left to it), both after the cache was filled.
 */
async function bothPaths(path: string, headers: Record<string, string> = {}, method = 'GET') {
  await warm(path, headers);
  const fast = await send(path, headers, method);
  const chain = await send(path, { ...headers, 'Content-Length': '0' }, method);
  return { fast, chain };
}

const etagOf = (answer: Answer) => answer.headers[answer.headers.indexOf('ETag') + 1]!;

describe('the fast path', () => {
  const kinds: [kind: string, path: string, headers: Record<string, string>][] = [
    ['an API read', '/api/packages', {}],
    ['an API read in Arabic', '/api/landing-page?lang=ar', { 'Accept-Encoding': 'br' }],
    ['a post by its slug', '/api/blog-posts/slug/breakfast?lang=en', { 'Accept-Encoding': 'gzip' }],
    ['a page in English by its cookie', '/', { Cookie: 'dietbar_lang=en', 'Accept-Encoding': 'gzip, br' }],
    ['a page in Arabic by its address (which sets the cookie)', '/?lang=ar', { 'Accept-Encoding': 'gzip' }],
    ['a page in Arabic by its cookie', '/blogs', { Cookie: 'theme=dark; dietbar_lang=ar' }],
    ['a page in Arabic by the country', '/blog/breakfast', { 'CF-IPCountry': 'EG', 'Accept-Encoding': 'br' }],
    ['the not-found page', '/no-such-page', {}],
    ['the feed', '/rss.xml?lang=ar', { 'Accept-Encoding': 'br' }],
    ['a page over HTTPS through the proxy (HSTS, a secure cookie)', '/blog/breakfast?lang=ar', { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'dietbar.example' }],
  ];

  async function expectTheSameAnswer(path: string, headers: Record<string, string>) {
    const { fast, chain } = await bothPaths(path, headers);
    expect(fast.throughChain).toBe(false);
    expect(chain.throughChain).toBe(true);
    expect(fast.status).toBe(chain.status);
    expect(fast.headers).toEqual(chain.headers);
    expect(fast.body.equals(chain.body)).toBe(true);
    expect(fast.body.length).toBeGreaterThan(0);
  }

  it.each(kinds)('sends %s as the chain does: every header and byte', async (_kind, path, headers) => expectTheSameAnswer(path, headers));

  it("sends a visitor's slot search as the chain does, and leaves the practice's to it", async () => {
    await expectTheSameAnswer(`/api/booking/slots?type=${call.id}&from=${WEDNESDAY}&to=2026-12-15`, { 'Accept-Encoding': 'br' });
    const practice = `/api/booking/slots?type=${call.id}&from=${WEDNESDAY}&asPractice=true`;
    await warm(practice, {});
    expect((await send(practice, {})).throughChain).toBe(true);
  });

  it.each(kinds.filter(([kind]) => kind !== 'the not-found page'))('sends the 304 of %s as the chain does', async (_kind, path, headers) => {
    await warm(path, headers);
    const etag = etagOf(await send(path, headers));
    const { fast, chain } = await bothPaths(path, { ...headers, 'If-None-Match': etag });
    expect([fast.throughChain, chain.throughChain]).toEqual([false, true]);
    expect(fast.status).toBe(304);
    expect(fast.headers).toEqual(chain.headers);
    expect(fast.body.length + chain.body.length).toBe(0);
  });

  it('sets the language cookie as of the moment it answers, though it sent the same answer before with an earlier one', async () => {
    const cookieOf = (answer: Answer) => answer.headers[answer.headers.indexOf('Set-Cookie') + 1];
    await warm('/?lang=ar', {});
    const before = await send('/?lang=ar', {});
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000);
    try {
      const { fast, chain } = await bothPaths('/?lang=ar', {});
      expect([before.throughChain, fast.throughChain, chain.throughChain]).toEqual([false, false, true]);
      expect(cookieOf(fast)).toBe(cookieOf(chain));
      expect(cookieOf(fast)).not.toBe(cookieOf(before));
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers HEAD with the headers of GET and no body, as the chain does', async () => {
    const { fast, chain } = await bothPaths('/api/packages', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect([fast.throughChain, chain.throughChain]).toEqual([false, true]);
    expect(fast.headers).toEqual(chain.headers);
    expect(fast.body.length + chain.body.length).toBe(0);
  });

  it('writes the same request log line as the chain', async () => {
    logLines.length = 0;
    const { fast, chain } = await bothPaths('/blogs?lang=en', {});
    expect([fast.throughChain, chain.throughChain]).toEqual([false, true]);
    const [, fastLine, chainLine] = logLines.filter((line) => line.msg === 'request');
    expect(fastLine).toMatchObject({ level: 30, method: 'GET', path: '/blogs', status: 200 });
    expect(Object.keys(fastLine!).sort()).toEqual(Object.keys(chainLine!).sort());
    expect({ ...fastLine, ms: 0, time: 0 }).toEqual({ ...chainLine, ms: 0, time: 0 });
  });

  it('leaves to the chain what may be an admin, a cross-origin call, or a read it does not cache', async () => {
    await send('/api/packages', {});
    const refused: Record<string, string>[] = [{ Authorization: 'Bearer x' }, { Cookie: 'dietbar_session=x' }, { Origin: 'https://elsewhere.example' }];
    for (const headers of refused) {
      expect((await send('/api/packages', headers)).throughChain).toBe(true);
    }
    for (const path of ['/api/packages?x=1', '/api/health', '/book', '/sitemap.xml', '/blogs/']) {
      await send(path, {});
      expect((await send(path, {})).throughChain, path).toBe(true);
    }
  });

  it('tells apart the pages of one address asked in turn for other sites and languages', async () => {
    const asked = [
      { host: 'one.example', language: 'en' },
      { host: 'two.example', language: 'en' },
      { host: 'one.example', language: 'ar' },
      { host: 'one.example', language: 'en' },
    ];
    for (const { host, language } of asked) await warm('/success-stories', { 'X-Forwarded-Host': host, Cookie: `dietbar_lang=${language}` });
    for (const { host, language } of asked) {
      const answer = await send('/success-stories', { 'X-Forwarded-Host': host, Cookie: `dietbar_lang=${language}` });
      expect(answer.throughChain).toBe(false);
      expect(String(answer.body)).toContain(`<link rel="canonical" href="http://${host}/success-stories"`);
      expect(String(answer.body)).toContain(`<html lang="${language}"`);
    }
  });

  it('sends the new answer at once after a write of public content', async () => {
    const before = await bothPaths('/?lang=en', {});
    expect(before.fast.throughChain).toBe(false);
    await warm('/api/landing-page?lang=en', {});
    expect((await send('/api/landing-page?lang=en', {})).throughChain).toBe(false);
    expect((await admin.post('/api/hero-content', { titleEn: 'Eat better now', titleAr: 'كل أفضل', subtitleEn: 'Sub', subtitleAr: 'فرعي' })).status).toBe(200);
    expect(String((await send('/?lang=en', {})).body)).toContain('Eat better now');
    expect(String((await send('/api/landing-page?lang=en', {})).body)).toContain('Eat better now');
    await send('/?lang=en', {});
    const after = await send('/?lang=en', {});
    expect(after.throughChain).toBe(false);
    expect(String(after.body)).toContain('Eat better now');
  });
});
