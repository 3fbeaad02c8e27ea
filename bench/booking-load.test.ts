import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAvailability } from '@shared/schemas/booking';
import { consultationTypeInput } from '../server/test/factories';
import { startTestServer, type TestClient, type TestServer } from '../server/test/harness';
import { startBareServer, type BareServer } from './bare-server';
import { apart, measureBookingWrite } from './booking-load';

const interval = (start: string, end: string) => ({ start: `2026-12-02T${start}:00.000Z`, end: `2026-12-02T${end}:00.000Z` });

describe('apart', () => {
  it('keeps each free time that starts once the last one kept has ended', () => {
    const slots = [interval('08:00', '08:15'), interval('08:05', '08:20'), interval('08:10', '08:25'), interval('08:15', '08:30'), interval('09:00', '09:15')];
    expect(apart(slots)).toEqual([interval('08:00', '08:15'), interval('08:15', '08:30'), interval('09:00', '09:15')]);
  });
});

describe("the bench's booking write", () => {
  let server: TestServer;
  let bare: BareServer;
  let admin: TestClient;
  beforeAll(async () => {
    server = await startTestServer({ BOOKING_RATE_LIMIT: '1000' });
    bare = await startBareServer();
    admin = await server.admin();
    expect((await admin.put('/api/booking/availability', demoAvailability())).status).toBe(200);
    expect((await admin.post('/api/booking/types', consultationTypeInput({ durationMinutes: 15 }))).status).toBe(201);
  });
  afterAll(async () => {
    await bare?.stop();
    await server?.stop();
  });

  it('books distinct free starts, each 201 stored and no 409, one start at once stored once, and gives the hours back', async () => {
    const settings = { connections: 4, warmupSeconds: 0, durationSeconds: 0.1, rounds: 1 };
    const figures = await measureBookingWrite({ realUrl: server.url, bare }, admin.cookie, settings);
    const { write, burst } = figures;
    expect(write.answered2xx).toBeGreaterThan(4 * 20);
    expect(write).toMatchObject({ rowsAdded: write.answered2xx, otherStatusCounts: {}, errors: 0 });
    expect(write.bare.statusCounts).toEqual({ '201': write.bare.answered });
    expect(burst).toEqual({ requests: 4, statusCounts: { '201': 1, '409': 3 }, errors: 0, stored: 1 });
    expect((await admin.get('/api/booking/availability')).body).toEqual(demoAvailability());
  });
});
