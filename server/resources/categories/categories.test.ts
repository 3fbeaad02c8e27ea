import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPostInput, categoryInput } from '../../test/factories';
import { startTestServer, TEST_ADMIN, type TestClient, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.stop());

describe('categories', () => {
  it('creates with the English name as its name, patches, and deletes', async () => {
    const created = await admin.post('/api/categories', categoryInput());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Healthy Eating', nameAr: 'الأكل الصحي', isActive: true });
    const patched = await admin.patch(`/api/categories/${created.body.id}`, { isActive: false });
    expect(patched.body).toMatchObject({ isActive: false, nameEn: 'Healthy Eating' });
    expect((await admin.delete(`/api/categories/${created.body.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/categories/${created.body.id}`)).status).toBe(404);
  });

  it('answers 409 for a name already in use and 400 for names over 100 characters, each naming the field with its code', async () => {
    await admin.post('/api/categories', categoryInput({ nameEn: 'Recipes', nameAr: 'وصفات' }));
    const clash = await admin.post('/api/categories', categoryInput({ nameEn: 'Recipes', nameAr: 'وصفات أخرى' }));
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatchObject({ code: 'conflict', fields: [{ path: 'name', code: 'in_use', message: 'Already in use' }] });
    const long = await admin.post('/api/categories', categoryInput({ nameEn: 'x'.repeat(101) }));
    expect(long.status).toBe(400);
    expect(long.body.error.fields[0]).toEqual({ path: 'nameEn', code: 'too_long', message: 'Must be at most 100 characters', values: { max: 100 } });
  });

  it('answers 400 naming the fields for a patch that holds none of them', async () => {
    const { body: category } = await admin.post('/api/categories', categoryInput({ nameEn: 'Snacks', nameAr: 'وجبات خفيفة' }));
    for (const body of [{}, { colour: 'green' }]) {
      const patched = await admin.patch(`/api/categories/${category.id}`, body);
      expect(patched.status).toBe(400);
      expect(patched.body.error).toEqual({
        code: 'nothing_to_update',
        message: 'Nothing to update: send at least one of name, nameEn, nameAr, description, isActive',
      });
    }
    expect((await server.client().get(`/api/categories/${category.id}`)).body).toEqual(category);
  });

  it('renaming a category keeps its posts in it, each recorded in the audit log as its post\'s update', async () => {
    const { body: category } = await admin.post('/api/categories', categoryInput({ nameEn: 'Sports', nameAr: 'رياضة' }));
    const { body: post } = await admin.post('/api/blog-posts', blogPostInput({ category: 'Sports' }));
    await admin.patch(`/api/categories/${category.id}`, { name: 'Sports Nutrition', nameEn: 'Sports Nutrition' });
    expect((await server.client().get(`/api/blog-posts/${post.id}`)).body.category).toBe('Sports Nutrition');
    const { body: log } = await admin.get('/api/audit-log?action=blog_post.updated');
    expect(log.items).toEqual([
      expect.objectContaining({ entityId: post.id, actor: expect.objectContaining({ email: TEST_ADMIN.email }), changes: { category: ['Sports', 'Sports Nutrition'] } }),
    ]);
  });
});
