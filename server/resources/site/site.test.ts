import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SKELETON_COUNTS } from '@shared/constants';
import { blogPostInput, packageInput, storyInput } from '../../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.stop());

describe('site-wide reads', () => {
  it('answers the health check', async () => {
    expect((await server.client().get('/api/health')).body).toEqual({ status: 'ok' });
  });

  it('answers the readiness check: ready with its database migrated, 503 draining once the server stops, each answer then closing its connection', async () => {
    const ready = await server.client().get('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
    expect(ready.headers.get('cache-control')).toBe('no-store');

    const stopping = await startTestServer();
    try {
      stopping.deps.drain.start();
      const draining = await stopping.client().get('/api/ready');
      expect(draining.status).toBe(503);
      expect(draining.body).toEqual({ status: 'draining' });
      expect(draining.headers.get('connection')).toBe('close');
      expect((await stopping.client().get('/api/health')).headers.get('connection')).toBe('close');
    } finally {
      await stopping.stop();
    }
  });

  it('is not ready while its database has migrations to run', async () => {
    const behind = await startTestServer();
    try {
      await behind.db.migrate.down();
      const answer = await behind.client().get('/api/ready');
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ status: 'migrations_pending' });
    } finally {
      await behind.stop();
    }
  });

  it('gives the landing page in the asked language, falling back to the other one when a text is empty', async () => {
    await admin.post('/api/packages', packageInput({ descriptionAr: '' }));
    await admin.post('/api/success-stories', storyInput());
    await admin.post('/api/blog-posts', blogPostInput());
    await admin.post('/api/hero-content', { titleEn: 'Hello', titleAr: 'مرحبا', subtitleEn: 'Sub', subtitleAr: 'فرعي' });

    const arabic = await server.client().get('/api/landing-page?lang=ar');
    expect(arabic.status).toBe(200);
    expect(arabic.body.heroContent).toMatchObject({ title: 'مرحبا', titleEn: 'Hello', ctaButtonText: 'ابدأ الآن' });
    expect(arabic.body.aboutContent).toBeNull();
    expect(arabic.body.packages[0]).toMatchObject({ name: 'الخطة الأساسية', features: ['متابعة أسبوعية'], description: 'A month of guidance' });
    expect(arabic.body.successStories[0]).toMatchObject({ name: 'سارة م.', fullStory: 'واصلت **المثابرة**.' });
    expect(arabic.body.blogPosts[0]).toMatchObject({ title: 'عشر نصائح لفطور أفضل' });

    const compressed = await fetch(`${server.url}/api/landing-page?lang=ar`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.headers.get('cache-control')).toBe('no-cache');

    const english = await server.client().get('/api/landing-page');
    expect(english.body.packages[0].name).toBe('Basic Plan');
    expect((await server.client().get('/api/landing-page?lang=de')).status).toBe(400);
  });

  it('sends the landing page only the stories and posts it shows, first in list order', async () => {
    for (let index = 0; index < 7; index += 1) {
      await admin.post('/api/success-stories', storyInput({ nameEn: `Story ${index}`, publishedAt: `2026-02-0${index + 1}T10:00:00.000Z` }));
      await admin.post('/api/blog-posts', blogPostInput({ titleEn: `Post ${index}`, publishedAt: `2026-02-0${index + 1}T10:00:00.000Z` }));
    }
    const landing = (await server.client().get('/api/landing-page')).body;
    const stories = (await server.client().get('/api/success-stories')).body;
    const posts = (await server.client().get('/api/blog-posts')).body;
    expect(stories.length).toBeGreaterThan(SKELETON_COUNTS.stories);
    expect(landing.successStories.map((story: { id: number }) => story.id)).toEqual(stories.slice(0, SKELETON_COUNTS.stories).map((story: { id: number }) => story.id));
    expect(landing.blogPosts.map((post: { id: number }) => post.id)).toEqual(posts.slice(0, SKELETON_COUNTS.posts).map((post: { id: number }) => post.id));
  });

  it('gathers legal content, social links, contact info, services and opening hours', async () => {
    const { body } = await server.client().get('/api/site-settings');
    expect(body).toEqual({ legalContent: [], socialLinks: [], contactInfo: null, services: [], openingHours: [], whatsapp: false });
  });

  it('reads the country from the trusted proxy header, and null without one', async () => {
    expect((await server.client().get('/api/geo', { headers: { 'CF-IPCountry': 'eg' } })).body).toEqual({ country_code: 'EG' });
    expect((await server.client().get('/api/geo')).body).toEqual({ country_code: null });
  });

  it('asks the configured lookup service once per visitor IP, and answers null when it fails', async () => {
    const asked: string[] = [];
    let failing = false;
    const lookup = http.createServer((request, response) => {
      asked.push(request.url!);
      if (failing) return response.writeHead(500).end('down');
      response.setHeader('Content-Type', 'application/json').end(JSON.stringify({ country_code: 'eg' }));
    });
    await new Promise<void>((resolve) => lookup.listen(0, '127.0.0.1', resolve));
    const { port } = lookup.address() as AddressInfo;
    const geo = await startTestServer({ GEO_LOOKUP_URL: `http://127.0.0.1:${port}/json/{ip}`, TRUST_PROXY: 'true' });
    try {
      const from = (ip: string) => geo.client().get('/api/geo', { headers: { 'X-Forwarded-For': ip } });
      expect((await from('198.51.100.7')).body).toEqual({ country_code: 'EG' });
      expect((await from('198.51.100.7')).body).toEqual({ country_code: 'EG' });
      expect(asked).toEqual(['/json/198.51.100.7']);
      failing = true;
      expect((await from('198.51.100.8')).body).toEqual({ country_code: null });
      expect(asked).toHaveLength(2);
    } finally {
      await geo.stop();
      lookup.close();
    }
  });
});

