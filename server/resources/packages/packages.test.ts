import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageInput } from '../../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.stop());

describe('packages', () => {
  it('creates, reads, updates and deletes a package', async () => {
    const created = await admin.post('/api/packages', packageInput({ isPopular: true }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ nameEn: 'Basic Plan', featuresAr: ['متابعة أسبوعية'], isPopular: true, displayOrder: 0, updatedBy: 'Test Admin' });
    const id = created.body.id;

    expect((await server.client().get(`/api/packages/${id}`)).body.nameAr).toBe('الخطة الأساسية');

    const updated = await admin.put(`/api/packages/${id}`, packageInput({ nameEn: 'Premium', displayOrder: 3 }));
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, nameEn: 'Premium', displayOrder: 3 });

    expect((await admin.delete(`/api/packages/${id}`)).status).toBe(204);
    expect((await admin.get(`/api/packages/${id}`)).status).toBe(404);
  });

  it('toggles popular with a body of just isPopular and keeps the rest', async () => {
    const { body } = await admin.post('/api/packages', packageInput({ nameEn: 'Toggle me' }));
    const toggled = await admin.put(`/api/packages/${body.id}`, { isPopular: true });
    expect(toggled.status).toBe(200);
    expect(toggled.body).toMatchObject({ nameEn: 'Toggle me', isPopular: true, featuresEn: ['Weekly check-in'] });
  });

  it('lists by display order, then newest first', async () => {
    const fresh = await startTestServer();
    try {
      const client = await fresh.admin();
      await client.post('/api/packages', packageInput({ nameEn: 'Second', displayOrder: 1 }));
      await client.post('/api/packages', packageInput({ nameEn: 'Old first', displayOrder: 0 }));
      await new Promise((resolve) => setTimeout(resolve, 5));
      await client.post('/api/packages', packageInput({ nameEn: 'New first', displayOrder: 0 }));
      const { body } = await fresh.client().get('/api/packages');
      expect(body.map((item: { nameEn: string }) => item.nameEn)).toEqual(['New first', 'Old first', 'Second']);
    } finally {
      await fresh.stop();
    }
  });

  it('answers 400 naming each bad field', async () => {
    const response = await admin.post('/api/packages', packageInput({ nameAr: ' ', featuresEn: [], icon: 'rocket' as never, price: '' }));
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    const paths = response.body.error.fields.map((field: { path: string }) => field.path);
    expect(paths).toEqual(expect.arrayContaining(['nameAr', 'featuresEn', 'icon', 'price']));
  });

  it('answers 400 for a non-numeric id, 404 for an unknown one, and 400 for a toggle that is not a boolean', async () => {
    expect((await admin.put('/api/packages/abc', { isPopular: true })).status).toBe(400);
    expect((await admin.put('/api/packages/999999', { isPopular: true })).status).toBe(404);
    expect((await admin.delete('/api/packages/999999')).status).toBe(404);
    const { body } = await admin.post('/api/packages', packageInput());
    expect((await admin.put(`/api/packages/${body.id}`, { isPopular: 'yes' })).status).toBe(400);
  });

  it('treats a non-numeric display order as 0', async () => {
    const response = await admin.post('/api/packages', { ...packageInput(), displayOrder: 'soon' });
    expect(response.status).toBe(201);
    expect(response.body.displayOrder).toBe(0);
  });
});
