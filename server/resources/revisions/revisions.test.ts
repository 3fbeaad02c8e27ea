import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REVISIONS_KEPT, type RevisionSummary } from '@shared/schemas/revision';
import { LIMITS } from '@shared/limits';
import { blogPostInput, categoryInput, storyInput } from '../../test/factories';
import { startTestServer, TEST_ADMIN, TestClient, type TestServer } from '../../test/harness';

/** Each kind of item with revisions: its path, a valid input, its English title field and another text field to edit. */
const KINDS = [
  { name: 'blog posts', path: '/api/blog-posts', input: blogPostInput, title: 'titleEn', titleAr: 'titleAr', text: 'contentEn', entity: 'blog_post' },
  { name: 'success stories', path: '/api/success-stories', input: storyInput, title: 'nameEn', titleAr: 'nameAr', text: 'fullStoryEn', entity: 'success_story' },
] as const;

const SECOND_ADMIN = { name: 'Dina Farouk', email: 'dina@example.com', password: 'green tea and oats 2026' };

describe('revisions and autosaves', () => {
  let server: TestServer;
  let admin: TestClient;
  let dina: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.admin();
    expect((await admin.post('/api/admins', SECOND_ADMIN)).status).toBe(201);
    dina = server.client();
    expect((await dina.post('/api/auth/login', { email: SECOND_ADMIN.email, password: SECOND_ADMIN.password })).status).toBe(200);
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe.each(KINDS)('$name', ({ path, input, title, titleAr, text, entity }) => {
    const create = async (overrides: Record<string, unknown> = {}) => {
      const created = await admin.post(path, input(overrides));
      expect(created.status).toBe(201);
      return created.body as Record<string, any> & { id: number };
    };
    const revisionsOf = async (id: number) => {
      const list = await admin.get<RevisionSummary[]>(`${path}/${id}/revisions`);
      expect(list.status).toBe(200);
      return list.body;
    };

    describe('revisions', () => {
      it('keeps one per save, listed newest first with its author and both titles', async () => {
        const item = await create({ [title]: 'First title' });
        expect((await dina.put(`${path}/${item.id}`, input({ [title]: 'Second title', [titleAr]: 'العنوان الثاني' }))).status).toBe(200);
        const list = await revisionsOf(item.id);
        expect(list).toEqual([
          { id: expect.any(Number), createdAt: expect.any(String), author: { id: expect.any(Number), name: SECOND_ADMIN.name }, titleEn: 'Second title', titleAr: 'العنوان الثاني' },
          { id: expect.any(Number), createdAt: expect.any(String), author: { id: expect.any(Number), name: TEST_ADMIN.name }, titleEn: 'First title', titleAr: (input() as Record<string, unknown>)[titleAr] },
        ]);
        expect(list[0]!.id).toBeGreaterThan(list[1]!.id);
      });

      it('answers one revision whole: every field of the input schema as that save left it', async () => {
        const item = await create({ [text]: 'The first text' });
        const [summary] = await revisionsOf(item.id);
        const revision = await admin.get(`${path}/${item.id}/revisions/${summary!.id}`);
        expect(revision.status).toBe(200);
        expect(revision.body).toMatchObject({ id: summary!.id, createdAt: summary!.createdAt, author: { name: TEST_ADMIN.name } });
        const stored = (await admin.get(`${path}/${item.id}`)).body;
        const schemaFields = Object.keys(revision.body.fields);
        expect(schemaFields).toContain('publishedAt');
        expect(schemaFields).toContain('additionalImages');
        for (const field of schemaFields) expect(revision.body.fields[field]).toEqual(stored[field]);
      });

      it(`keeps only the newest ${REVISIONS_KEPT}`, async () => {
        const item = await create({ [text]: 'save 1' });
        for (let save = 2; save <= REVISIONS_KEPT + 3; save += 1) {
          expect((await admin.put(`${path}/${item.id}`, input({ [text]: `save ${save}` }))).status).toBe(200);
        }
        const list = await revisionsOf(item.id);
        expect(list).toHaveLength(REVISIONS_KEPT);
        const texts = await Promise.all([list[0]!, list.at(-1)!].map(async ({ id }) => (await admin.get(`${path}/${item.id}/revisions/${id}`)).body.fields[text]));
        expect(texts).toEqual([`save ${REVISIONS_KEPT + 3}`, 'save 4']);
      });

      it('restores a revision as a new save, recorded in the audit log, leaving the publishing state and date as they are', async () => {
        const item = await create({ [title]: 'Original', [text]: 'Original text', status: 'draft', publishedAt: '2026-01-01T09:00:00.000Z' });
        const [original] = await revisionsOf(item.id);
        expect((await admin.get(`${path}/${item.id}/revisions/${original!.id}`)).body.fields.status).toBe('draft');
        const edited = await admin.put(`${path}/${item.id}`, input({ [title]: 'Edited', [text]: 'Edited text', status: 'published', publishedAt: '2026-03-01T09:00:00.000Z' }));
        expect(edited.status).toBe(200);

        const restored = await dina.post(`${path}/${item.id}/revisions/${original!.id}/restore`);
        expect(restored.status).toBe(200);
        expect(restored.body).toMatchObject({ id: item.id, [title]: 'Original', [text]: 'Original text', status: 'published', publishedAt: '2026-03-01T09:00:00.000Z' });
        expect((await admin.get(`${path}/${item.id}`)).body).toEqual(restored.body);

        const list = await revisionsOf(item.id);
        expect(list).toHaveLength(3);
        expect(list[0]).toMatchObject({ titleEn: 'Original', author: { name: SECOND_ADMIN.name } });

        const [entry] = (await admin.get(`/api/audit-log?entity=${entity}&limit=1`)).body.items;
        expect(entry).toMatchObject({ action: `${entity}.updated`, entityId: item.id, actor: { name: SECOND_ADMIN.name } });
        expect(entry.changes).toMatchObject({ [title]: ['Edited', 'Original'], [text]: ['Edited text', 'Original text'] });
        expect(Object.keys(entry.changes)).toEqual(expect.not.arrayContaining(['status', 'publishedAt']));
      });

      it('deletes the revisions with the item', async () => {
        const item = await create();
        const [revision] = await revisionsOf(item.id);
        expect((await admin.delete(`${path}/${item.id}`)).status).toBe(204);
        const again = await create();
        expect((await admin.get(`${path}/${again.id}/revisions/${revision!.id}`)).status).toBe(404);
        expect((await admin.get(`${path}/${item.id}/revisions`)).status).toBe(404);
      });

      it('answers 401 signed out, 404 for an unknown item or revision and 400 for a bad id', async () => {
        const item = await create();
        const other = await create();
        const [revision] = await revisionsOf(item.id);
        const visitor = server.client();
        expect((await visitor.get(`${path}/${item.id}/revisions`)).status).toBe(401);
        expect((await visitor.get(`${path}/${item.id}/revisions/${revision!.id}`)).status).toBe(401);
        expect((await visitor.post(`${path}/${item.id}/revisions/${revision!.id}/restore`)).status).toBe(401);

        expect((await admin.get(`${path}/424242/revisions`)).status).toBe(404);
        expect((await admin.get(`${path}/${item.id}/revisions/424242`)).status).toBe(404);
        // A revision of another item is not one of this item's.
        expect((await admin.get(`${path}/${other.id}/revisions/${revision!.id}`)).status).toBe(404);
        expect((await admin.post(`${path}/${other.id}/revisions/${revision!.id}/restore`)).status).toBe(404);

        for (const bad of [`${path}/abc/revisions`, `${path}/${item.id}/revisions/0`, `${path}/${item.id}/revisions/1e3`]) {
          const answer = await admin.get(bad);
          expect(answer.status).toBe(400);
          expect(answer.body.error.code).toBe('validation_failed');
        }
        expect((await admin.post(`${path}/${item.id}/revisions/x/restore`)).body.error.fields[0].path).toBe('revisionId');
      });
    });

    describe('autosave', () => {
      it('keeps each admin their own autosave of an item, and leaves the item as it is', async () => {
        const item = await create({ [text]: 'Saved text' });
        const mine = await admin.put(`${path}/${item.id}/autosave`, { values: { [text]: 'Typed by me' } });
        expect(mine.status).toBe(200);
        expect(mine.body).toEqual({ savedAt: expect.any(String), values: { [text]: 'Typed by me' } });
        expect((await dina.put(`${path}/${item.id}/autosave`, { values: { [text]: 'Typed by Dina' } })).status).toBe(200);

        expect((await admin.get(`${path}/${item.id}/autosave`)).body.values[text]).toBe('Typed by me');
        expect((await dina.get(`${path}/${item.id}/autosave`)).body.values[text]).toBe('Typed by Dina');
        expect((await admin.get(`${path}/${item.id}`)).body).toEqual(item);
        expect(await revisionsOf(item.id)).toHaveLength(1);

        const replaced = await admin.put(`${path}/${item.id}/autosave`, { values: { [text]: 'Typed again' } });
        expect((await admin.get(`${path}/${item.id}/autosave`)).body).toEqual(replaced.body);
      });

      it('keeps one per item, and a slot per admin for a new item that saving it clears', async () => {
        const first = await create();
        const second = await create();
        await admin.put(`${path}/${first.id}/autosave`, { values: { [text]: 'first' } });
        expect((await admin.get(`${path}/${second.id}/autosave`)).body).toBeNull();

        expect((await admin.put(`${path}/autosave`, { values: { [title]: 'A new one', additionalImages: ['/uploads/a.jpg'] } })).status).toBe(200);
        expect((await dina.get(`${path}/autosave`)).body).toBeNull();
        expect((await admin.get(`${path}/autosave`)).body.values).toEqual({ [title]: 'A new one', additionalImages: ['/uploads/a.jpg'] });

        await create({ [title]: 'A new one' });
        expect((await admin.get(`${path}/autosave`)).body).toBeNull();
        expect((await admin.get(`${path}/${first.id}/autosave`)).body.values[text]).toBe('first');
      });

      it('is cleared by saving the item, and by Discard', async () => {
        const item = await create();
        await admin.put(`${path}/${item.id}/autosave`, { values: { [text]: 'unsaved' } });
        await dina.put(`${path}/${item.id}/autosave`, { values: { [text]: 'unsaved by Dina' } });
        expect((await admin.put(`${path}/${item.id}`, input({ [text]: 'saved' }))).status).toBe(200);
        expect((await admin.get(`${path}/${item.id}/autosave`)).body).toBeNull();
        // Dina's unsaved form is hers to keep or discard.
        expect((await dina.get(`${path}/${item.id}/autosave`)).status).toBe(200);
        expect((await dina.delete(`${path}/${item.id}/autosave`)).status).toBe(204);
        expect((await dina.get(`${path}/${item.id}/autosave`)).body).toBeNull();
      });

      it('is written in an admin write\'s transaction that records no entry in the audit log', async () => {
        const item = await create();
        const entries = async () => (await admin.get('/api/audit-log?limit=200')).body.items.length;
        const before = await entries();
        const transaction = vi.spyOn(server.deps.audit, 'transaction');
        try {
          expect((await admin.put(`${path}/${item.id}/autosave`, { values: { [text]: 'typing' } })).status).toBe(200);
          expect((await admin.put(`${path}/autosave`, { values: { [title]: 'typing' } })).status).toBe(200);
          expect((await admin.delete(`${path}/${item.id}/autosave`)).status).toBe(204);
          expect(transaction).toHaveBeenCalledTimes(3);
        } finally {
          transaction.mockRestore();
        }
        expect(await entries()).toBe(before);
      });

      it('is deleted with the item', async () => {
        const item = await create();
        await dina.put(`${path}/${item.id}/autosave`, { values: { [text]: 'unsaved' } });
        expect((await admin.delete(`${path}/${item.id}`)).status).toBe(204);
        expect((await dina.get(`${path}/${item.id}/autosave`)).status).toBe(404);
      });

      it('refuses a malformed or too large body with 400 naming the field, and answers 401 signed out and 404 for an unknown item', async () => {
        const item = await create();
        const refusals: [unknown, string][] = [
          [{}, 'values'],
          [{ values: 'text' }, 'values'],
          [{ values: { password: 'x' } }, 'values'],
          [{ values: { [text]: 42 } }, `values.${text}`],
          [{ values: { [text]: 'x'.repeat(LIMITS.longText + 1) } }, `values.${text}`],
          [{ values: { [text]: 'x'.repeat(LIMITS.longText), [titleAr]: 'x'.repeat(LIMITS.longText), [title]: 'x'.repeat(LIMITS.longText), excerptEn: 'x'.repeat(LIMITS.longText), excerptAr: 'x'.repeat(LIMITS.longText) } }, 'values'],
        ];
        for (const [body, field] of refusals) {
          const answer = await admin.put(`${path}/${item.id}/autosave`, body);
          expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
          expect(answer.body.error.fields.map((problem: { path: string }) => problem.path)).toContain(field);
        }
        const broken = await admin.request('PUT', `${path}/${item.id}/autosave`, { raw: '{"values": {', headers: { 'Content-Type': 'application/json' } });
        expect(broken.status).toBe(400);
        expect((await admin.get(`${path}/${item.id}/autosave`)).body).toBeNull();

        const visitor = server.client();
        expect((await visitor.put(`${path}/${item.id}/autosave`, { values: {} })).status).toBe(401);
        expect((await visitor.get(`${path}/autosave`)).status).toBe(401);
        expect((await admin.put(`${path}/424242/autosave`, { values: {} })).status).toBe(404);
        expect((await admin.get(`${path}/abc/autosave`)).status).toBe(400);
      });
    });
  });

  describe('restoring a post', () => {
    it('keeps its slug in the revision, and refuses it with 409 once another post holds it', async () => {
      const post = (await admin.post('/api/blog-posts', blogPostInput({ slug: 'morning-oats' }))).body;
      const [first] = (await admin.get<RevisionSummary[]>(`/api/blog-posts/${post.id}/revisions`)).body;
      expect((await admin.get(`/api/blog-posts/${post.id}/revisions/${first!.id}`)).body.fields.slug).toBe('morning-oats');
      expect((await admin.put(`/api/blog-posts/${post.id}`, blogPostInput({ slug: 'evening-oats' }))).status).toBe(200);
      expect((await admin.post('/api/blog-posts', blogPostInput({ slug: 'morning-oats' }))).status).toBe(201);

      const refused = await admin.post(`/api/blog-posts/${post.id}/revisions/${first!.id}/restore`);
      expect(refused.status).toBe(409);
      expect(refused.body.error.fields).toEqual([expect.objectContaining({ path: 'slug', code: 'in_use' })]);
      expect((await admin.get(`/api/blog-posts/${post.id}`)).body.slug).toBe('evening-oats');
      expect((await admin.get<RevisionSummary[]>(`/api/blog-posts/${post.id}/revisions`)).body).toHaveLength(2);
    });

    it('keeps the category a rename moved it to, and takes back a category that still exists', async () => {
      const breakfast = (await admin.post('/api/categories', categoryInput({ nameEn: 'Breakfast Ideas', nameAr: 'أفكار الفطور' }))).body;
      expect((await admin.post('/api/categories', categoryInput({ nameEn: 'Snack Ideas', nameAr: 'أفكار الوجبات الخفيفة' }))).status).toBe(201);
      const post = (await admin.post('/api/blog-posts', blogPostInput({ category: 'Breakfast Ideas', contentEn: 'The first text' }))).body;
      const [first] = (await admin.get<RevisionSummary[]>(`/api/blog-posts/${post.id}/revisions`)).body;
      expect((await admin.patch(`/api/categories/${breakfast.id}`, { name: 'Morning Meals', nameEn: 'Morning Meals' })).status).toBe(200);
      expect((await admin.get(`/api/blog-posts/${post.id}`)).body.category).toBe('Morning Meals');

      const restored = await admin.post(`/api/blog-posts/${post.id}/revisions/${first!.id}/restore`);
      expect(restored.status).toBe(200);
      expect(restored.body).toMatchObject({ category: 'Morning Meals', contentEn: 'The first text' });

      // A category of the revision that still exists is taken back with the rest: the restore's own revision names
      // 'Morning Meals', which the post has left for 'Snack Ideas' since.
      expect((await admin.put(`/api/blog-posts/${post.id}`, blogPostInput({ category: 'Snack Ideas', contentEn: 'The second text' }))).status).toBe(200);
      const [, restoreSave] = (await admin.get<RevisionSummary[]>(`/api/blog-posts/${post.id}/revisions`)).body;
      expect((await admin.post(`/api/blog-posts/${post.id}/revisions/${restoreSave!.id}/restore`)).body).toMatchObject({ category: 'Morning Meals', contentEn: 'The first text' });
    });
  });
});
