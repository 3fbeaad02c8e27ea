import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server/test/harness';
import { freshPostgresDatabase, TEST_DATABASE_URL } from '../server/test/postgres';
import { measureNotificationLatency } from './notification-latency';

describe("the bench's notification latency", () => {
  let server: TestServer;
  beforeAll(async () => (server = await startTestServer({ CONTACT_RATE_LIMIT: '1000' })));
  afterAll(() => server.stop());

  it('measures 1 and then 100 admin sockets, more than one address may open, with every notification delivered', async () => {
    const { cookie } = await server.admin();
    // As the bench runs them: one after the other on one server.
    for (const sockets of [1, 100]) {
      const figures = await measureNotificationLatency(server.url, cookie, sockets, 2);
      expect(figures).toMatchObject({ sockets, submissions: 2, deliveries: sockets * 2 });
      expect(figures.p99Ms).toBeGreaterThan(0);
    }
  });
});

if (!TEST_DATABASE_URL) console.warn('notification-latency.test.ts: across two instances skipped, no TEST_DATABASE_URL names a PostgreSQL server to run on');

describe.skipIf(!TEST_DATABASE_URL)("the bench's notification latency across two instances on one PostgreSQL database", () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    database = await freshPostgresDatabase();
    first = await startTestServer({ DATABASE_URL: database.url, CONTACT_RATE_LIMIT: '1000' });
    second = await startTestServer({ DATABASE_URL: database.url, CONTACT_RATE_LIMIT: '1000' });
  }, 60_000);
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await database?.drop();
  });

  it('delivers every form posted on one instance to the socket on the other', async () => {
    const { cookie } = await second.admin();
    const figures = await measureNotificationLatency(second.url, cookie, 1, 3, first.url);
    expect(figures).toMatchObject({ sockets: 1, submissions: 3, deliveries: 3 });
    expect(figures.p95Ms).toBeGreaterThan(0);
  });
});
