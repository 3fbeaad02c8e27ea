import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreviewLink } from '@shared/publication';
import type { BlogPost } from '@shared/schemas/blog-post';
import type { SuccessStory } from '@shared/schemas/success-story';
import { blogPostInput, categoryInput, storyInput } from '../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';
import { standInBuild } from '../test/stand-in-build';

/*
 * Drafts, scheduled items and preview links, as visitors and admins meet them: the real app on a fresh database with
 * a clock the test moves, so that a scheduled item comes due without waiting.
 */

const MINUTE = 60_000;

describe('publishing', () => {
  let clock = Date.parse('2026-06-01T09:00:00.000Z');
  const at = (minutesFromNow: number) => new Date(clock + minutesFromNow * MINUTE).toISOString();

  let server: TestServer;
  let build: ReturnType<typeof standInBuild>;
  let admin: TestClient;
  let visitor: TestClient;

  beforeAll(async () => {
    build = standInBuild();
    server = await startTestServer({ WEB_DIST_DIR: build.distDir }, { now: () => new Date(clock) });
    admin = await server.admin();
    visitor = server.client();
    await admin.post('/api/categories', categoryInput({ nameEn: 'Healthy Eating', nameAr: 'الأكل الصحي' }));
  });

  afterAll(async () => {
    await server?.stop();
    build?.remove();
  });

  const createPost = async (overrides: Parameters<typeof blogPostInput>[0]) => {
    const response = await admin.post<BlogPost>('/api/blog-posts', blogPostInput(overrides));
    expect(response.status).toBe(201);
    return response.body;
  };
  const createStory = async (overrides: Parameters<typeof storyInput>[0]) => {
    const response = await admin.post<SuccessStory>('/api/success-stories', storyInput(overrides));
    expect(response.status).toBe(201);
    return response.body;
  };

  /** Every public place a post or story can appear, as a visitor reads each. */
  async function publicTexts() {
    const [posts, stories, landing, sitemap, feedEn, feedAr, blogsPage, storiesPage] = await Promise.all([
      visitor.get<BlogPost[]>('/api/blog-posts'),
      visitor.get<SuccessStory[]>('/api/success-stories'),
      visitor.get('/api/landing-page?lang=en'),
      visitor.get('/sitemap.xml'),
      visitor.get('/rss.xml?lang=en'),
      visitor.get('/rss.xml?lang=ar'),
      visitor.get('/blogs?lang=en'),
      visitor.get('/success-stories?lang=en'),
    ]);
    return {
      postIds: posts.body.map((post) => post.id),
      storyIds: stories.body.map((story) => story.id),
      landing: JSON.stringify(landing.body),
      sitemap: sitemap.text,
      feeds: feedEn.text + feedAr.text,
      pages: blogsPage.text + storiesPage.text,
      etags: { posts: posts.headers.get('etag'), feed: feedEn.headers.get('etag'), blogsPage: blogsPage.headers.get('etag') },
    };
  }

  describe('drafts', () => {
    it('are created as drafts when asked, and appear nowhere public: not in lists, the landing page, the sitemap, the feeds or the pages', async () => {
      const post = await createPost({ slug: 'draft-post', titleEn: 'A draft about lentils', titleAr: 'مسودة عن العدس', status: 'draft' });
      const story = await createStory({ nameEn: 'Draft Dina', nameAr: 'دينا المسودة', status: 'draft' });
      expect(post).toMatchObject({ status: 'draft' });
      expect(story).toMatchObject({ status: 'draft' });

      const seen = await publicTexts();
      expect(seen.postIds).not.toContain(post.id);
      expect(seen.storyIds).not.toContain(story.id);
      for (const text of [seen.landing, seen.sitemap, seen.feeds, seen.pages]) {
        expect(text).not.toContain('A draft about lentils');
        expect(text).not.toContain('draft-post');
        expect(text).not.toContain('Draft Dina');
        expect(text).not.toContain(`/success-story/${story.id}`);
      }
      for (const path of ['/api/blog-posts/slug/draft-post?lang=en', `/api/blog-posts/slug/${post.id}?lang=en`, `/api/blog-posts/${post.id}`, `/api/success-stories/${story.id}`]) {
        expect((await visitor.get(path)).status, path).toBe(404);
      }
      for (const path of ['/blog/draft-post', `/success-story/${story.id}`]) {
        const page = await visitor.get(path);
        expect(page.status, path).toBe(404);
        expect(page.text).not.toContain('lentils');
      }
    });

    it('are listed with everything else by ?status=all, signed in only', async () => {
      const post = await createPost({ slug: 'listed-draft', status: 'draft' });
      const scheduled = await createPost({ slug: 'listed-scheduled', publishedAt: at(60) });
      const all = await admin.get<BlogPost[]>('/api/blog-posts?status=all');
      expect(all.status).toBe(200);
      expect(all.body.find((item) => item.id === post.id)).toMatchObject({ status: 'draft', publishedAt: expect.any(String) });
      expect(all.body.find((item) => item.id === scheduled.id)).toMatchObject({ status: 'published', publishedAt: at(60) });
      expect((await admin.get<SuccessStory[]>('/api/success-stories?status=all')).body.some((story) => story.status === 'draft')).toBe(true);

      for (const path of ['/api/blog-posts?status=all', '/api/success-stories?status=all']) {
        const refused = await visitor.get(path);
        expect(refused.status, path).toBe(401);
        expect(refused.body.error.code).toBe('authentication_required');
      }
      const unknown = await admin.get('/api/blog-posts?status=drafts');
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.fields).toEqual([expect.objectContaining({ path: 'status' })]);
    });

    it('keep their status when saved without one, are published with the time of publishing, and unpublished back to drafts', async () => {
      const draft = await createPost({ slug: 'lifecycle', status: 'draft', publishedAt: at(-60 * 24 * 3) });
      const { status: _status, ...withoutStatus } = blogPostInput({ slug: 'lifecycle', titleEn: 'Edited draft' });
      const edited = await admin.put<BlogPost>(`/api/blog-posts/${draft.id}`, { ...withoutStatus, publishedAt: undefined });
      expect(edited.body).toMatchObject({ status: 'draft', titleEn: 'Edited draft' });

      const published = await admin.put<BlogPost>(`/api/blog-posts/${draft.id}`, { ...withoutStatus, status: 'published' });
      expect(published.body).toMatchObject({ status: 'published', publishedAt: new Date(clock).toISOString() });
      expect((await visitor.get('/api/blog-posts/slug/lifecycle?lang=en')).status).toBe(200);

      const unpublished = await admin.put<BlogPost>(`/api/blog-posts/${draft.id}`, { ...withoutStatus, status: 'draft' });
      expect(unpublished.body.status).toBe('draft');
      expect((await visitor.get('/api/blog-posts/slug/lifecycle?lang=en')).status).toBe(404);

      expect((await admin.post('/api/blog-posts', blogPostInput({ slug: 'bad-status', status: 'hidden' as never }))).body.error.fields).toEqual([
        expect.objectContaining({ path: 'status' }),
      ]);
    });

    it('are created published when the request names no status, as before drafts existed', async () => {
      const post = await createPost({ slug: 'no-status' });
      expect(post.status).toBe('published');
      expect((await visitor.get('/api/blog-posts/slug/no-status?lang=en')).status).toBe(200);
    });
  });

  describe('scheduled items', () => {
    it('appear by themselves when their time comes, on every public answer, each with a new ETag', async () => {
      const post = await createPost({ slug: 'scheduled-soup', titleEn: 'Soup season is coming', titleAr: 'موسم الحساء قادم', publishedAt: at(5) });
      const story = await createStory({ nameEn: 'Future Farah', nameAr: 'فرح المستقبل', publishedAt: at(5) });
      expect((await visitor.get('/api/blog-posts/slug/scheduled-soup?lang=en')).status).toBe(404);
      expect((await visitor.get(`/api/success-stories/${story.id}`)).status).toBe(404);
      const before = await publicTexts();
      expect(before.postIds).not.toContain(post.id);
      expect(before.storyIds).not.toContain(story.id);
      expect(before.feeds).not.toContain('Soup season is coming');
      // Answered again unchanged: from the caches.
      expect((await publicTexts()).etags).toEqual(before.etags);

      clock += 5 * MINUTE;
      const after = await publicTexts();
      expect(after.postIds).toContain(post.id);
      expect(after.storyIds).toContain(story.id);
      expect(after.landing).toContain('Soup season is coming');
      expect(after.sitemap).toContain('/blog/scheduled-soup');
      expect(after.sitemap).toContain(`/success-story/${story.id}`);
      expect(after.feeds).toContain('Soup season is coming');
      expect(after.feeds).toContain('موسم الحساء قادم');
      expect(after.pages).toContain('Soup season is coming');
      for (const name of ['posts', 'feed', 'blogsPage'] as const) expect(after.etags[name], name).not.toBe(before.etags[name]);
      expect((await visitor.get('/blog/scheduled-soup')).status).toBe(200);
      expect((await visitor.get(`/success-story/${story.id}`)).status).toBe(200);
    });

    it('come due one after another, each at its own time, whatever was written meanwhile', async () => {
      const first = await createPost({ slug: 'first-of-two', publishedAt: at(2) });
      const second = await createPost({ slug: 'second-of-two', publishedAt: at(4) });
      const visible = async () => (await visitor.get<BlogPost[]>('/api/blog-posts')).body.map((post) => post.id);
      expect(await visible()).not.toContain(first.id);
      clock += 2 * MINUTE;
      expect(await visible()).toContain(first.id);
      expect(await visible()).not.toContain(second.id);
      clock += 2 * MINUTE;
      expect(await visible()).toContain(second.id);
    });
  });

  describe('preview links', () => {
    it('are made by signed-in admins only, for items that exist', async () => {
      const post = await createPost({ slug: 'link-rules', status: 'draft' });
      expect((await visitor.post(`/api/blog-posts/${post.id}/preview-link`)).status).toBe(401);
      expect((await admin.post('/api/blog-posts/999999/preview-link')).status).toBe(404);
      expect((await admin.post('/api/success-stories/abc/preview-link')).status).toBe(400);
    });

    it('show a draft post or story on its page, marked noindex, to a visitor with the link; a changed or expired one is a 404', async () => {
      const post = await createPost({ slug: 'secret-plan', titleEn: 'The secret plan', titleAr: 'الخطة السرية', status: 'draft' });
      const story = await createStory({ nameEn: 'Preview Pia', nameAr: 'بيا المعاينة', publishedAt: at(60 * 24) });

      const postLink = await admin.post<PreviewLink>(`/api/blog-posts/${post.id}/preview-link`);
      expect(postLink.status).toBe(201);
      expect(Date.parse(postLink.body.expiresAt)).toBeGreaterThanOrEqual(clock + 7 * 24 * 60 * MINUTE);
      const storyLink = (await admin.post<PreviewLink>(`/api/success-stories/${story.id}/preview-link`)).body;

      for (const [link, text] of [
        [postLink.body.url, 'The secret plan'],
        [storyLink.url, 'Preview Pia'],
      ] as const) {
        const url = new URL(link);
        expect(url.origin).toBe(server.url);
        const page = await visitor.get(`${url.pathname}${url.search}&lang=en`);
        expect(page.status, link).toBe(200);
        expect(page.text).toContain(text);
        expect(page.text).toContain('<meta name="robots" content="noindex"');
        expect(page.text).toContain('data-testid="preview-banner"');
        expect(page.headers.get('cache-control')).toBe('no-store');

        const token = url.searchParams.get('preview')!;
        const changed = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
        expect((await visitor.get(`${url.pathname}?preview=${encodeURIComponent(changed)}`)).status).toBe(404);
        expect((await visitor.get(url.pathname)).status).toBe(404);
      }

      const token = new URL(postLink.body.url).searchParams.get('preview')!;
      expect((await visitor.get(`/api/blog-posts/slug/secret-plan?lang=ar&preview=${token}`)).body).toMatchObject({ title: 'الخطة السرية' });
      // A post's token shows that post only.
      expect((await visitor.get(`/api/success-stories/${story.id}?preview=${token}`)).status).toBe(404);

      clock += 7 * 24 * 60 * MINUTE + MINUTE;
      expect((await visitor.get(`/api/blog-posts/slug/secret-plan?lang=en&preview=${token}`)).status).toBe(404);
      expect((await visitor.get(`/blog/${post.id}?preview=${token}`)).status).toBe(404);
    });

  });
});
