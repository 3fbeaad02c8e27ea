import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.stop());

describe('legal content', () => {
  it('creates by type, updates when the type exists, and records the signed-in admin', async () => {
    const created = await admin.post('/api/legal-content', { type: 'privacy_policy', title: 'Privacy Policy', content: 'We keep your data safe.', updatedBy: 'Mallory' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'privacy_policy', updatedBy: 'Test Admin', lastUpdated: expect.stringMatching(/Z$/) });
    const again = await admin.post('/api/legal-content', { type: 'privacy_policy', title: 'Privacy', content: 'Updated.' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: created.body.id, title: 'Privacy', content: 'Updated.' });
    const byId = await admin.put(`/api/legal-content/${created.body.id}`, { type: 'privacy_policy', title: 'Privacy Policy', content: 'Final.' });
    expect(byId.body.content).toBe('Final.');
    expect((await server.client().get('/api/legal-content')).body).toHaveLength(1);
  });

  it('refuses an unknown type and a clash of types by id', async () => {
    expect((await admin.post('/api/legal-content', { type: 'cookies', title: 'Cookies', content: 'x' })).status).toBe(400);
    const { body: terms } = await admin.post('/api/legal-content', { type: 'terms_conditions', title: 'Terms', content: 'Be kind.' });
    const clash = await admin.put(`/api/legal-content/${terms.id}`, { type: 'privacy_policy', title: 'Terms', content: 'Be kind.' });
    expect(clash.status).toBe(409);
  });
});