describe('error envelope', () => {
  it('answers 400 for a body that is not JSON, a JSON 404 for an unknown API path and a JSON 405 for a wrong method', async () => {
    const admin = await server.admin();
    const broken = await admin.request('POST', '/api/services', { raw: '{"nameEn":', headers: { 'Content-Type': 'application/json' } });
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe('invalid_json');
    const unknown = await server.client().get('/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
    const wrongMethod = await server.client().delete('/api/health');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('HEAD, GET');
    expect(wrongMethod.body.error).toEqual({ code: 'method_not_allowed', message: '/api/health does not take DELETE; it takes HEAD, GET' });
  });

  it('answers 400, not 500, for a body of the wrong shape', async () => {
    const admin = await server.admin();
    for (const body of [[], 'text', 42, null, { featuresEn: 'not a list' }]) {
      const response = await admin.request('POST', '/api/packages', { raw: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('names the id when a route parameter is not a whole number from 1', async () => {
    for (const id of ['abc', '1.5', '0', '-1', '1e3', '0x10', '2147483648', '99999999999999999999']) {
      const response = await server.client().get(`/api/packages/${id}`);
      expect(response.status, id).toBe(400);
      expect(response.body.error.fields, id).toEqual([{ path: 'id', code: 'not_whole_number', message: 'Must be a whole number from 1 to 2147483647' }]);
    }
  });

  it('says a field has the wrong type rather than that it is missing', async () => {
    const response = await server.client().post('/api/contact', { name: 42, email: ['a@b.co'], message: { text: 'hi' } });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual([
      { path: 'name', code: 'not_text', message: 'Must be text' },
      { path: 'email', code: 'not_text', message: 'Must be text' },
      { path: 'message', code: 'not_text', message: 'Must be text' },
    ]);
  });

  it('answers 415 for a body that is neither JSON nor a form', async () => {
    for (const type of ['text/plain', 'application/xml']) {
      const response = await server.client().request('POST', '/api/contact', { raw: 'name=Omar', headers: { 'Content-Type': type } });
      expect(response.status, type).toBe(415);
      expect(response.body.error).toMatchObject({ code: 'unsupported_media_type', message: 'Send the body as JSON (Content-Type: application/json)' });
    }
  });

  it('sets the security headers', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});
