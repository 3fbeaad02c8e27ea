import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyInput } from '../../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.stop());

describe('success stories', () => {
  it('creates with images and reads back, newest first within a display order', async () => {
    const older = await admin.post('/api/success-stories', storyInput({ nameEn: 'Older', publishedAt: '2025-05-01' }));
    const newer = await admin.post('/api/success-stories', storyInput({
      nameEn: 'Newer',
      beforeImage: '/uploads/before.jpg',
      afterImage: '/uploads/after.jpg',
      additionalImages: ['/uploads/g1.jpg', 'https://cdn.example.com/g2.jpg'],
    }));
    expect(newer.status).toBe(201);
    expect(newer.body).toMatchObject({ beforeImage: '/uploads/before.jpg', additionalImages: ['/uploads/g1.jpg', 'https://cdn.example.com/g2.jpg'] });
    const list = await server.client().get('/api/success-stories');
    expect(list.body.map((story: { id: number }) => story.id)).toEqual([newer.body.id, older.body.id]);
    expect((await server.client().get(`/api/success-stories/${older.body.id}`)).body.nameEn).toBe('Older');
  });

  it('requires both languages of every text and the image', async () => {
    const response = await admin.post('/api/success-stories', storyInput({ nameAr: '', fullStoryEn: '', image: '' }));
    expect(response.status).toBe(400);
    expect(response.body.error.fields.map((field: { path: string }) => field.path).sort()).toEqual(['fullStoryEn', 'image', 'nameAr']);
  });

  it('updates and deletes; unknown ids get 404', async () => {
    const { body } = await admin.post('/api/success-stories', storyInput());
    expect((await admin.put(`/api/success-stories/${body.id}`, storyInput({ achievementEn: 'Ran a marathon' }))).body.achievementEn).toBe('Ran a marathon');
    expect((await admin.delete(`/api/success-stories/${body.id}`)).status).toBe(204);
    expect((await server.client().get(`/api/success-stories/${body.id}`)).status).toBe(404);
    expect((await admin.put('/api/success-stories/424242', storyInput())).status).toBe(404);
  });
});
