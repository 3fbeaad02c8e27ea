import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAvailability, type ConsultationType } from '@shared/schemas/booking';
import { bookingServer, keptSlotStarts, NOW, slotStarts, THURSDAY, WEDNESDAY } from '../test/booking-server';
import { bookingInput } from '../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';
import { freshPostgresDatabase, type PostgresDatabase } from '../test/postgres';

/*
 * Two instances on one PostgreSQL database: the free times the second keeps (see freeTimes) change as soon as the
 * first tells it of a booking, a cancellation or new hours.
 */

/** Thirty seconds into a minute, on both clocks: an answer of the minute is kept. */
const CLOCK = new Date(NOW.getTime() + 30_000);

describe('the free times two instances keep', () => {
  let database: PostgresDatabase;
  let first: TestServer;
  let second: TestServer;
  let admin: TestClient;
  let call: ConsultationType;

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    const environment = { DATABASE_URL: database.url, BOOKING_RATE_LIMIT: '1000' };
    let setNow: (instant: Date) => void;
    ({ server: first, admin, call, setNow } = await bookingServer(environment));
    setNow(CLOCK);
    second = await startTestServer(environment, { now: () => CLOCK });
  }, 60_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.drop();
  });

  const keptOnSecond = (date: string) => keptSlotStarts(second, call.id, date);

  /** The second instance's free starts once `holds` is true of them, or the last ones after a second. */
  async function secondWithinASecond(date: string, holds: (starts: string[]) => boolean): Promise<string[]> {
    const changedAt = performance.now();
    let starts = await slotStarts(second.client(), call.id, date);
    while (!holds(starts) && performance.now() - changedAt < 1000) starts = await slotStarts(second.client(), call.id, date);
    return starts;
  }

  it('loses a time booked on the other instance, and gets it back when it is cancelled there', async () => {
    const [start] = await keptOnSecond(WEDNESDAY);
    const booked = await first.client().post('/api/bookings', bookingInput({ typeId: call.id, start: start! }));
    expect(booked.status).toBe(201);
    expect(await secondWithinASecond(WEDNESDAY, (starts) => !starts.includes(start!))).not.toContain(start);
    expect(await keptOnSecond(WEDNESDAY)).not.toContain(start);
    expect((await admin.patch(`/api/bookings/${booked.body.id}`, { status: 'cancelled' })).status).toBe(200);
    expect(await secondWithinASecond(WEDNESDAY, (starts) => starts.includes(start!))).toContain(start);
  });

  it('follows hours changed on the other instance', async () => {
    expect(await keptOnSecond(THURSDAY)).not.toEqual([]);
    const demo = demoAvailability();
    const closed = { ...demo, weekly: demo.weekly.filter((day) => day.weekday !== 4) };
    expect((await admin.put('/api/booking/availability', closed)).status).toBe(200);
    expect(await secondWithinASecond(THURSDAY, (starts) => starts.length === 0)).toEqual([]);
  });
});
