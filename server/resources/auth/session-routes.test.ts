import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TEST_ADMIN, TestClient, startTestServer, type TestServer } from '../../test/harness';

let clock = Date.parse('2026-11-03T09:00:00Z');
let server: TestServer;
// A long heartbeat: a socket that closes within these tests was closed by the revocation, not by the next beat.
beforeAll(async () => (server = await startTestServer({}, { now: () => new Date(clock), heartbeatMs: 3_600_000 })));
afterAll(() => server.stop());

/** A browser signed in as the test admin with its own User-Agent. */
async function browser(userAgent: string): Promise<TestClient> {
  await server.admin();
  const client = server.client();
  const response = await client.post('/api/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password }, { headers: { 'User-Agent': userAgent } });
  expect(response.status).toBe(200);
  return client;
}

async function desktopToken(): Promise<string> {
  await server.admin();
  const response = await server.client().post('/api/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password, client: 'desktop' }, { headers: { 'User-Agent': 'DietBar Desktop' } });
  return response.body.token;
}

function openSocket(headers: Record<string, string>): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws`, { headers });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

const closed = (socket: WebSocket) => new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

const sessionsOf = async (client: TestClient, options = {}) => (await client.get('/api/auth/sessions', options)).body as any[];

describe('sessions and devices', () => {
  it('lists the admin’s sessions by a public id, never the token, marking the current one', async () => {
    const laptop = await browser('Laptop Firefox');
    clock += 5 * 60_000;
    const phone = await browser('Phone Safari');
    const token = await desktopToken();
    const list = await sessionsOf(phone);
    const mine = list.filter((session) => ['Laptop Firefox', 'Phone Safari', 'DietBar Desktop'].includes(session.userAgent));
    expect(mine).toHaveLength(3);
    for (const session of list) {
      expect(Object.keys(session).sort()).toEqual(['createdAt', 'current', 'id', 'kind', 'lastSeenAt', 'userAgent']);
      expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(laptop.cookie).not.toContain(session.id);
    }
    expect(list.filter((session) => session.current)).toEqual([expect.objectContaining({ userAgent: 'Phone Safari', kind: 'browser' })]);
    expect(list.find((session) => session.userAgent === 'DietBar Desktop')).toMatchObject({ kind: 'desktop', current: false });
    expect(list.find((session) => session.userAgent === 'Laptop Firefox')?.createdAt).toBe(new Date(clock - 5 * 60_000).toISOString());
    expect(JSON.stringify(list)).not.toContain(token);
    // The desktop app sees itself as current.
    const fromDesktop = await sessionsOf(server.client(), { headers: { Authorization: `Bearer ${token}` } });
    expect(fromDesktop.find((session) => session.current)?.kind).toBe('desktop');
  });

  it('updates lastSeenAt on use, at most once a minute', async () => {
    const client = await browser('Tablet Chrome');
    const seen = async () => (await sessionsOf(client)).find((session) => session.current).lastSeenAt;
    const signedIn = await seen();
    clock += 30_000;
    expect(await seen()).toBe(signedIn);
    clock += 31_000;
    await client.get('/api/auth/me');
    expect(await seen()).toBe(new Date(clock).toISOString());
  });

  it('ends one session: its cookie stops working and its live socket closes at once', async () => {
    const owner = await browser('Owner PC');
    const lost = await browser('Lost phone');
    const socket = await openSocket({ Cookie: lost.cookie, Origin: server.url });
    const socketClosed = closed(socket);
    const target = (await sessionsOf(owner)).find((session) => session.userAgent === 'Lost phone');
    expect((await owner.delete(`/api/auth/sessions/${target.id}`)).status).toBe(204);
    expect(await socketClosed).toBe(4001);
    expect((await lost.get('/api/auth/me')).status).toBe(401);
    expect((await owner.get('/api/auth/me')).status).toBe(200);
    expect((await owner.delete(`/api/auth/sessions/${target.id}`)).status).toBe(404);
  });

  it('closes a desktop socket at once when its session is ended from the browser', async () => {
    const owner = await browser('Owner PC');
    const token = await desktopToken();
    const socket = await openSocket({ Authorization: `Bearer ${token}` });
    const socketClosed = closed(socket);
    const desktop = (await sessionsOf(server.client(), { headers: { Authorization: `Bearer ${token}` } })).find((session) => session.current);
    expect((await owner.delete(`/api/auth/sessions/${desktop.id}`)).status).toBe(204);
    expect(await socketClosed).toBe(4001);
    expect((await server.client().get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it('refuses a malformed id with 400 and another admin’s session with 404', async () => {
    const owner = await browser('Owner PC');
    const malformed = await owner.delete('/api/auth/sessions/not-an-id');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields[0].path).toBe('id');
    expect((await owner.post('/api/admins', { name: 'Second', email: 'second@example.com', password: 'mint tea at noon 2026' })).status).toBe(201);
    const second = server.client();
    await second.post('/api/auth/login', { email: 'second@example.com', password: 'mint tea at noon 2026' });
    const theirs = (await sessionsOf(second)).find((session) => session.current);
    expect((await sessionsOf(owner)).map((session) => session.id)).not.toContain(theirs.id);
    expect((await owner.delete(`/api/auth/sessions/${theirs.id}`)).status).toBe(404);
    expect((await second.get('/api/auth/me')).status).toBe(200);
  });

  it('ending its own current session signs out', async () => {
    const client = await browser('Kiosk');
    const current = (await sessionsOf(client)).find((session) => session.current);
    const response = await client.delete(`/api/auth/sessions/${current.id}`);
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(/^dietbar_session=;/);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('ends every other session, keeping the current one, and closes their sockets', async () => {
    const others = [await browser('Old laptop'), await browser('Old phone')];
    const token = await desktopToken();
    const sockets = [await openSocket({ Cookie: others[0]!.cookie, Origin: server.url }), await openSocket({ Authorization: `Bearer ${token}` })];
    const closes = sockets.map(closed);
    const keeper = await browser('Keeper');
    const keptSocket = await openSocket({ Cookie: keeper.cookie, Origin: server.url });
    const response = await keeper.delete('/api/auth/sessions');
    expect(response.status).toBe(200);
    expect(response.body.ended).toBeGreaterThanOrEqual(3);
    expect(await Promise.all(closes)).toEqual([4001, 4001]);
    expect(await sessionsOf(keeper)).toEqual([expect.objectContaining({ userAgent: 'Keeper', current: true })]);
    for (const other of others) expect((await other.get('/api/auth/me')).status).toBe(401);
    expect(keptSocket.readyState).toBe(WebSocket.OPEN);
    keptSocket.close();
  });
});

describe('password change', () => {
  const NEW_PASSWORD = 'a brand new passphrase';

  it('changes the password, ends every other session (their sockets close) and keeps this one', async () => {
    const other = await browser('Other device');
    const socket = await openSocket({ Cookie: other.cookie, Origin: server.url });
    const socketClosed = closed(socket);
    const client = await browser('This device');
    const response = await client.post('/api/auth/password', { currentPassword: TEST_ADMIN.password, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(204);
    expect(await socketClosed).toBe(4001);
    expect((await other.get('/api/auth/me')).status).toBe(401);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await server.client().post('/api/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password })).status).toBe(401);
    expect((await server.client().post('/api/auth/login', { email: TEST_ADMIN.email, password: NEW_PASSWORD })).status).toBe(200);
    // Back, for the other tests (server.admin() signs in with the test password).
    expect((await client.post('/api/auth/password', { currentPassword: NEW_PASSWORD, newPassword: TEST_ADMIN.password })).status).toBe(204);
  });

  it('refuses a wrong current password with 400 on currentPassword, and keeps the old one', async () => {
    const client = await browser('This device');
    const response = await client.post('/api/auth/password', { currentPassword: 'not the password', newPassword: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'invalid_password', fields: [{ path: 'currentPassword', code: 'invalid_password', message: 'This is not your current password' }] });
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  it('refuses a short, common or e-mail-based new password with 400 on newPassword, saying why', async () => {
    const client = await browser('This device');
    const change = (newPassword: unknown) => client.post('/api/auth/password', { currentPassword: TEST_ADMIN.password, newPassword });
    const short = await change('short');
    expect(short.status).toBe(400);
    expect(short.body.error.fields).toEqual([{ path: 'newPassword', code: 'too_short', message: 'Must be at least 10 characters', values: { min: 10 } }]);
    const common = await change('Password123');
    expect(common.status).toBe(400);
    expect(common.body.error.code).toBe('common_password');
    expect(common.body.error.fields).toEqual([{ path: 'newPassword', code: 'common_password', message: expect.stringContaining('most common passwords') }]);
    const named = await change('my ADMIN passphrase');
    expect(named.status).toBe(400);
    expect(named.body.error.code).toBe('password_contains_email');
    expect(named.body.error.fields).toEqual([{ path: 'newPassword', code: 'password_contains_email', message: expect.stringContaining('"admin"') }]);
    expect((await change(undefined)).status).toBe(400);
    expect((await server.client().post('/api/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password })).status).toBe(200);
  });

  it('applies the same policy to the first-run setup', async () => {
    const fresh = await startTestServer();
    try {
      const common = await fresh.client().post('/api/auth/setup', { ...TEST_ADMIN, password: 'qwertyuiop' });
      expect(common.status).toBe(400);
      expect(common.body.error).toMatchObject({ code: 'common_password', fields: [{ path: 'password', message: expect.any(String) }] });
      const named = await fresh.client().post('/api/auth/setup', { ...TEST_ADMIN, email: 'dina.farouk@example.com', password: 'Farouk family 2026' });
      expect(named.body.error.code).toBe('password_contains_email');
      expect((await fresh.client().get('/api/auth/setup')).body).toEqual({ setupRequired: true });
    } finally {
      await fresh.stop();
    }
  });
});
