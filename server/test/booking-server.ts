import { expect, vi } from 'vitest';
import { demoAvailability, type ConsultationType } from '@shared/schemas/booking';
import { consultationTypeInput } from './factories';
import type { StartOptions } from '../app';
import { startTestServer, type TestClient, type TestServer } from './harness';

/** Tuesday 1 December 2026, 10:00 in Cairo (UTC+2 in winter): where the clock of a booking server starts. */
export const NOW = new Date('2026-12-01T08:00:00.000Z');
/** A Wednesday: open 10:00–18:00 in Cairo, that is 08:00–16:00 UTC. */
export const WEDNESDAY = '2026-12-02';
export const THURSDAY = '2026-12-03';
export const FRIDAY = '2026-12-04';

/**
 * A server whose clock starts at NOW (and moves only by `setNow`), with the demo hours, a 45-minute and a 15-minute
 * type, and its signed-in admin.
 */
export async function bookingServer(environment: Record<string, string> = {}, options: Omit<StartOptions, 'now'> = {}) {
  let now = NOW;
  const server = await startTestServer(environment, { ...options, now: () => now });
  const admin = await server.admin();
  expect((await admin.put('/api/booking/availability', demoAvailability())).status).toBe(200);
  const consultation: ConsultationType = (await admin.post('/api/booking/types', consultationTypeInput())).body;
  const call: ConsultationType = (await admin.post('/api/booking/types', consultationTypeInput({
    nameEn: 'Free discovery call', nameAr: 'مكالمة تعارف مجانية', durationMinutes: 15, mode: 'online', locationEn: 'https://meet.example/call', locationAr: 'https://meet.example/call',
  }))).body;
  return { server, admin, consultation, call, setNow: (instant: Date) => (now = instant) };
}

/** The starts of the free times a client is offered. */
export const slotStarts = async (client: TestClient, typeId: number, from: string, to = from, query = ''): Promise<string[]> => {
  const answer = await client.get(`/api/booking/slots?type=${typeId}&from=${from}&to=${to}${query}`);
  expect(answer.status).toBe(200);
  return answer.body.slots.map((slot: { start: string }) => slot.start);
};

/**
 * The starts of the free times of `typeId` on `date` that `server` keeps (see freeTimes): asked twice, the second
 * answered without reading the bookings. Its clock must not stand at a whole minute.
 */
export async function keptSlotStarts(server: TestServer, typeId: number, date: string): Promise<string[]> {
  const starts = await slotStarts(server.client(), typeId, date);
  const reads = vi.spyOn(server.deps.repositories.bookings, 'liveTimesBetween');
  try {
    expect(await slotStarts(server.client(), typeId, date)).toEqual(starts);
    expect(reads).not.toHaveBeenCalled();
  } finally {
    reads.mockRestore();
  }
  return starts;
}

export const bookingCount = async (server: TestServer) => Number((await server.db('bookings').count({ total: '*' }))[0]!.total);

/** The problems' paths and codes of a 400. */
export const problems = (answer: { status: number; body: any }) => {
  expect(answer.status).toBe(400);
  return answer.body.error.fields.map((field: { path: string; code: string }) => `${field.path}: ${field.code}`);
};
