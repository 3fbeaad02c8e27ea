import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type WebSocket from 'ws';
import { WS_CLOSE_SESSION_ENDED } from '@shared/constants';
import { blogPostInput, contactInput, packageInput } from '../test/factories';
import { adminSocket } from '../test/admin-socket';
import { startTestServer, TEST_ADMIN, type TestServer } from '../test/harness';
import { startMailServer, type TestMailServer } from '../test/mail-server';
import { migratedPostgresDatabase, type PostgresDatabase } from '../test/postgres';

/*
 * Two instances on one PostgreSQL database, as behind a load balancer: what happens on one is known to the other
 * through LISTEN/NOTIFY, within a second.
 */

const CONTACT_LIMIT = 4;

describe('two instances on one PostgreSQL database', () => {
  let database: PostgresDatabase;
  let first: TestServer;
  let second: TestServer;
  let mail: TestMailServer;

  beforeAll(async () => {
    database = await migratedPostgresDatabase();
    // Behind a proxy, as in production: each test's visitor comes from an address of its own (X-Forwarded-For).
    mail = await startMailServer('mail password');
    const environment = {
      DATABASE_URL: database.url,
      CONTACT_RATE_LIMIT: String(CONTACT_LIMIT),
      TRUST_PROXY: 'true',
      SMTP_URL: mail.url,
      MAIL_FROM: 'alerts@dietbar.example',
      LEAD_EMAIL_TO: 'owner@dietbar.example',
      // Each test server has a data folder of its own, as instances on two machines do: the key comes from the environment.
      SECRET_KEY: randomBytes(32).toString('base64'),
    };
    first = await startTestServer(environment);
    second = await startTestServer(environment);
  }, 60_000);

  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await mail?.stop();
    await database?.drop();
  });

  const nextMessage = (socket: WebSocket) => new Promise<any>((resolve) => socket.once('message', (data) => resolve(JSON.parse(String(data)))));
  /** Rejects when `promise` takes longer than a second. */
  const withinASecond = <T>(promise: Promise<T>) =>
    Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('not within a second')), 1000))]);

  it('tells the admins connected to one instance of a lead posted on the other, within a second', async () => {
    const { socket } = await adminSocket(second);
    try {
      const notified = nextMessage(socket);
      const lead = await first.client().post('/api/contact', contactInput({ name: 'Across Instances', message: 'م'.repeat(4900) }));
      expect(lead.status).toBe(201);
      const message = await withinASecond(notified);
      expect(message).toMatchObject({ type: 'new_contact_submission', data: { id: lead.body.id, name: 'Across Instances' } });
      // Too long for a notification as it is: its first words travel.
      expect(message.data.message.startsWith('ممم')).toBe(true);
    } finally {
      socket.close();
    }
  });

  it('closes on one instance the sockets of a session signed out on the other', async () => {
    const { admin, socket } = await adminSocket(second);
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    expect((await first.client().post('/api/auth/logout', undefined, { cookie: admin.cookie })).status).toBe(204);
    expect(await withinASecond(closed)).toBe(WS_CLOSE_SESSION_ENDED);
  });

  it("serves a write made on one instance from the other's cache within a second, with a new ETag", async () => {
    const admin = await first.admin();
    const before = await second.client().get('/api/packages');
    expect((await second.client().get('/api/packages', { headers: { 'If-None-Match': before.headers.get('etag')! } })).status).toBe(304);
    expect((await admin.post('/api/packages', packageInput({ nameEn: 'Shared Across Instances' }))).status).toBe(201);
    const written = performance.now();
    let after = await second.client().get('/api/packages');
    while (!after.text.includes('Shared Across Instances') && performance.now() - written < 1000) after = await second.client().get('/api/packages');
    expect(after.text).toContain('Shared Across Instances');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('shows a post scheduled through one instance on the other at its time, with no write in between', async () => {
    const publishedAt = new Date(Date.now() + 2_000);
    const created = await (await first.admin()).post('/api/blog-posts', blogPostInput({ slug: 'scheduled-through-the-first', publishedAt: publishedAt.toISOString() }));
    expect(created.status).toBe(201);
    const listed = async () => (await second.client().get<Array<{ slug: string }>>('/api/blog-posts')).body.some((post) => post.slug === 'scheduled-through-the-first');
    // The second instance answers from its cache until the moment comes.
    expect(await listed()).toBe(false);
    await vi.waitFor(async () => expect(await listed()).toBe(true), { timeout: 10_000, interval: 100 });
    expect(Date.now()).toBeGreaterThanOrEqual(publishedAt.getTime());
  });

  it('opens on one instance a preview link made on the other, with the key they share', async () => {
    const admin = await first.admin();
    const draft = await admin.post('/api/blog-posts', blogPostInput({ slug: 'draft-for-both', titleEn: 'A draft for both', status: 'draft' }));
    expect(draft.status).toBe(201);
    const link = await admin.post<{ url: string }>(`/api/blog-posts/${draft.body.id}/preview-link`);
    const token = new URL(link.body.url).searchParams.get('preview')!;
    const previewed = await second.client().get(`/api/blog-posts/slug/draft-for-both?lang=en&preview=${encodeURIComponent(token)}`);
    expect(previewed.status).toBe(200);
    expect(previewed.body.title).toBe('A draft for both');
  });

  it('counts wrong passwords sent to both instances in turn as one instance would: the sixth is refused', async () => {
    await first.admin();
    const from = { headers: { 'X-Forwarded-For': '198.51.100.20' } };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const instance = attempt % 2 === 0 ? first : second;
      statuses.push((await instance.client().post('/api/auth/login', { email: TEST_ADMIN.email, password: `wrong guess ${attempt}` }, from)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("counts contact forms sent to both instances in turn against one address's limit", async () => {
    const from = { headers: { 'X-Forwarded-For': '198.51.100.21' } };
    const statuses: number[] = [];
    for (let sent = 0; sent <= CONTACT_LIMIT; sent += 1) {
      statuses.push((await (sent % 2 === 0 ? first : second).client().post('/api/contact', contactInput(), from)).status);
    }
    expect(statuses).toEqual([...Array<number>(CONTACT_LIMIT).fill(201), 429]);
  });

  it('sends the alert of each lead once, whichever instance took it and both sending', async () => {
    const leads: number[] = [];
    for (let sent = 0; sent < 6; sent += 1) {
      const from = { headers: { 'X-Forwarded-For': `198.51.100.${40 + sent}` } };
      const lead = await (sent % 2 === 0 ? first : second).client().post('/api/contact', contactInput({ name: `Alternating ${sent}` }), from);
      expect(lead.status).toBe(201);
      leads.push(lead.body.id);
    }
    // Once every alert is marked sent, no instance sends it again.
    const alerts = () => first.db('mailOutbox').whereIn('contactSubmissionId', leads).where({ kind: 'lead_alert' }).select('status', 'attempts');
    await expect.poll(async () => (await alerts()).map((alert) => alert.status), { timeout: 15_000 }).toEqual(Array(6).fill('sent'));
    expect((await alerts()).map((alert) => alert.attempts)).toEqual(Array(6).fill(1));
    const received = mail.messages.map((message) => message.raw).filter((raw) => /Alternating \d/.test(raw));
    expect(received).toHaveLength(6);
    for (let sent = 0; sent < 6; sent += 1) expect(received.filter((raw) => raw.includes(`Alternating ${sent}`))).toHaveLength(1);
  });
});
