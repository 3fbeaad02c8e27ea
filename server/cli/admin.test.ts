import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, TestClient, startTestServer } from '../test/harness';
import { dropTestDatabase, testDatabaseEnvironment } from '../test/postgres';

const TSX = path.resolve('node_modules/.bin/tsx');
let dataDir: string;
/** What puts the command on the test servers' database (a PostgreSQL one in the postgres test project). */
let databaseEnvironment: Record<string, string>;

/** `npm run admin -- reset-password <email>` on the test's data folder, with typed lines or environment answers. */
const resetPassword = (options: { environment?: Record<string, string>; typed?: string; email?: string }) =>
  spawnSync(TSX, ['server/cli/admin.ts', 'reset-password', options.email ?? TEST_ADMIN.email], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...databaseEnvironment, ...options.environment },
    input: options.typed ?? '',
    encoding: 'utf8',
    timeout: 60_000,
  });

/** Signs in on a server started on the same data folder; answers the status and the error code. */
async function signInAfterwards(password: string): Promise<{ status: number; code?: string }> {
  const server = await startTestServer({ DATA_DIR: dataDir });
  try {
    const response = await new TestClient(server.url).post('/api/auth/login', { email: TEST_ADMIN.email, password });
    return { status: response.status, code: response.body?.error?.code };
  } finally {
    await server.close();
  }
}

beforeAll(async () => {
  // An owner with two-factor on, then the server stopped: the command works on the database directly.
  const server = await startTestServer();
  dataDir = server.dataDir;
  databaseEnvironment = await testDatabaseEnvironment(dataDir);
  const owner = await server.admin();
  const { secret } = (await owner.post('/api/auth/2fa/setup')).body;
  expect((await owner.post('/api/auth/2fa/enable', { code: await generate({ secret }) })).status).toBe(200);
  await server.close();
});
afterAll(async () => {
  await dropTestDatabase(dataDir);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run admin -- reset-password', () => {
  it('refuses a common password or one containing the e-mail’s name part, changing nothing', async () => {
    const common = resetPassword({ environment: { ADMIN_NEW_PASSWORD: 'qwertyuiop' } });
    expect(common.status).toBe(1);
    expect(common.stderr).toContain('Password not changed: This password is one of the most common passwords');
    const named = resetPassword({ typed: 'my ADMIN passphrase\n' });
    expect(named.status).toBe(1);
    expect(named.stderr).toContain('"admin" from the e-mail address');
    expect(await signInAfterwards(TEST_ADMIN.password)).toEqual({ status: 401, code: 'two_factor_required' });
  });

  it('offers to turn off two-factor for a locked-out owner: no keeps it, yes turns it off', async () => {
    const kept = resetPassword({ typed: 'a fresh passphrase 1\nn\n' });
    expect(kept.status, kept.stderr).toBe(0);
    expect(kept.stdout).toContain('Two-factor sign-in is on for this account. Turn it off too');
    expect(kept.stdout).toContain('Two-factor sign-in stays on.');
    expect(kept.stdout).not.toContain('a fresh passphrase 1');
    expect(await signInAfterwards('a fresh passphrase 1')).toEqual({ status: 401, code: 'two_factor_required' });

    const off = resetPassword({ typed: 'another passphrase 22\ny\n' });
    expect(off.status, off.stderr).toBe(0);
    expect(off.stdout).toContain(`Two-factor sign-in is off for ${TEST_ADMIN.email}`);
    expect(await signInAfterwards('another passphrase 22')).toEqual({ status: 200, code: undefined });
  });

  it('asks nothing about two-factor when it is off, and reads the answer from ADMIN_DISABLE_TWO_FACTOR', () => {
    const quiet = resetPassword({ environment: { ADMIN_NEW_PASSWORD: 'third passphrase 333', ADMIN_DISABLE_TWO_FACTOR: 'yes' } });
    expect(quiet.status).toBe(0);
    expect(quiet.stdout).not.toContain('Two-factor');
  });
});
