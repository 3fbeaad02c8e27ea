import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../auth/sessions';
import { PASSWORD_COST, verifyPassword } from '../../auth/passwords';
import { TEST_ADMIN, TestClient, startTestServer, type TestServer } from '../../test/harness';
import { SETUP_ATTEMPTS_PER_ADDRESS } from './routes';

describe('first-run setup', () => {
  let server: TestServer;
  // At the production cost of password hashes, which the test servers otherwise lower.
  beforeAll(async () => (server = await startTestServer({}, { passwordCost: PASSWORD_COST })));
  afterAll(() => server.stop());

  it('reports that setup is required, creates the first admin signed in, then refuses a second setup', async () => {
    const visitor = server.client();
    expect((await visitor.get('/api/auth/setup')).body).toEqual({ setupRequired: true });
    expect((await visitor.post('/api/auth/setup', { ...TEST_ADMIN, password: 'short' })).status).toBe(400);

    const created = await visitor.post('/api/auth/setup', TEST_ADMIN);
    expect(created.status).toBe(201);
    expect(created.body.user).toEqual({ id: expect.any(Number), name: TEST_ADMIN.name, email: TEST_ADMIN.email, twoFactorEnabled: false });
    expect((await visitor.get('/api/auth/me')).body.user.email).toBe(TEST_ADMIN.email);

    expect((await server.client().get('/api/auth/setup')).body).toEqual({ setupRequired: false });
    const second = await server.client().post('/api/auth/setup', { ...TEST_ADMIN, email: 'other@example.com' });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('setup_closed');
  });

  it('refuses a closed setup before it checks or hashes the password', async () => {
    const hash = vi.spyOn(server.deps.passwords, 'hash');
    try {
      // The password policy would refuse this one (400): the closed setup answers first.
      const common = await server.client().post('/api/auth/setup', { ...TEST_ADMIN, email: 'late@example.com', password: 'password123' });
      const late = await server.client().post('/api/auth/setup', { ...TEST_ADMIN, email: 'later@example.com' });
      expect([common.status, late.status]).toEqual([409, 409]);
      expect(late.body.error.code).toBe('setup_closed');
      expect(hash).not.toHaveBeenCalled();
    } finally {
      hash.mockRestore();
    }
  });

  it('takes a limited number of setups from one address', async () => {
    const limited = await startTestServer({ TRUST_PROXY: 'true' });
    try {
      const setupFrom = (address: string, email: string) =>
        limited.client().post('/api/auth/setup', { ...TEST_ADMIN, email }, { headers: { 'X-Forwarded-For': address } });
      const answers = [];
      for (let attempt = 0; attempt < SETUP_ATTEMPTS_PER_ADDRESS; attempt += 1) answers.push((await setupFrom('203.0.113.7', `owner${attempt}@example.com`)).status);
      expect(answers).toEqual([201, ...Array<number>(SETUP_ATTEMPTS_PER_ADDRESS - 1).fill(409)]);
      const refused = await setupFrom('203.0.113.7', 'one-more@example.com');
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('rate_limited');
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect((await setupFrom('203.0.113.8', 'elsewhere@example.com')).status).toBe(409);
    } finally {
      await limited.stop();
    }
  });

  it('creates only one admin when several setups arrive at the same time', async () => {
    const racing = await startTestServer();
    try {
      const answers = await Promise.all(
        ['first', 'second', 'third'].map((name) => racing.client().post('/api/auth/setup', { ...TEST_ADMIN, email: `${name}@example.com` })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
      expect(await racing.db('adminUsers').count({ count: '*' })).toEqual([{ count: 1 }]);
    } finally {
      await racing.stop();
    }
  });

  it('stores the password as an scrypt hash with N of at least 2^17', async () => {
    const row = await server.db('adminUsers').where({ email: TEST_ADMIN.email }).first();
    const [scheme, n] = row.passwordHash.split('$');
    expect(scheme).toBe('scrypt');
    expect(Number(n)).toBeGreaterThanOrEqual(2 ** 17);
    expect(row.passwordHash).not.toContain(TEST_ADMIN.password);
    expect(await verifyPassword(TEST_ADMIN.password, row.passwordHash)).toBe(true);
  });
});

describe('sign-in and sessions', () => {
  let clock = Date.parse('2026-11-01T08:00:00Z');
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true' }, { now: () => new Date(clock) });
    await server.admin();
  });
  afterAll(() => server.stop());

  const login = (client: TestClient, password = TEST_ADMIN.password, headers: Record<string, string> = {}, email = TEST_ADMIN.email) =>
    client.post('/api/auth/login', { email, password }, { headers });

  it('sets an HttpOnly SameSite=Lax cookie, and a new session id at each sign-in', async () => {
    const client = server.client();
    const first = await login(client);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ user: { id: expect.any(Number), name: TEST_ADMIN.name, email: TEST_ADMIN.email, twoFactorEnabled: false } });
    const setCookie = first.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/httponly/i);
    expect(setCookie).toMatch(/samesite=lax/i);
    expect(setCookie).not.toMatch(/secure/i);
    const firstCookie = client.cookie;
    expect(firstCookie.split('=')[1]!.length).toBeGreaterThanOrEqual(22);

    await login(client);
    expect(client.cookie).not.toBe(firstCookie);
    // The old session ended when the new one started.
    expect((await client.get('/api/auth/me', { cookie: firstCookie })).status).toBe(401);
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  it('marks the cookie Secure behind HTTPS', async () => {
    const response = await server.client().post(
      '/api/auth/login',
      { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      { origin: server.url.replace('http:', 'https:'), headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '10.9.9.9' } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/secure/i);
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('refuses a wrong password with 401 and the same message as an unknown email', async () => {
    const wrong = await login(server.client(), 'not the password', { 'X-Forwarded-For': '10.0.0.50' });
    const unknown = await login(server.client(), 'whatever password', { 'X-Forwarded-For': '10.0.0.50' }, 'nobody@example.com');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error.message).toBe('Invalid email or password');
    expect(unknown.body.error.message).toBe(wrong.body.error.message);
  });

  it('throttles after 5 failures per email and IP, whatever the case or a trailing slash, but not from another IP', async () => {
    const attacker = { 'X-Forwarded-For': '203.0.113.7' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(server.client(), `guess ${attempt}`, attacker)).status).toBe(401);
    }
    const blocked = await login(server.client(), TEST_ADMIN.password, attacker);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const shouted = await server.client().post('/api/auth/login/', { email: ` ${TEST_ADMIN.email.toUpperCase()} `, password: TEST_ADMIN.password }, { headers: attacker });
    expect(shouted.status).toBe(429);
    // The owner, elsewhere, still gets in: no lockout of the account itself.
    expect((await login(server.client(), TEST_ADMIN.password, { 'X-Forwarded-For': '198.51.100.1' })).status).toBe(200);
  });

  it('counts attempts sent at the same time: parallel guesses cannot outrun the limit', async () => {
    const attacker = { 'X-Forwarded-For': '203.0.113.99' };
    const answers = await Promise.all(Array.from({ length: 12 }, (_, attempt) => login(server.client(), `parallel guess ${attempt}`, attacker)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('signs out: the session row is deleted and the cookie no longer works', async () => {
    const client = server.client();
    await login(client);
    const cookie = client.cookie;
    const sessionCount = async () => Number((await server.db('sessions').count({ count: '*' }))[0]!.count);
    const before = await sessionCount();
    expect(before).toBeGreaterThanOrEqual(1);
    expect((await client.post('/api/auth/logout')).status).toBe(204);
    expect(await sessionCount()).toBe(before - 1);
    expect((await client.get('/api/auth/me', { cookie })).status).toBe(401);
  });

  it('expires a session after 12 idle hours', async () => {
    const client = server.client();
    await login(client);
    clock += SESSION_IDLE_MS - 60_000;
    expect((await client.get('/api/auth/me')).status).toBe(200);
    clock += SESSION_IDLE_MS - 60_000;
    expect((await client.get('/api/auth/me')).status).toBe(200);
    clock += SESSION_IDLE_MS;
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('expires an active session 7 days after sign-in', async () => {
    const client = server.client();
    await login(client);
    const started = clock;
    while (clock - started < SESSION_ABSOLUTE_MS - 11 * 60 * 60 * 1000) {
      clock += 11 * 60 * 60 * 1000;
      expect((await client.get('/api/auth/me')).status).toBe(200);
    }
    clock = started + SESSION_ABSOLUTE_MS;
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('gives the desktop client a bearer token that works without Origin and is revoked by sign-out', async () => {
    const response = await server.client().post('/api/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password, client: 'desktop' });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    const bearer = { Authorization: `Bearer ${response.body.token}` };
    const desktop = new TestClient(server.url);
    expect((await desktop.get('/api/auth/me', { headers: bearer })).status).toBe(200);
    expect((await desktop.post('/api/services', { nameEn: 'Desk', nameAr: 'مكتب' }, { headers: bearer, origin: false })).status).toBe(201);
    expect((await desktop.post('/api/auth/logout', undefined, { headers: bearer, origin: false })).status).toBe(204);
    expect((await desktop.get('/api/auth/me', { headers: bearer })).status).toBe(401);
  });
});

describe('cross-site request forgery', () => {
  let server: TestServer;
  beforeAll(async () => (server = await startTestServer({ ALLOWED_ORIGINS: 'https://admin.example.com' })));
  afterAll(() => server.stop());

  it('refuses cookie-authenticated writes from a foreign or missing Origin, accepts our own and the allowed ones', async () => {
    const admin = await server.admin();
    const body = { nameEn: 'Yoga', nameAr: 'يوغا' };
    const foreign = await admin.post('/api/services', body, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('bad_origin');
    expect((await admin.post('/api/services', body, { origin: false })).status).toBe(403);
    expect((await admin.post('/api/services', body)).status).toBe(201);
    expect((await admin.post('/api/services', body, { origin: 'https://admin.example.com' })).status).toBe(201);
    expect((await server.client().post('/api/contact', { name: 'A', email: 'a@b.co', message: 'Hi' }, { origin: 'https://evil.example' })).status).toBe(403);
  });
});

describe('admin from the environment', () => {
  it('creates the admin from ADMIN_EMAIL and ADMIN_PASSWORD, keeps its sessions on a restart with the same password, and resets them on a new one', async () => {
    const server = await startTestServer({ ADMIN_EMAIL: 'Owner@Example.com', ADMIN_PASSWORD: 'first password 1' });
    const owner = server.client();
    try {
      expect((await owner.post('/api/auth/login', { email: 'owner@example.com', password: 'first password 1' })).status).toBe(200);
      expect((await server.client().get('/api/auth/setup')).body.setupRequired).toBe(false);
    } finally {
      await server.close();
    }
    const restart = (password: string) => startTestServer({ DATA_DIR: server.dataDir, ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: password });

    const same = await restart('first password 1');
    try {
      // A routine restart must not sign the owner out everywhere.
      expect((await new TestClient(same.url).get('/api/auth/me', { cookie: owner.cookie })).status).toBe(200);
    } finally {
      await same.close();
    }

    const changed = await restart('second password 2');
    try {
      const client = new TestClient(changed.url);
      expect((await client.get('/api/auth/me', { cookie: owner.cookie })).status).toBe(401);
      expect((await client.post('/api/auth/login', { email: 'owner@example.com', password: 'first password 1' })).status).toBe(401);
      expect((await client.post('/api/auth/login', { email: 'owner@example.com', password: 'second password 2' })).status).toBe(200);
      expect(await changed.db('adminUsers').count({ count: '*' })).toEqual([{ count: 1 }]);
    } finally {
      await changed.stop();
    }
  });
});

describe('ADMIN_PASSWORD and the password policy', () => {
  it('refuses to start with a common ADMIN_PASSWORD for a new admin, naming why', async () => {
    await expect(startTestServer({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'qwertyuiop' })).rejects.toThrow(
      /^ADMIN_PASSWORD is refused: This password is one of the most common passwords/,
    );
    await expect(startTestServer({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'the owner of it all' })).rejects.toThrow(/"owner" from the e-mail address/);
  });

  it('keeps an existing admin whose password it already is working, with a warning', async () => {
    const { hashPassword } = await import('../../auth/passwords');
    const pino = (await import('pino')).default;
    const first = await startTestServer({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'first password 1' });
    // An account from before the policy, with a password it now refuses.
    await first.db('adminUsers').where({ email: 'owner@example.com' }).update({ passwordHash: await hashPassword('qwertyuiop') });
    await first.close();
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    const restarted = await startTestServer({ DATA_DIR: first.dataDir, ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'qwertyuiop' }, { logger });
    try {
      expect(lines.join('')).toContain('ADMIN_PASSWORD would be refused for a new password');
      expect((await new TestClient(restarted.url).post('/api/auth/login', { email: 'owner@example.com', password: 'qwertyuiop' })).status).toBe(200);
    } finally {
      await restarted.stop();
    }
  });
});
