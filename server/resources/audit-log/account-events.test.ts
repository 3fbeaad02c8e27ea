import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogEntry } from '@shared/audit';
import { TEST_ADMIN, type TestClient, startTestServer, type TestServer } from '../../test/harness';

let clock = Date.parse('2026-11-05T09:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' }, { now: () => new Date(clock), heartbeatMs: 3_600_000 });
});
afterAll(() => server.stop());

const STEP_MS = 30_000;
const codeFor = (secret: string) => generate({ secret, epoch: Math.floor(clock / 1000) });
/** Each test signs in from an address of its own, so that the login throttle of one does not reach another. */
const from = (ip: string) => ({ headers: { 'X-Forwarded-For': ip } });

const DINA = { name: 'Dina Farouk', email: 'dina@example.com', password: 'green tea and oats 2026' };
const NEW_PASSWORD = 'a quiet harbour at dawn';
const WRONG_PASSWORD = 'not the password at all';

/** Every secret a test below typed or was given: none may ever appear in the log. */
const secrets = new Set<string>([TEST_ADMIN.password, DINA.password, NEW_PASSWORD, WRONG_PASSWORD]);

async function log(reader: TestClient, query = ''): Promise<AuditLogEntry[]> {
  const page = await reader.get(`/api/audit-log?limit=200${query}`);
  expect(page.status).toBe(200);
  return page.body.items;
}

const newest = async (reader: TestClient, action: string) => (await log(reader, `&action=${action}`))[0];

let ownerId: number;
const owner = () => ({ id: ownerId, name: TEST_ADMIN.name, email: TEST_ADMIN.email });

