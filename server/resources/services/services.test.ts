import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceInput } from '../../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.stop());

describe('services', () => {
  it('creates, updates and deletes, with a display order of 0 or more', async () => {
    const created = await admin.post('/api/services', serviceInput());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ displayOrder: 0, isActive: true, icon: 'heart' });
    const updated = await admin.put(`/api/services/${created.body.id}`, serviceInput({ isActive: false, displayOrder: 2 }));
    expect(updated.body).toMatchObject({ isActive: false, displayOrder: 2 });
    const negative = await admin.put(`/api/services/${created.body.id}`, serviceInput({ displayOrder: -1 }));
    expect(negative.status).toBe(400);
    expect(negative.body.error.fields[0]).toEqual({ path: 'displayOrder', code: 'negative', message: 'Must be 0 or more' });
    expect((await admin.delete(`/api/services/${created.body.id}`)).status).toBe(204);
    expect((await server.client().get('/api/services')).body).toEqual([]);
  });
});
