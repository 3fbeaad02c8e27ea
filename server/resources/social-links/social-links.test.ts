import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.stop());

describe('social links', () => {
  it('upserts by platform: created on first save, updated after', async () => {
    const created = await admin.post('/api/social-links/upsert', { platform: 'WhatsApp', url: 'https://wa.me/201001234567' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ platform: 'whatsapp', isActive: true });
    const updated = await admin.post('/api/social-links/upsert', { platform: 'whatsapp', url: 'https://wa.me/201009999999', isActive: false });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: created.body.id, url: 'https://wa.me/201009999999', isActive: false });
    expect((await server.client().get('/api/social-links')).body).toHaveLength(1);
  });

  it('accepts mailto: for email, refuses javascript: urls, and 409s a second row for a platform', async () => {
    expect((await admin.post('/api/social-links', { platform: 'email', url: 'mailto:hello@dietbar.example' })).status).toBe(201);
    const unsafe = await admin.post('/api/social-links', { platform: 'facebook', url: 'javascript:alert(1)' });
    expect(unsafe.status).toBe(400);
    expect(unsafe.body.error.fields[0].path).toBe('url');
    expect((await admin.post('/api/social-links', { platform: 'email', url: 'mailto:other@dietbar.example' })).status).toBe(409);
  });

  it('updates by id and deletes', async () => {
    const { body } = await admin.post('/api/social-links', { platform: 'youtube', url: 'https://youtube.com/@dietbar' });
    expect((await admin.put(`/api/social-links/${body.id}`, { platform: 'youtube', url: 'https://youtube.com/@dietbar2' })).body.url).toBe('https://youtube.com/@dietbar2');
    expect((await admin.delete(`/api/social-links/${body.id}`)).status).toBe(204);
  });
});
