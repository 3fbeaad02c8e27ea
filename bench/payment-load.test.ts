import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAvailability } from '@shared/schemas/booking';
import { startTestServer, type TestClient, type TestServer } from '../server/test/harness';
import type { PaymobStandIn } from '../server/test/paymob-stand-in';
import { startBareServer, type BareServer } from './bare-server';
import { benchPaymob, measurePayments } from './payment-load';

describe("the bench's paid booking and Paymob callbacks", () => {
  let server: TestServer;
  let bare: BareServer;
  let admin: TestClient;
  let paymob: PaymobStandIn;
  beforeAll(async () => {
    const standIn = await benchPaymob();
    paymob = standIn.paymob;
    server = await startTestServer({ BOOKING_RATE_LIMIT: '100000', ...standIn.env });
    bare = await startBareServer();
    admin = await server.admin();
    expect((await admin.put('/api/booking/availability', demoAvailability())).status).toBe(200);
  });
  afterAll(async () => {
    await bare?.stop();
    await server?.stop();
    await paymob?.close();
  });

  it('holds a distinct time with an intention per booking, pays each with a distinct signed callback, and answers replays', async () => {
    const settings = { connections: 4, warmupSeconds: 0, durationSeconds: 0.1, rounds: 1 };
    const { booking, intentions, callbacks, replay } = await measurePayments({ realUrl: server.url, bare }, paymob, admin.cookie, settings);
    expect(booking).toMatchObject({ rowsAdded: booking.answered2xx, otherStatusCounts: {}, errors: 0 });
    expect(intentions).toBe(booking.answered2xx);
    expect(callbacks).toMatchObject({ rowsAdded: callbacks.answered2xx, otherStatusCounts: {}, errors: 0 });
    expect(callbacks.answered2xx).toBeGreaterThan(4 * 20);
    expect(callbacks.bare.statusCounts).toEqual({ '200': callbacks.bare.answered });
    const outcomes = await server.db('paymentTransactions').select('eventKey');
    expect(new Set(outcomes.map((row) => row.eventKey)).size).toBe(callbacks.answered2xx);
    expect(replay.answer).toMatchObject({ status: 200 });
    expect(replay.real!.statusCounts).toEqual({ '200': replay.real!.answered });
    expect((await admin.get('/api/booking/availability')).body).toEqual(demoAvailability());
    expect((await server.client().get('/api/booking/types')).body.map((type: { nameEn: string }) => type.nameEn)).not.toContain('Bench paid consultation');
  }, 120_000);
});
