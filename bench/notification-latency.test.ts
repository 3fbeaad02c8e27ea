import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server/test/harness';
import { measureNotificationLatency } from './notification-latency';

let server: TestServer;
beforeAll(async () => (server = await startTestServer({ CONTACT_RATE_LIMIT: '1000' })));
afterAll(() => server.stop());

describe("the bench's notification latency", () => {
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