describe('the audit log of sign-ins and account changes', () => {
  it('records the first-run setup as an admin added by nobody signed in, and its sign-in by that admin', async () => {
    const admin = await server.admin();
    ownerId = (await admin.get('/api/auth/me')).body.user.id;
    const [added] = await log(admin, '&action=admin.added');
    expect(added).toMatchObject({
      actor: null,
      entity: 'admin',
      entityId: ownerId,
      summary: `${TEST_ADMIN.name} <${TEST_ADMIN.email}>, the first admin, at setup`,
      changes: { name: [null, TEST_ADMIN.name], email: [null, TEST_ADMIN.email] },
    });
    const signIns = await log(admin, '&action=auth.sign_in');
    expect(signIns.length).toBeGreaterThanOrEqual(2);
    expect(signIns[0]).toMatchObject({ actor: owner(), entity: 'admin', entityId: ownerId, at: new Date(clock).toISOString() });
  });

  it('records a sign-in with its admin and address, and a desktop one as such', async () => {
    const admin = await server.admin();
    const desktop = await server.client().post('/api/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password, client: 'desktop' }, from('198.51.100.7'));
    expect(desktop.status).toBe(200);
    secrets.add(desktop.body.token);
    expect(await newest(admin, 'auth.sign_in')).toMatchObject({
      actor: owner(),
      action: 'auth.sign_in',
      entity: 'admin',
      entityId: ownerId,
      summary: `${TEST_ADMIN.email} in the desktop app from 198.51.100.7`,
    });
  });

  it('records failed sign-ins on their own with the e-mail tried and the address, never the password, and no actor', async () => {
    const admin = await server.admin();
    const wrong = await server.client().post('/api/auth/login', { email: TEST_ADMIN.email, password: WRONG_PASSWORD }, from('203.0.113.9'));
    expect(wrong.status).toBe(401);
    expect(await newest(admin, 'auth.sign_in_failed')).toMatchObject({
      actor: null,
      entity: 'admin',
      entityId: ownerId,
      summary: `${TEST_ADMIN.email} from 203.0.113.9: wrong password`,
    });
    const unknown = await server.client().post('/api/auth/login', { email: 'Nobody@Example.com', password: WRONG_PASSWORD }, from('203.0.113.10'));
    expect(unknown.status).toBe(401);
    const entry = await newest(admin, 'auth.sign_in_failed');
    expect(entry).toMatchObject({ actor: null, entityId: null, summary: 'nobody@example.com from 203.0.113.10: no account has this e-mail' });
    expect(entry).not.toHaveProperty('changes');
  });

  it('records two-factor turned on and off, a wrong code at sign-in, and none of the secret, codes or recovery codes', async () => {
    const admin = await server.admin();
    const setup = await admin.post('/api/auth/2fa/setup');
    secrets.add(setup.body.secret);
    const enableCode = await codeFor(setup.body.secret);
    const enabled = await admin.post('/api/auth/2fa/enable', { code: enableCode });
    expect(enabled.status).toBe(200);
    for (const code of [enableCode, ...enabled.body.recoveryCodes]) secrets.add(code);
    expect(await newest(admin, 'auth.2fa_enabled')).toMatchObject({
      actor: owner(),
      entity: 'admin',
      entityId: ownerId,
      summary: TEST_ADMIN.email,
      changes: { twoFactorEnabled: [false, true] },
    });

    clock += STEP_MS;
    const wrongCode = await server.client().post('/api/auth/login', { ...TEST_ADMIN, code: '000000' }, from('203.0.113.20'));
    expect(wrongCode.status).toBe(401);
    expect((await newest(admin, 'auth.sign_in_failed'))?.summary).toBe(`${TEST_ADMIN.email} from 203.0.113.20: wrong two-factor code`);
    const recoveryCode = enabled.body.recoveryCodes[0];
    const withRecovery = await server.client().post('/api/auth/login', { ...TEST_ADMIN, code: recoveryCode }, from('203.0.113.21'));
    expect(withRecovery.status).toBe(200);
    expect((await newest(admin, 'auth.sign_in'))?.summary).toBe(`${TEST_ADMIN.email} in a browser from 203.0.113.21`);

    clock += STEP_MS;
    const disableCode = await codeFor(setup.body.secret);
    secrets.add(disableCode);
    expect((await admin.post('/api/auth/2fa/disable', { password: TEST_ADMIN.password, code: disableCode })).status).toBe(204);
    expect(await newest(admin, 'auth.2fa_disabled')).toMatchObject({ actor: owner(), entityId: ownerId, changes: { twoFactorEnabled: [true, false] } });
  });

  it('records ended sessions, one or all the others, and a sign-out', async () => {
    const admin = await server.admin();
    await server.admin();
    const sessions = (await admin.get('/api/auth/sessions')).body as { id: string; current: boolean }[];
    const otherSession = sessions.find((session) => !session.current)!;
    expect((await admin.delete(`/api/auth/sessions/${otherSession.id}`)).status).toBe(204);
    expect(await newest(admin, 'auth.session_ended')).toMatchObject({
      actor: owner(),
      entity: 'session',
      entityId: otherSession.id,
      summary: expect.stringMatching(/^Browser: /),
    });

    await server.admin();
    await server.admin();
    const ended = await admin.delete('/api/auth/sessions');
    expect(ended.body.ended).toBeGreaterThanOrEqual(2);
    expect(await newest(admin, 'auth.session_ended')).toMatchObject({ actor: owner(), entityId: null, summary: `Every other session: ${ended.body.ended}` });

    const leaving = await server.admin();
    expect((await leaving.post('/api/auth/logout')).status).toBe(204);
    expect(await newest(admin, 'auth.sign_out')).toMatchObject({ actor: owner(), entity: 'admin', entityId: ownerId, summary: TEST_ADMIN.email });
    // Signing out without a session changes nothing, and records nothing.
    const before = await log(admin);
    expect((await server.client().post('/api/auth/logout')).status).toBe(204);
    expect((await log(admin)).length).toBe(before.length);
  });

  it('records admins added and removed by whom, and a password change ending the other sessions', async () => {
    const admin = await server.admin();
    const added = await admin.post('/api/admins', DINA);
    expect(added.status).toBe(201);
    expect(await newest(admin, 'admin.added')).toMatchObject({
      actor: owner(),
      entity: 'admin',
      entityId: added.body.id,
      summary: `${DINA.name} <${DINA.email}>`,
      changes: { name: [null, DINA.name], email: [null, DINA.email] },
    });

    // Dina's own change names her; her entries stay hers after her account is removed.
    const dina = server.client();
    expect((await dina.post('/api/auth/login', { email: DINA.email, password: DINA.password }, from('192.0.2.50'))).status).toBe(200);
    await server.client().post('/api/auth/login', { email: DINA.email, password: DINA.password }, from('192.0.2.51'));
    expect((await dina.post('/api/auth/password', { currentPassword: DINA.password, newPassword: NEW_PASSWORD })).status).toBe(204);
    const dinaActor = { id: added.body.id, name: DINA.name, email: DINA.email };
    expect(await newest(admin, 'auth.password_changed')).toMatchObject({
      actor: dinaActor,
      entity: 'admin',
      entityId: added.body.id,
      summary: `${DINA.email}; other sessions ended: 1`,
    });
    expect((await log(admin, '&action=auth.password_changed'))[0]).not.toHaveProperty('changes');

    expect((await admin.delete(`/api/admins/${added.body.id}`)).status).toBe(204);
    expect(await newest(admin, 'admin.removed')).toMatchObject({
      actor: owner(),
      entityId: added.body.id,
      summary: `${DINA.name} <${DINA.email}>`,
      changes: { name: [DINA.name, null], email: [DINA.email, null] },
    });
    expect(await newest(admin, 'auth.password_changed')).toMatchObject({ actor: dinaActor });

    // Refused removals change nothing and record nothing.
    const count = (await log(admin)).length;
    expect((await admin.delete(`/api/admins/${ownerId}`)).status).toBe(409);
    expect((await log(admin)).length).toBe(count);
  });

  it('holds no password, hash, token, two-factor secret, code or recovery code in any entry', async () => {
    const admin = await server.admin();
    secrets.add(admin.cookie.split('=')[1]!);
    const hashes = (await server.db('adminUsers').select('passwordHash')).map((row: { passwordHash: string }) => row.passwordHash);
    const tokens = (await server.db('sessions').select('id')).map((row: { id: string }) => row.id);
    const entries = await log(admin);
    expect(entries.length).toBeGreaterThan(15);
    const stored = JSON.stringify(await server.db('auditLog').select('*'));
    for (const text of [JSON.stringify(entries), stored]) {
      for (const secret of [...secrets, ...hashes, ...tokens]) expect(text).not.toContain(secret);
    }
    const changedFields = entries.flatMap((entry) => Object.keys(entry.changes ?? {}));
    expect(changedFields.filter((field) => /password|hash|token|secret|recovery|code/i.test(field))).toEqual([]);
  });
});
