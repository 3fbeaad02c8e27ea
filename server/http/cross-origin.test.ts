import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, TINY_PNG, startTestServer, type TestServer } from '../test/harness';

// The desktop app's page loads from file://: the browser sends Origin "null" and reads answers only under CORS.
const APP_ORIGIN = 'null';

describe('calls from the desktop app page (another origin)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await server.admin();
  });
  afterAll(() => server.stop());

  const desktopLogin = () =>
    server.client().post('/api/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password, client: 'desktop' }, { origin: APP_ORIGIN });

  it('answers the preflight for bearer calls, without ever allowing credentials', async () => {
    const response = await fetch(`${server.url}/api/services`, {
      method: 'OPTIONS',
      headers: { Origin: APP_ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(response.headers.get('access-control-allow-methods')).toMatch(/DELETE/);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('signs the desktop in from that page with a readable token and no cookie; a browser sign-in from it stays refused', async () => {
    const login = await desktopLogin();
    expect(login.status).toBe(200);
    expect(login.body.token).toEqual(expect.any(String));
    expect(login.headers.get('access-control-allow-origin')).toBe('*');
    expect(login.headers.get('access-control-expose-headers')).toMatch(/Retry-After/);
    expect(login.headers.getSetCookie()).toEqual([]);

    const browser = await server.client().post('/api/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password }, { origin: APP_ORIGIN });
    expect(browser.status).toBe(403);
    expect(browser.body.error.code).toBe('bad_origin');
  });

  it('needs no Origin check for bearer writes, and keeps it for cookie writes', async () => {
    const bearer = { Authorization: `Bearer ${(await desktopLogin()).body.token}` };
    const service = { nameEn: 'Desk', nameAr: 'مكتب' };
    expect((await server.client().post('/api/services', service, { headers: bearer, origin: APP_ORIGIN })).status).toBe(201);
    const admin = await server.admin();
    expect((await admin.post('/api/services', service, { origin: APP_ORIGIN })).status).toBe(403);
    // A bearer that is not a session is no credential: the cookie beside it does not count either.
    expect((await admin.post('/api/services', service, { headers: { Authorization: 'Bearer forged' }, origin: APP_ORIGIN })).status).toBe(403);
  });

  it('lets that page show uploaded images', async () => {
    const admin = await server.admin();
    const form = new FormData();
    form.append('image', new Blob([TINY_PNG], { type: 'image/png' }), 'a.png');
    const uploaded = await admin.request('POST', '/api/upload-single', { raw: form });
    const image = await fetch(server.url + uploaded.body.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});
