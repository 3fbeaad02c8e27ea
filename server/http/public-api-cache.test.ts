import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { blogPostInput, categoryInput, contactInput, packageInput, serviceInput, storyInput } from '../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';

let server: TestServer;
let admin: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
  visitor = server.client();
  await admin.post('/api/hero-content', { titleEn: 'Eat well', titleAr: 'كل جيدا', subtitleEn: 'Sub', subtitleAr: 'فرعي' });
  await admin.post('/api/packages', packageInput());
  await admin.post('/api/success-stories', storyInput());
  await admin.post('/api/blog-posts', blogPostInput({ slug: 'breakfast' }));
});
afterAll(() => server.stop());

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent, still encoded. */
  body: Buffer;
}

/** A request through node:http, which (unlike fetch) neither adds Accept-Encoding nor decodes the answer. */
function raw(urlPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${server.url}${urlPath}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** The body as text, decoded as its Content-Encoding says. */
function decoded({ headers, body }: RawResponse): string {
  if (headers['content-encoding'] === 'br') return zlib.brotliDecompressSync(body).toString();
  if (headers['content-encoding'] === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

/** The quoted hash of an ETag, without a W/ prefix. */
const opaque = (etag: string | null | undefined) => etag?.replace(/^W\//, '');

describe('public reads', () => {
  it('carry an ETag and are revalidated (no-cache); other API answers stay no-store', async () => {
    for (const path of ['/api/landing-page?lang=en', '/api/packages', '/api/site-settings', '/api/blog-posts/slug/breakfast?lang=ar']) {
      const response = await visitor.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('etag'), path).toMatch(/^(W\/)?"[\w-]+"$/);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(response.headers.get('vary'), path).toContain('Accept-Encoding');
    }
    for (const path of ['/api/health', '/api/auth/setup', '/api/packages/999999']) {
      const response = await visitor.get(path);
      expect(response.headers.get('etag'), path).toBeNull();
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('answer a matching If-None-Match with 304 and no body: the ETag itself, in a list, weak, or *', async () => {
    const first = await raw('/api/packages');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (const ifNoneMatch of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
      const response = await raw('/api/packages', { 'If-None-Match': ifNoneMatch });
      expect(response.status, ifNoneMatch).toBe(304);
      expect(response.body.length).toBe(0);
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const changed = await raw('/api/packages', { 'If-None-Match': '"something-else"' });
    expect(changed.status).toBe(200);
    expect(JSON.parse(changed.body.toString())).toEqual(JSON.parse(first.body.toString()));
  });

  it('match an If-None-Match whether the client kept the compressed or the plain answer', async () => {
    const compressed = await raw('/api/landing-page?lang=en', { 'Accept-Encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    // One body, one hash: weak on the compressed forms (RFC 9110 §8.8.1), strong on the plain one.
    expect(compressed.headers.etag).toMatch(/^W\//);
    const plain = await raw('/api/landing-page?lang=en');
    expect(opaque(compressed.headers.etag)).toBe(plain.headers.etag);
    expect((await raw('/api/landing-page?lang=en', { 'If-None-Match': compressed.headers.etag! })).status).toBe(304);
    expect((await raw('/api/landing-page?lang=en', { 'If-None-Match': compressed.headers.etag!, 'Accept-Encoding': 'gzip' })).status).toBe(304);
  });

  it('answer HEAD with the headers of GET and no body', async () => {
    const get = await raw('/api/success-stories', { 'Accept-Encoding': 'gzip' });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const head = await raw('/api/success-stories', { 'Accept-Encoding': 'gzip' }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers.etag).toBe(get.headers.etag);
      expect(head.headers['content-length']).toBe(String(get.body.length));
      expect(head.headers['content-encoding']).toBe('gzip');
    }
    expect((await raw('/api/success-stories', { 'If-None-Match': get.headers.etag! }, 'HEAD')).status).toBe(304);
  });

  it('are sent in brotli when accepted, gzip when only gzip is, and plain otherwise, all the same JSON', async () => {
    const plain = await raw('/api/landing-page?lang=ar');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const json = JSON.parse(plain.body.toString());
    expect(json.heroContent.title).toBe('كل جيدا');

    const brotli = await raw('/api/landing-page?lang=ar', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.body).toString())).toEqual(json);

    const gzip = await raw('/api/landing-page?lang=ar', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.body).toString())).toEqual(json);

    const refused = await raw('/api/landing-page?lang=ar', { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body.toString())).toEqual(json);
  });

  it('keep each language apart, and answer a query with parameters they do not take without the cache', async () => {
    const english = await visitor.get('/api/landing-page?lang=en');
    const arabic = await visitor.get('/api/landing-page?lang=ar');
    expect(english.body.heroContent.title).toBe('Eat well');
    expect(arabic.body.heroContent.title).toBe('كل جيدا');
    expect(english.headers.get('etag')).not.toBe(arabic.headers.get('etag'));
    const busted = await visitor.get('/api/landing-page?lang=en&nocache=1');
    expect(busted.body).toEqual(english.body);
    expect(busted.headers.get('etag')).toBeNull();
  });
});

describe('invalidation', () => {
  it('shows every admin change at the very next read: the landing page, a list and an item', async () => {
    const landing = await visitor.get('/api/landing-page?lang=en');
    const list = await visitor.get('/api/packages');
    const packageId = list.body[0].id;
    const item = await visitor.get(`/api/packages/${packageId}`);

    await admin.post('/api/hero-content', { titleEn: 'Eat better', titleAr: 'كل أفضل', subtitleEn: 'Sub', subtitleAr: 'فرعي' });
    const newLanding = await visitor.get('/api/landing-page?lang=en', { headers: { 'If-None-Match': landing.headers.get('etag')! } });
    expect(newLanding.status).toBe(200);
    expect(newLanding.body.heroContent.title).toBe('Eat better');
    expect(opaque(newLanding.headers.get('etag'))).not.toBe(opaque(landing.headers.get('etag')));

    await admin.put(`/api/packages/${packageId}`, packageInput({ nameEn: 'Renamed Plan' }));
    const newItem = await visitor.get(`/api/packages/${packageId}`, { headers: { 'If-None-Match': item.headers.get('etag')! } });
    expect(newItem.status).toBe(200);
    expect(newItem.body.nameEn).toBe('Renamed Plan');
    const newList = await visitor.get('/api/packages', { headers: { 'If-None-Match': list.headers.get('etag')! } });
    expect(newList.status).toBe(200);
    expect(newList.body.map((entry: { nameEn: string }) => entry.nameEn)).toEqual(['Renamed Plan']);

    await admin.delete(`/api/packages/${packageId}`);
    expect((await visitor.get(`/api/packages/${packageId}`)).status).toBe(404);
    expect((await visitor.get('/api/packages')).body).toEqual([]);
  });

  it('follows a post from its slug read, through the same content version', async () => {
    const before = await visitor.get('/api/blog-posts/slug/breakfast?lang=en');
    await admin.put(`/api/blog-posts/${before.body.id}`, blogPostInput({ slug: 'breakfast', titleEn: 'Breakfast, revisited' }));
    const after = await visitor.get('/api/blog-posts/slug/breakfast?lang=en');
    expect(after.body.title).toBe('Breakfast, revisited');
  });

  it('is caused by a write of public content, and by no other: neither a refused one nor a lead, whoever sends it', async () => {
    const { contentVersion } = server.deps;
    const start = contentVersion.current;
    // Changed behind the API's back (straight through the repository): only a bump would show it, so the cached answer proves none happened.
    const cached = await visitor.get('/api/services');
    await server.deps.repositories.services.create(serviceInput({ nameEn: 'Hidden' }));
    expect((await admin.post('/api/packages', { nameEn: '' })).status).toBe(400);
    expect((await visitor.post('/api/contact', contactInput())).status).toBe(201);
    expect((await admin.post('/api/contact', contactInput())).status).toBe(201);
    expect((await visitor.post('/api/packages', packageInput())).status).toBe(401);
    expect(contentVersion.current).toBe(start);
    expect((await visitor.get('/api/services')).body).toEqual(cached.body);

    expect((await admin.post('/api/packages', packageInput())).status).toBe(201);
    expect(contentVersion.current).toBe(start + 1);
    expect((await visitor.get('/api/services')).body.map((service: { nameEn: string }) => service.nameEn)).toContain('Hidden');
  });
});

describe('concurrent misses', () => {
  it('of the same read wait for the first one instead of reading too, and all get its answer', async () => {
    await admin.post('/api/packages', packageInput({ nameEn: 'Shared Plan' }));
    const packages = server.deps.repositories.packages;
    const list = packages.listPublic.bind(packages);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The real read, held until every request has arrived.
    const reads = vi.spyOn(packages, 'listPublic').mockImplementation(async (...args) => {
      await gate;
      return list(...args);
    });
    try {
      const answers = Array.from({ length: 10 }, () => raw('/api/packages', { 'Accept-Encoding': 'br' }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      const responses = await Promise.all(answers);
      expect(reads).toHaveBeenCalledTimes(1);
      expect(new Set(responses.map((response) => response.status))).toEqual(new Set([200]));
      expect(new Set(responses.map((response) => response.body.toString('base64'))).size).toBe(1);
      expect(JSON.parse(decoded(responses[0]!))).toEqual(await list());
      expect(decoded(responses[0]!)).toContain('Shared Plan');
    } finally {
      reads.mockRestore();
    }
  });
});

describe('signed-in reads', () => {
  it('are never answered from the shared cache nor stored into it', async () => {
    // A visitor's answer is cached; the database then changes behind the API's back (no bump), visible only uncached.
    const visitorView = (await visitor.get('/api/categories')).body;
    await server.deps.repositories.categories.create(categoryInput({ name: 'Secret', nameEn: 'Secret' }));
    const adminView = await admin.get('/api/categories');
    expect(adminView.body.map((category: { name: string }) => category.name)).toContain('Secret');
    expect(adminView.headers.get('etag')).toBeNull();
    expect(adminView.headers.get('cache-control')).toBe('no-store');
    const bearer = await visitor.get('/api/categories', { headers: { Authorization: 'Bearer not-a-session' } });
    expect(bearer.body.map((category: { name: string }) => category.name)).toContain('Secret');
    // The admin's and the bearer's reads did not replace the visitor's cached answer.
    expect((await visitor.get('/api/categories')).body).toEqual(visitorView);

    // And an admin's read made first is not what the next visitor gets.
    await admin.get('/api/social-links');
    await server.deps.repositories.socialLinks.create({ platform: 'instagram', url: 'https://instagram.com/dietbar', isActive: true });
    expect((await visitor.get('/api/social-links')).body.map((link: { platform: string }) => link.platform)).toEqual(['instagram']);
  });
});
