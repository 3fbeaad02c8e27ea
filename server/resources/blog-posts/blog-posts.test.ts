import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPostInput } from '../../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.stop());

describe('blog posts', () => {
  it('generates the slug from the English title, de-duplicating generated ones', async () => {
    const first = await admin.post('/api/blog-posts', blogPostInput());
    expect(first.status).toBe(201);
    expect(first.body.slug).toBe('ten-tips-for-better-breakfasts');
    expect(first.body.publishedAt).toMatch(/Z$/);
    const second = await admin.post('/api/blog-posts', blogPostInput());
    expect(second.body.slug).toBe('ten-tips-for-better-breakfasts-2');
  });

  it('answers 409 when an explicit slug is taken, and 400 for a malformed one', async () => {
    await admin.post('/api/blog-posts', blogPostInput({ slug: 'taken-slug' }));
    const clash = await admin.post('/api/blog-posts', blogPostInput({ slug: 'taken-slug' }));
    expect(clash.status).toBe(409);
    expect(clash.body.error.fields).toEqual([{ path: 'slug', code: 'in_use', message: 'Already in use' }]);
    expect((await admin.post('/api/blog-posts', blogPostInput({ slug: 'Not A Slug' }))).status).toBe(400);
  });

  it('reads a post by slug or id with the fields of the asked language', async () => {
    const { body: created } = await admin.post('/api/blog-posts', blogPostInput({ slug: 'by-slug', titleEn: 'English title', titleAr: 'عنوان عربي' }));
    const arabic = await server.client().get('/api/blog-posts/slug/by-slug?lang=ar');
    expect(arabic.status).toBe(200);
    expect(arabic.body).toMatchObject({ id: created.id, title: 'عنوان عربي', titleEn: 'English title', content: 'تناول **البروتين**.' });
    expect((await server.client().get(`/api/blog-posts/slug/${created.id}?lang=en`)).body.title).toBe('English title');
    expect((await server.client().get('/api/blog-posts/slug/nothing-here')).status).toBe(404);
    expect((await server.client().get('/api/blog-posts/slug/by-slug?lang=fr')).status).toBe(400);
  });

  it('keeps the slug and publish date on update unless changed, and refuses an image that is not a safe url', async () => {
    const { body: created } = await admin.post('/api/blog-posts', blogPostInput({ slug: 'keep-me', publishedAt: '2026-03-01' }));
    const updated = await admin.put(`/api/blog-posts/${created.id}`, blogPostInput({ slug: 'keep-me', titleEn: 'Renamed' }));
    expect(updated.body).toMatchObject({ slug: 'keep-me', titleEn: 'Renamed', publishedAt: '2026-03-01T00:00:00.000Z' });
    const unsafe = await admin.put(`/api/blog-posts/${created.id}`, blogPostInput({ image: 'javascript:alert(1)' }));
    expect(unsafe.status).toBe(400);
    expect(unsafe.body.error.fields[0].path).toBe('image');
  });
});
