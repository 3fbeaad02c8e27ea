import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.stop());

const contactInfo = {
  phone: '+20 100 123 4567',
  email: 'hello@dietbar.example',
  addressEn: 'Maadi, Cairo',
  addressAr: 'المعادي، القاهرة',
  workingHoursEn: 'Mon-Fri 9AM-6PM, Sat 9AM-2PM',
  workingHoursAr: 'الاثنين-الجمعة 9ص-6م، السبت 9ص-2م',
};

describe('contact information', () => {
  it('creates the contact information once, then updates the same record', async () => {
    expect((await server.client().get('/api/contact-info')).body).toBeNull();
    const created = await admin.post('/api/contact-info', contactInfo);
    expect(created.status).toBe(200);
    const updated = await admin.post('/api/contact-info', { ...contactInfo, phone: '+20 111 222 3333' });
    expect(updated.body).toMatchObject({ id: created.body.id, phone: '+20 111 222 3333' });
    const missing = await admin.post('/api/contact-info', { ...contactInfo, addressAr: '' });
    expect(missing.status).toBe(400);
  });

  it('is written by admins only', async () => {
    expect((await server.client().post('/api/contact-info', contactInfo)).status).toBe(401);
  });
});
