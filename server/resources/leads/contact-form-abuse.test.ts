import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lead } from '@shared/schemas/lead';
import { adminSocket } from '../../test/admin-socket';
import { contactInput } from '../../test/factories';
import { postForm } from '../../test/forms';
import { startTestServer, type TestClient, type TestServer } from '../../test/harness';

/*
 * Abuse of the contact form: the per-address limit and the honeypot, through the API and through the form
 * posted without JavaScript, which share one intake.
 */

// The form posted without JavaScript answers with a rendered page: a stand-in for the built index.html is enough.
let distDir: string;
beforeAll(() => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dietbar-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html lang="en" dir="ltr"><head><!--dietbar:head--></head><body><div id="root"></div></body></html>');
});
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

const storedIds = async (admin: TestClient) => (await admin.get<Lead[]>('/api/contact-submissions')).body.map((submission) => submission.id);

describe('the per-address limit', () => {
  let server: TestServer;
  beforeAll(async () => (server = await startTestServer({ CONTACT_RATE_LIMIT: '2', WEB_DIST_DIR: distDir })));
  afterAll(() => server?.stop());

  it('answers 429 with Retry-After past the limit, counting the API and the form posted without JavaScript together', async () => {
    const visitor = server.client();
    expect((await visitor.post('/api/contact', contactInput())).status).toBe(201);
    expect((await postForm(visitor, { ...contactInput(), language: 'en' })).status).toBe(303);

    const limited = await visitor.post('/api/contact', contactInput({ name: 'Third' }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(10 * 60);
    expect(limited.body.error).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/^Too many attempts/) });
    // A bot filling the honeypot is counted and limited like anyone.
    expect((await visitor.post('/api/contact', contactInput({ website: 'https://spam.example' }))).status).toBe(429);
    expect((await postForm(visitor, { ...contactInput({ name: 'Fourth' }), language: 'ar' })).status).toBe(429);

    const names = (await (await server.admin()).get<Lead[]>('/api/contact-submissions')).body.map((submission) => submission.name);
    expect(names).toEqual(['Omar Ali', 'Omar Ali']);
  });
});

describe('the honeypot field `website`', () => {
  let server: TestServer;
  let admin: TestClient;
  beforeAll(async () => {
    server = await startTestServer({ CONTACT_RATE_LIMIT: '100', WEB_DIST_DIR: distDir });
    admin = await server.admin();
  });
  afterAll(() => server?.stop());

  it('through the API: filled, answered exactly like a stored submission (201, same fields), but neither stored nor announced', async () => {
    const { socket, messages } = await adminSocket(server);
    try {
      const before = await server.client().post('/api/contact', contactInput({ name: 'Person Before', website: '' }));
      const trapped = await server.client().post('/api/contact', contactInput({ name: 'Bot', website: 'https://cheap-pills.example' }));
      const after = await server.client().post('/api/contact', contactInput({ name: 'Person After' }));

      expect([before.status, trapped.status, after.status]).toEqual([201, 201, 201]);
      expect(trapped.headers.get('content-type')).toBe(before.headers.get('content-type'));
      expect(Object.keys(trapped.body).sort()).toEqual(Object.keys(before.body).sort());
      expect(trapped.body).toEqual({ ...before.body, id: expect.any(Number), name: 'Bot', submittedAt: expect.any(String) });
      // Its id follows the sequence as a stored one would, and is never given to a stored submission.
      expect(trapped.body.id).toBeGreaterThan(before.body.id);
      expect(after.body.id).toBeGreaterThan(trapped.body.id);

      expect(await storedIds(admin)).toEqual([after.body.id, before.body.id]);
      expect((await admin.patch(`/api/contact-submissions/${trapped.body.id}`, { isRead: true })).status).toBe(404);
      // Notices go out in order: once the one after it has arrived, the trapped one would have too.
      await expect.poll(() => messages.some((message) => message.data?.id === after.body.id)).toBe(true);
      const noticed = messages.filter((message) => message.type === 'new_contact_submission').map((message) => message.data?.name);
      expect(noticed).toEqual(['Person Before', 'Person After']);
    } finally {
      socket.close();
    }
  });

  it('through the form posted without JavaScript: filled, sent to the same thank-you (303), but neither stored nor announced', async () => {
    const { socket, messages } = await adminSocket(server);
    try {
      const idsBefore = await storedIds(admin);
      const form = { ...contactInput(), language: 'ar' };
      const trapped = await postForm(server.client(), { ...form, name: 'Form Bot', website: 'spam' });
      const person = await postForm(server.client(), { ...form, name: 'Form Person', website: '' });

      expect([trapped.status, person.status]).toEqual([303, 303]);
      expect(trapped.headers.get('location')).toBe(person.headers.get('location'));
      expect(trapped.text).toBe(person.text);

      const idsAfter = await storedIds(admin);
      expect(idsAfter).toHaveLength(idsBefore.length + 1);
      await expect.poll(() => messages.some((message) => message.data?.name === 'Form Person')).toBe(true);
      expect(messages.filter((message) => message.type === 'new_contact_submission').map((message) => message.data?.name)).toEqual(['Form Person']);
    } finally {
      socket.close();
    }
  });

  it('refuses an invalid submission that fills it like any other (400 naming the fields): the trap says nothing first', async () => {
    const count = (await storedIds(admin)).length;
    const api = await server.client().post('/api/contact', { name: 'Bot', email: 'not-an-email', message: 'x', website: 'spam' });
    expect(api.status).toBe(400);
    expect(api.body.error.fields).toEqual([{ path: 'email', code: 'invalid_email', message: 'Must be a valid email address' }]);
    const form = await postForm(server.client(), { language: 'en', name: 'Bot', email: 'not-an-email', message: 'x', website: 'spam' });
    expect(form.status).toBe(400);
    expect((await storedIds(admin)).length).toBe(count);
  });

  it('treats any value in it as filled, whatever its type', async () => {
    const count = (await storedIds(admin)).length;
    for (const website of [0, false, ['x'], { url: 'x' }, ' ']) {
      const response = await server.client().post('/api/contact', contactInput({ website }));
      expect(response.status, JSON.stringify(website)).toBe(201);
    }
    expect((await storedIds(admin)).length).toBe(count);
  });
});
