import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TEST_ADMIN, startTestServer, type TestServer } from '../../test/harness';

const clock = Date.parse('2026-11-04T09:00:00Z');
let server: TestServer;
beforeAll(async () => (server = await startTestServer({}, { now: () => new Date(clock), heartbeatMs: 3_600_000 })));
afterAll(() => server.stop());

const NEW_ADMIN = { name: 'Dina Farouk', email: 'dina@example.com', password: 'green tea and oats 2026' };

const signIn = async (email: string, password: string) => {
  const client = server.client();
  expect((await client.post('/api/auth/login', { email, password })).status).toBe(200);
  return client;
};

describe('several admins', () => {
  it('lists the only admin when there is one, and refuses to remove the last admin (409)', async () => {
    const owner = await server.admin();
    const list = await owner.get('/api/admins');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      { id: expect.any(Number), name: TEST_ADMIN.name, email: TEST_ADMIN.email, twoFactorEnabled: false, createdAt: new Date(clock).toISOString(), lastSignInAt: new Date(clock).toISOString() },
    ]);
    const last = await owner.delete(`/api/admins/${list.body[0].id}`);
    expect(last.status).toBe(409);
    expect(last.body.error.code).toBe('last_admin');
  });

  it('adds an admin with the same rights, who can sign in, and lists them never signed in until then', async () => {
    const owner = await server.admin();
    const added = await owner.post('/api/admins', { ...NEW_ADMIN, email: ' Dina@Example.com ' });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ id: expect.any(Number), name: NEW_ADMIN.name, email: NEW_ADMIN.email, twoFactorEnabled: false, createdAt: expect.any(String), lastSignInAt: null });
    expect(JSON.stringify(added.body)).not.toContain('password');
    expect((await owner.get('/api/admins')).body.map((admin: { email: string }) => admin.email)).toEqual([TEST_ADMIN.email, NEW_ADMIN.email]);

    const dina = await signIn(NEW_ADMIN.email, NEW_ADMIN.password);
    expect((await dina.post('/api/services', { nameEn: 'Coaching', nameAr: 'تدريب' })).status).toBe(201);
    expect((await dina.get('/api/admins')).body.find((admin: { email: string }) => admin.email === NEW_ADMIN.email).lastSignInAt).toBe(new Date(clock).toISOString());
  });

  it('refuses a taken e-mail whatever its case with 409 on email', async () => {
    const owner = await server.admin();
    for (const email of ['DINA@example.com', 'admin@EXAMPLE.com']) {
      const taken = await owner.post('/api/admins', { ...NEW_ADMIN, email });
      expect(taken.status, email).toBe(409);
      expect(taken.body.error).toMatchObject({ code: 'email_taken', fields: [{ path: 'email', code: 'in_use', message: 'Already in use' }] });
    }
  });

  it('applies the password policy and validates every field with 400', async () => {
    const owner = await server.admin();
    const common = await owner.post('/api/admins', { ...NEW_ADMIN, email: 'omar@example.com', password: 'iloveyou123' });
    expect(common.body.error).toMatchObject({ code: 'common_password', fields: [{ path: 'password', code: 'common_password', message: expect.any(String) }] });
    const named = await owner.post('/api/admins', { ...NEW_ADMIN, email: 'omar.hassan@example.com', password: 'Hassan and sons 1990' });
    expect(named.body.error).toMatchObject({ code: 'password_contains_email', fields: [{ path: 'password', code: 'password_contains_email', message: expect.any(String) }] });
    for (const body of [{}, { ...NEW_ADMIN, email: 'not an email' }, { ...NEW_ADMIN, name: '' }, { ...NEW_ADMIN, password: 'short' }, { ...NEW_ADMIN, name: 7 }]) {
      const refused = await owner.post('/api/admins', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error.code).toBe('validation_failed');
    }
    expect((await owner.get('/api/admins')).body).toHaveLength(2);
  });

  it('never removes oneself (409), and 404 for an unknown admin', async () => {
    const owner = await server.admin();
    const self = (await owner.get('/api/auth/me')).body.user;
    const refused = await owner.delete(`/api/admins/${self.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('cannot_remove_self');
    expect((await owner.delete('/api/admins/99999')).status).toBe(404);
    expect((await owner.delete('/api/admins/abc')).status).toBe(400);
  });

  it('removes another admin: their sessions end and their live socket closes at once', async () => {
    const owner = await server.admin();
    const dina = await signIn(NEW_ADMIN.email, NEW_ADMIN.password);
    const socket = await new Promise<WebSocket>((resolve, reject) => {
      const opened = new WebSocket(`${server.url.replace('http', 'ws')}/ws`, { headers: { Cookie: dina.cookie, Origin: server.url } });
      opened.once('open', () => resolve(opened));
      opened.once('error', reject);
    });
    const socketClosed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const dinaId = (await dina.get('/api/auth/me')).body.user.id;
    expect((await owner.delete(`/api/admins/${dinaId}`)).status).toBe(204);
    expect(await socketClosed).toBe(4001);
    expect((await dina.get('/api/auth/me')).status).toBe(401);
    expect((await server.client().post('/api/auth/login', { email: NEW_ADMIN.email, password: NEW_ADMIN.password })).status).toBe(401);
    expect((await owner.get('/api/admins')).body).toHaveLength(1);
    expect((await owner.delete(`/api/admins/${dinaId}`)).status).toBe(404);
  });

  it('keeps one admin when two remove each other at the same moment', async () => {
    const owner = await server.admin();
    const added = await owner.post('/api/admins', NEW_ADMIN);
    const dina = await signIn(NEW_ADMIN.email, NEW_ADMIN.password);
    const ownerId = (await owner.get('/api/auth/me')).body.user.id;
    const answers = await Promise.all([owner.delete(`/api/admins/${added.body.id}`), dina.delete(`/api/admins/${ownerId}`)]);
    const statuses = answers.map((answer) => answer.status).sort();
    // The second removal either finds itself the last admin or its own session already gone.
    expect(statuses[0]).toBe(204);
    expect([401, 409]).toContain(statuses[1]);
    expect(await server.db('adminUsers').count({ count: '*' })).toEqual([{ count: 1 }]);
  });
});
