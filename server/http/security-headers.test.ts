import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TINY_PNG, type TestResponse, type TestServer } from '../test/harness';
import { helmetHeaders } from './security-headers';
import { TEST_DATABASE_ENGINE } from '../test/postgres';

// A stand-in for the Vite build (as in serve-web.test.ts): a page template and one asset, without building.
const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head><title>DietBar</title><!--dietbar:head--><script type="module" crossorigin src="/assets/index-abc123.js"></script></head>
  <body><div id="root"></div></body>
</html>`;

let server: TestServer;
let distDir: string;
const logLines: string[] = [];

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dietbar-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("app")');
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  server = await startTestServer({ WEB_DIST_DIR: distDir }, { logger: pino({ level: 'error' }, logStream) });
  fs.writeFileSync(path.join(server.deps.config.uploadsDir, 'tiny.png'), TINY_PNG);
});

afterAll(async () => {
  await server?.stop();
  fs.rmSync(distDir, { recursive: true, force: true });
});

/** Whose pages may embed the answer: the app's own only, except uploaded images, which the desktop app's page shows too. */
type ResourcePolicy = 'same-origin' | 'cross-origin';

function expectSecurityHeaders({ headers }: TestResponse, resourcePolicy: ResourcePolicy = 'same-origin') {
  const policy = headers.get('content-security-policy') ?? '';
  expect(policy).toContain("object-src 'none'");
  expect(policy).toMatch(/(^|;)\s*base-uri /);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(policy.includes("frame-ancestors 'none'") || headers.get('x-frame-options') === 'DENY').toBe(true);
  expect(headers.get('cross-origin-resource-policy')).toBe(resourcePolicy);
  expect(headers.get('x-powered-by')).toBeNull();
}

describe('security headers on every kind of answer', () => {
  const answers: [string, () => Promise<TestResponse>, number, ResourcePolicy?][] = [
    ['an HTML page', () => server.client().get('/'), 200],
    ['the admin shell', () => server.client().get('/admin'), 200],
    ['a page that does not exist', () => server.client().get('/no-such-page'), 404],
    ['a JSON API answer', () => server.client().get('/api/packages'), 200],
    ['an unknown API route', () => server.client().get('/api/no-such-route'), 404],
    ['a refused API body', () => server.client().post('/api/contact', {}), 400],
    ['an API route that needs a session', () => server.client().get('/api/admins'), 401],
    ['an upload', () => server.client().get('/uploads/tiny.png'), 200, 'cross-origin'],
    ['an upload that does not exist', () => server.client().get('/uploads/missing.png'), 404, 'cross-origin'],
    ['a static asset', () => server.client().get('/assets/index-abc123.js'), 200],
  ];

  it.each(answers)('%s', async (_kind, send, status, resourcePolicy) => {
    const response = await send();
    expect(response.status).toBe(status);
    expectSecurityHeaders(response, resourcePolicy);
  });
});

describe('where forms may go', () => {
  const formAction = (headers: [string, string][]) =>
    new Map(headers).get('Content-Security-Policy')?.split(';').map((directive) => directive.trim()).find((directive) => directive.startsWith('form-action'));

  it('is this site only, without Paymob', async () => {
    const policy = (await server.client().get('/')).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("form-action 'self';");
    expect(formAction(helmetHeaders())).toBe("form-action 'self'");
  });

  it('is also Paymob’s origin when it is configured, as a booking posted without scripts is sent on to its checkout', () => {
    expect(formAction(helmetHeaders(['https://accept.paymob.com']))).toBe("form-action 'self' https://accept.paymob.com");
  });
});

describe('an internal error', () => {
  it('answers 500 with a generic message and headers, while the log holds the detail', async () => {
    await server.db.schema.dropTable('social_links');
    const response = await server.client().get('/api/social-links');
    expect(response.status).toBe(500);
    expectSecurityHeaders(response);
    expect(response.body).toEqual({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } });
    // No stack trace, SQL or file path in the body.
    expect(response.text).not.toMatch(/social_links|select|sqlite|\bat \w|\/|\\|\.ts\b|\.js\b/i);
    const logged = logLines.join('\n');
    expect(logged).toContain(TEST_DATABASE_ENGINE === 'postgres' ? 'relation \\"social_links\\" does not exist' : 'no such table: social_links');
    expect(logged).toContain('request failed');
  });
});
