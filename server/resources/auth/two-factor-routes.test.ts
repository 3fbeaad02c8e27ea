import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, TestClient, startTestServer, type TestServer } from '../../test/harness';

let clock = Date.parse('2026-11-02T09:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' }, { now: () => new Date(clock) });
});
afterAll(() => server.stop());

const STEP_MS = 30_000;
/** The code an authenticator app shows for `secret`, `steps` steps from the server's clock. */
const codeFor = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor((clock + steps * STEP_MS) / 1000) });
/** Requests from a client address of their own, so that each test's throttling stays its own. */
const from = (ip: string) => ({ headers: { 'X-Forwarded-For': ip } });

const signIn = (body: Record<string, unknown>, ip = '192.0.2.1', client = server.client()) =>
  client.post('/api/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password, ...body }, from(ip));

/** Enrols the signed-in `admin` and answers its secret and recovery codes. */
async function enrol(admin: TestClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await admin.post('/api/auth/2fa/setup');
  expect(setup.status).toBe(200);
  const enabled = await admin.post('/api/auth/2fa/enable', { code: await codeFor(setup.body.secret) });
  expect(enabled.status).toBe(200);
  clock += STEP_MS; // the enabling code's step is used up
  return { secret: setup.body.secret, recoveryCodes: enabled.body.recoveryCodes };
}

async function disable(admin: TestClient, secret: string) {
  clock += STEP_MS;
  expect((await admin.post('/api/auth/2fa/disable', { password: TEST_ADMIN.password, code: await codeFor(secret) })).status).toBe(204);
}

describe('two-factor enrolment', () => {
  it('sets up a secret without enabling anything, enables it with a code, and answers ten recovery codes once', async () => {
    const admin = await server.admin();
    const setup = await admin.post('/api/auth/2fa/setup');
    expect(setup.status).toBe(200);
    expect(Object.keys(setup.body).sort()).toEqual(['otpauthUrl', 'secret']);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toBe(`otpauth://totp/DietBar:admin%40example.com?secret=${setup.body.secret}&issuer=DietBar`);
    // Nothing is on yet: the password alone still signs in.
    expect((await admin.get('/api/auth/me')).body.user).toEqual({ id: expect.any(Number), name: TEST_ADMIN.name, email: TEST_ADMIN.email, twoFactorEnabled: false });
    expect((await signIn({}, '192.0.2.10')).status).toBe(200);

    // Only the latest set-up counts, and its secret is stored sealed, never as given.
    const latest = await admin.post('/api/auth/2fa/setup');
    expect(latest.body.secret).not.toBe(setup.body.secret);
    const row = await server.db('adminUsers').where({ email: TEST_ADMIN.email }).first();
    expect(JSON.stringify(row)).not.toContain(latest.body.secret);
    const stale = await admin.post('/api/auth/2fa/enable', { code: await codeFor(setup.body.secret) });
    expect(stale.status).toBe(400);
    expect(stale.body.error).toMatchObject({ code: 'invalid_two_factor_code', fields: [{ path: 'code', code: 'invalid_two_factor_code', message: expect.any(String) }] });

    const enabled = await admin.post('/api/auth/2fa/enable', { code: await codeFor(latest.body.secret) });
    expect(enabled.status).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10);
    for (const code of enabled.body.recoveryCodes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
    expect((await admin.get('/api/auth/me')).body.user.twoFactorEnabled).toBe(true);

    // Stored only as hashes, and the secret only sealed.
    const stored = JSON.stringify(await server.db('recoveryCodes').select());
    for (const code of enabled.body.recoveryCodes) expect(stored).not.toContain(code.replace(/-/g, ''));
    expect(JSON.stringify(await server.db('adminUsers').select())).not.toContain(latest.body.secret);

    // A second set-up while it is on is refused (a stolen session must not swap the authenticator).
    const again = await admin.post('/api/auth/2fa/setup');
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('two_factor_already_enabled');
    await disable(admin, latest.body.secret);
    expect((await admin.get('/api/auth/me')).body.user.twoFactorEnabled).toBe(false);
  });

  it('refuses enabling without a set-up, and bad input with 400', async () => {
    const admin = await server.admin();
    const none = await admin.post('/api/auth/2fa/enable', { code: '123456' });
    expect(none.status).toBe(409);
    expect(none.body.error.code).toBe('two_factor_setup_required');
    for (const body of [{}, { code: '' }, { code: 12 }, { code: 'x'.repeat(65) }]) {
      const refused = await admin.post('/api/auth/2fa/enable', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error.fields[0].path).toBe('code');
    }
    expect((await admin.post('/api/auth/2fa/disable', { password: TEST_ADMIN.password, code: '123456' })).body.error.code).toBe('two_factor_not_enabled');
  });
});

describe('signing in with two-factor', () => {
  let secret: string;
  let recoveryCodes: string[];
  let admin: TestClient;
  beforeAll(async () => {
    admin = await server.admin();
    ({ secret, recoveryCodes } = await enrol(admin));
  });
  afterAll(() => disable(admin, secret));

  it('answers two_factor_required to the password alone, and starts no session', async () => {
    const client = server.client();
    const before = await server.db('sessions').count({ count: '*' });
    const response = await signIn({}, '192.0.2.20', client);
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('two_factor_required');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(client.cookie).toBe('');
    expect(await server.db('sessions').count({ count: '*' })).toEqual(before);
    // A wrong password says nothing about two-factor.
    expect((await signIn({ password: 'not the password' }, '192.0.2.20')).body.error.code).toBe('invalid_credentials');
    expect((await signIn({ password: 'not the password', code: await codeFor(secret) }, '192.0.2.20')).body.error.code).toBe('invalid_credentials');
  });

  it('signs in with a current code, once: the same code again is refused', async () => {
    clock += STEP_MS;
    const client = server.client();
    const code = await codeFor(secret);
    const first = await signIn({ code }, '192.0.2.21', client);
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ email: TEST_ADMIN.email, twoFactorEnabled: true });
    expect((await client.get('/api/auth/me')).status).toBe(200);
    const replay = await signIn({ code }, '192.0.2.21');
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('invalid_two_factor_code');
    // Still refused in the next step, while the code is within the drift window.
    clock += STEP_MS;
    expect((await signIn({ code }, '192.0.2.21')).status).toBe(401);
  });

  it('accepts a code sent twice at the same moment only once', async () => {
    clock += STEP_MS;
    const code = await codeFor(secret);
    const answers = await Promise.all([signIn({ code }, '192.0.2.22'), signIn({ code }, '192.0.2.23')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it('allows one step of clock drift either way, not two', async () => {
    clock += 10 * STEP_MS;
    expect((await signIn({ code: await codeFor(secret, -2) }, '192.0.2.24')).status).toBe(401);
    expect((await signIn({ code: await codeFor(secret, -1) }, '192.0.2.24')).status).toBe(200);
    clock += 10 * STEP_MS;
    expect((await signIn({ code: await codeFor(secret, 2) }, '192.0.2.24')).status).toBe(401);
    expect((await signIn({ code: await codeFor(secret, 1) }, '192.0.2.24')).status).toBe(200);
    // The step after the one just used is the earliest that can sign in again.
    expect((await signIn({ code: await codeFor(secret) }, '192.0.2.24')).status).toBe(401);
  });

  it('accepts a recovery code once, typed in any case and spacing', async () => {
    const [code] = recoveryCodes;
    const typed = ` ${code!.toUpperCase().replace(/-/g, ' ')} `;
    expect((await signIn({ code: typed }, '192.0.2.25')).status).toBe(200);
    const again = await signIn({ code: code! }, '192.0.2.25');
    expect(again.status).toBe(401);
    expect(again.body.error.code).toBe('invalid_two_factor_code');
    expect((await signIn({ code: recoveryCodes[1]! }, '192.0.2.25')).status).toBe(200);
  });

  it('gives the desktop client its bearer token with a code', async () => {
    clock += 10 * STEP_MS;
    const response = await signIn({ code: await codeFor(secret), client: 'desktop' }, '192.0.2.26');
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(typeof response.body.token).toBe('string');
    expect((await server.client().get('/api/auth/me', { headers: { Authorization: `Bearer ${response.body.token}` } })).status).toBe(200);
  });

  it('turns off only with the password and a code, counted like sign-in attempts', async () => {
    const ip = { headers: { 'X-Forwarded-For': '192.0.2.30' } };
    const wrongPassword = await admin.post('/api/auth/2fa/disable', { password: 'not the password', code: await codeFor(secret) }, ip);
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.error).toMatchObject({ code: 'invalid_password', fields: [{ path: 'password', code: 'invalid_password', message: expect.any(String) }] });
    const wrongCode = await admin.post('/api/auth/2fa/disable', { password: TEST_ADMIN.password, code: '000000' }, ip);
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.error.code).toBe('invalid_two_factor_code');
    expect((await admin.get('/api/auth/me')).body.user.twoFactorEnabled).toBe(true);
  });
});

describe('throttling wrong codes', () => {
  /** A server of its own with the admin enrolled, so that the counts start from nothing. */
  async function enrolledServer(): Promise<{ fresh: TestServer; secret: string }> {
    const fresh = await startTestServer({ TRUST_PROXY: 'true' }, { now: () => new Date(clock) });
    return { fresh, secret: (await enrol(await fresh.admin())).secret };
  }

  it('counts wrong codes towards the sign-in throttle, so that the right code is refused after five', async () => {
    const { fresh, secret } = await enrolledServer();
    try {
      const ip = '203.0.113.50';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const wrong = await signIn({ code: String(100000 + attempt) }, ip, fresh.client());
        expect(wrong.status).toBe(401);
        expect(wrong.body.error.code).toBe('invalid_two_factor_code');
      }
      clock += 10 * STEP_MS;
      const blocked = await signIn({ code: await codeFor(secret) }, ip, fresh.client());
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      // Asking for the code (the password alone) never uses up an attempt.
      for (let attempt = 0; attempt < 6; attempt += 1) expect((await signIn({}, '203.0.113.51', fresh.client())).status).toBe(401);
      expect((await signIn({ code: await codeFor(secret) }, '203.0.113.51', fresh.client())).status).toBe(200);
    } finally {
      await fresh.stop();
    }
  });

  it('limits wrong codes per account too (ten in 15 minutes), from any address', async () => {
    const { fresh, secret } = await enrolledServer();
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        statuses.push((await signIn({ code: String(200000 + attempt) }, `198.51.100.${attempt + 1}`, fresh.client())).status);
      }
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
      clock += 10 * STEP_MS;
      expect((await signIn({ code: await codeFor(secret) }, '198.51.100.99', fresh.client())).status).toBe(429);
    } finally {
      await fresh.stop();
    }
  });
});

describe('turning two-factor off with a recovery code', () => {
  it('disables with a recovery code; the password alone signs in again and the old codes are gone', async () => {
    const admin = await server.admin();
    const { recoveryCodes } = await enrol(admin);
    expect((await admin.post('/api/auth/2fa/disable', { password: TEST_ADMIN.password, code: recoveryCodes[0] })).status).toBe(204);
    expect((await admin.get('/api/auth/me')).body.user.twoFactorEnabled).toBe(false);
    expect(await server.db('recoveryCodes').count({ count: '*' })).toEqual([{ count: 0 }]);
    expect((await signIn({}, '192.0.2.40')).status).toBe(200);
  });
});
