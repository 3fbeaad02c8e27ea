import http from 'node:http';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN, type TestServer } from '../test/harness';
import { throttleKeyOfEmail } from './login-throttle';

const WRONG_PASSWORD = 'wrong-guess-7Qz!';
const logLines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { logger: pino({ level: 'warn' }, { write: (line: string) => void logLines.push(line) }) });
  await (await server.admin()).post('/api/auth/logout');
});
afterAll(() => server.stop());

/**
 * A sign-in sent from another loopback address (Linux routes all of 127/8 to lo), so that the server sees a second
 * client without trusting any header.
 */
function signInFrom(localAddress: string, email: string, password: string, target = server) {
  const url = new URL('/api/auth/login', target.url);
  const body = JSON.stringify({ email, password });
  return new Promise<{ status: number; retryAfter?: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/json', Origin: target.url },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode!, retryAfter: response.headers['retry-after'] as string | undefined }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('brute force against the sign-in', () => {
  it('throttles 1,000 wrong passwords from one address, whatever X-Forwarded-For says, while the owner signs in from another', async () => {
    const attacker = server.client();
    const statuses: number[] = [];
    const retryAfters: (string | null)[] = [];
    const ownerSignIns: Promise<{ status: number }>[] = [];
    for (let batch = 0; batch < 50; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          attacker.post(
            '/api/auth/login',
            { email: TEST_ADMIN.email, password: WRONG_PASSWORD },
            // TRUST_PROXY is off: a new "address" in every request must not buy new attempts.
            { headers: { 'X-Forwarded-For': `203.0.113.${(batch * 20 + i) % 250}` }, cookie: false },
          ),
        ),
      );
      for (const answer of answers) {
        statuses.push(answer.status);
        retryAfters.push(answer.headers.get('Retry-After'));
      }
      if (batch === 25) ownerSignIns.push(signInFrom('127.0.0.2', TEST_ADMIN.email, TEST_ADMIN.password));
    }
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(995);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    statuses.forEach((status, i) => status === 429 && expect(Number(retryAfters[i])).toBeGreaterThan(0));
    expect((await Promise.all(ownerSignIns)).map((answer) => answer.status)).toEqual([200]);
    // The attacker's address stays blocked even for the right password.
    expect((await attacker.post('/api/auth/login', TEST_ADMIN, { cookie: false })).status).toBe(429);
  }, 30_000);

  it('gives no extra attempts to the same e-mail written in upper case, with spaces or with look-alike characters', async () => {
    const spellings = ['ADMIN@EXAMPLE.COM', ' admin@example.com ', 'Admin@Example.com', '\tadmin@EXAMPLE.com', 'admin@example.com'];
    for (const email of spellings) expect((await signInFrom('127.0.0.3', email, WRONG_PASSWORD)).status).toBe(401);
    for (const email of [...spellings, 'ａｄｍｉｎ@example.com', 'admin\u200b@example.com']) {
      const answer = await signInFrom('127.0.0.3', email, TEST_ADMIN.password);
      // Look-alikes are no valid address (400) or share the throttled key (429): never a fresh attempt.
      expect([400, 429]).toContain(answer.status);
    }
    for (const email of ['ａｄｍｉｎ@example.com', 'admin\u200b@example.com', ' ADMIN@example.COM\u2060 ', 'ａｄｍｉｎ＠ｅｘａｍｐｌｅ．ｃｏｍ']) {
      expect(throttleKeyOfEmail(email)).toBe(TEST_ADMIN.email);
    }
    // Another address is not affected.
    expect((await signInFrom('127.0.0.4', ' ADMIN@example.com ', TEST_ADMIN.password)).status).toBe(200);
  });

  it('logs failed and throttled sign-ins with the address, never the password', () => {
    const entries = logLines.map((line) => JSON.parse(line) as { msg: string; ip?: string; email?: string });
    expect(entries.some((entry) => entry.msg === 'sign-in failed' && entry.ip === '127.0.0.1' && entry.email === TEST_ADMIN.email)).toBe(true);
    expect(entries.some((entry) => entry.msg === 'sign-in throttled' && entry.ip === '127.0.0.1')).toBe(true);
    expect(entries.some((entry) => entry.msg === 'sign-in throttled' && entry.ip === '127.0.0.3')).toBe(true);
    for (const line of logLines) {
      expect(line).not.toContain(WRONG_PASSWORD);
      expect(line).not.toContain(TEST_ADMIN.password);
    }
  });
});

describe('behind a trusted proxy (TRUST_PROXY=true)', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({ TRUST_PROXY: 'true' });
    await proxied.client().post('/api/auth/setup', TEST_ADMIN);
  });
  afterAll(() => proxied.stop());

  it('counts each forwarded address on its own', async () => {
    const from = (address: string, password: string) =>
      proxied.client().post('/api/auth/login', { email: TEST_ADMIN.email, password }, { headers: { 'X-Forwarded-For': address } });
    for (let i = 0; i < 5; i++) expect((await from('198.51.100.7', WRONG_PASSWORD)).status).toBe(401);
    expect((await from('198.51.100.7', TEST_ADMIN.password)).status).toBe(429);
    expect((await from('198.51.100.8', TEST_ADMIN.password)).status).toBe(200);
  });
});
