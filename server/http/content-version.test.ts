import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactInput, packageInput } from '../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';

// A stand-in for the Vite build (as in serve-web.test.ts): the page template, without building.
const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head><title>DietBar</title><!--dietbar:head--></head>
  <body><div id="root"></div></body>
</html>`;

let server: TestServer;
let distDir: string;
let admin: TestClient;
let visitor: TestClient;
let packageId: number;
let leadId: number;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dietbar-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
  server = await startTestServer({ WEB_DIST_DIR: distDir });
  admin = await server.admin();
  visitor = server.client();
  packageId = (await admin.post('/api/packages', packageInput({ nameEn: 'Starter Plan' }))).body.id;
  leadId = (await visitor.post('/api/contact', contactInput())).body.id;
});

afterAll(async () => {
  await server?.stop();
  fs.rmSync(distDir, { recursive: true, force: true });
});

/** The landing page as a visitor's browser reads it, revalidating `etag` when given. */
const landingPage = (etag?: string) => visitor.get('/', { headers: etag ? { 'If-None-Match': etag } : {} });

describe('the cached public answers', () => {
  it('stay when a lead is marked read or given a note, or sessions end: the page revalidates as unchanged, same ETag', async () => {
    const first = await landingPage();
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const packages = (await visitor.get('/api/packages')).headers.get('etag')!;
    // Changed behind the API's back (no bump): a page rendered again would show it, so a 304 proves the cached one.
    await server.deps.repositories.packages.update(packageId, { nameEn: 'Quietly renamed' });
    const version = server.deps.contentVersion.current;

    expect((await admin.patch(`/api/contact-submissions/${leadId}`, { isRead: true })).status).toBe(200);
    expect((await admin.post(`/api/contact-submissions/${leadId}/notes`, { text: 'Called back, booked for Sunday' })).status).toBe(201);
    expect((await admin.post('/api/auth/2fa/setup')).status).toBe(200);
    expect((await admin.delete('/api/auth/sessions')).status).toBe(200);

    expect(server.deps.contentVersion.current).toBe(version);
    const again = await landingPage(etag);
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await visitor.get('/api/packages', { headers: { 'If-None-Match': packages } })).status).toBe(304);
    await server.deps.repositories.packages.update(packageId, { nameEn: 'Starter Plan' });
  });

  it('are dropped when a package is saved: the page answers 200 with the new content and a new ETag', async () => {
    const first = await landingPage();
    const etag = first.headers.get('etag')!;
    expect(first.text).toContain('Starter Plan');

    expect((await admin.put(`/api/packages/${packageId}`, packageInput({ nameEn: 'Family Plan' }))).status).toBe(200);

    const after = await landingPage(etag);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(after.text).toContain('Family Plan');
    expect(after.text).not.toContain('Starter Plan');
  });
});
