import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoAvailability, type ConsultationType } from '@shared/schemas/booking';
import { keptSlotStarts, NOW, slotStarts, THURSDAY, WEDNESDAY } from '../test/booking-server';
import { bookingInput, consultationTypeInput } from '../test/factories';
import type { TestClient, TestServer } from '../test/harness';
import { paidBookingServer } from '../test/paid-booking-server';

/*
 * The slot search answers from memory (see freeTimes): each kind of change of bookings, hours or types must change
 * the next answer at once, within the same minute of the clock.
 */

/** Thirty seconds into a minute: an answer of the minute is kept (see minuteHeld). */
const CLOCK = new Date(NOW.getTime() + 30_000);
const HOLD_SECONDS = 900;

let server: TestServer;
let admin: TestClient;
let call: ConsultationType;
let paid: ConsultationType;
let setNow: (instant: Date) => void;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ server, admin, call, paid, setNow, stop } = await paidBookingServer({ PAYMENT_HOLD_SECONDS: String(HOLD_SECONDS) }));
  setNow(CLOCK);
});
afterAll(() => stop());

const keptStarts = (type: ConsultationType, date: string) => keptSlotStarts(server, type.id, date);

async function book(type: ConsultationType, start: string): Promise<number> {
  const answer = await server.client().post('/api/bookings', bookingInput({ typeId: type.id, start }));
  expect(answer.status, answer.text).toBe(201);
  return answer.body.id;
}

describe('the kept free times', () => {
  it('lose a time as soon as it is booked', async () => {
    const [start] = await keptStarts(call, WEDNESDAY);
    await book(call, start!);
    expect(await slotStarts(server.client(), call.id, WEDNESDAY)).not.toContain(start);
  });

  it('get a time back as soon as its booking is cancelled', async () => {
    const [start] = await slotStarts(server.client(), call.id, THURSDAY);
    const id = await book(call, start!);
    expect(await keptStarts(call, THURSDAY)).not.toContain(start);
    expect((await admin.patch(`/api/bookings/${id}`, { status: 'cancelled' })).status).toBe(200);
    expect(await slotStarts(server.client(), call.id, THURSDAY)).toContain(start);
  });

  it('follow a booking moved to another time at once', async () => {
    const date = '2026-12-08';
    const [from, , to] = await slotStarts(server.client(), call.id, date);
    const id = await book(call, from!);
    const before = await keptStarts(call, date);
    expect(before).toContain(to);
    expect(before).not.toContain(from);
    expect((await admin.post(`/api/bookings/${id}/reschedule`, { start: to })).status).toBe(200);
    const after = await slotStarts(server.client(), call.id, date);
    expect(after).toContain(from);
    expect(after).not.toContain(to);
  });

  it('get a held time back as soon as its hold runs out and the job expires it', async () => {
    const date = '2026-12-05';
    const [start] = await slotStarts(server.client(), paid.id, date);
    const id = await book(paid, start!);
    // The hold has run out, but the job has not expired it yet: the time is still held.
    const lapsed = vi.spyOn(server.deps.paymentStore, 'lapsed').mockResolvedValue([]);
    setNow(new Date(CLOCK.getTime() + (HOLD_SECONDS + 60) * 1000));
    try {
      expect(await keptStarts(paid, date)).not.toContain(start);
      lapsed.mockRestore();
      await expect.poll(async () => (await server.db('bookings').where({ id }).first()).status, { timeout: 10_000 }).toBe('expired');
      expect(await slotStarts(server.client(), paid.id, date)).toContain(start);
    } finally {
      lapsed.mockRestore();
      setNow(CLOCK);
    }
  });

  it('follow a change of the hours at once', async () => {
    const date = '2026-12-06';
    expect(await keptStarts(call, date)).not.toEqual([]);
    const demo = demoAvailability();
    const closed = { ...demo, weekly: demo.weekly.filter((day) => day.weekday !== 0) };
    expect((await admin.put('/api/booking/availability', closed)).status).toBe(200);
    try {
      expect(await slotStarts(server.client(), call.id, date)).toEqual([]);
    } finally {
      await admin.put('/api/booking/availability', demoAvailability());
    }
  });

  it("follow a change of a type's length at once", async () => {
    const date = '2026-12-07';
    const type: ConsultationType = (await admin.post('/api/booking/types', consultationTypeInput({ nameEn: 'Check-in', durationMinutes: 30 }))).body;
    const [start] = await keptStarts(type, date);
    expect((await admin.put(`/api/booking/types/${type.id}`, consultationTypeInput({ nameEn: 'Check-in', durationMinutes: 60 }))).status).toBe(200);
    const answer = await server.client().get(`/api/booking/slots?type=${type.id}&from=${date}&to=${date}`);
    expect(answer.body.slots[0]).toEqual({ start, end: new Date(Date.parse(start!) + 60 * 60_000).toISOString() });
  });
});
