import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { apiPaths, withQuery } from '@shared/api-routes';
import { addDays, agendaDates } from '../../../web/admin/features/booking/agenda';
import { practiceDateTime } from '@shared/booking/slots';
import { adminText } from './texts';
import type { Language } from '@shared/constants';
import type { BookingCreated, BookingDetail, ConsultationType, FreeSlotsAnswer } from '@shared/schemas/booking';

/** The demo practice's zone. */
export const PRACTICE_ZONE = 'Africa/Cairo';

/** The first active consultation type visitors see (the demo's discovery call). */
export async function firstType(request: APIRequestContext): Promise<ConsultationType> {
  const types = (await (await request.get(apiPaths.consultationTypes.list())).json()) as ConsultationType[];
  expect(types.length).toBeGreaterThan(0);
  return types[0]!;
}

/** Free times of a type over the next two weeks of the practice's dates, as visitors are offered them. */
export async function freeTimes(request: APIRequestContext, typeId: number): Promise<string[]> {
  const today = practiceDateTime(new Date(), PRACTICE_ZONE).date;
  const answer = await request.get(withQuery(apiPaths.booking.slots(), { type: typeId, from: today, to: addDays(today, 13) }));
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as FreeSlotsAnswer).slots.map((slot) => slot.start);
}

/** A booking made the way the public site makes it, at the first free time of the first type (or `pick` of them). */
export async function bookFreeTime(
  request: APIRequestContext,
  baseURL: string,
  visitor: { name: string; email: string; language: 'en' | 'ar'; phone?: string; whatsapp?: boolean },
  pick: (starts: string[]) => string = (starts) => starts[0]!,
): Promise<BookingCreated> {
  const type = await firstType(request);
  const start = pick(await freeTimes(request, type.id));
  const answer = await request.post(apiPaths.bookings.list(), { data: { typeId: type.id, start, ...visitor }, headers: { Origin: baseURL } });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as BookingCreated;
}

/** The booking as the server has it now (the request needs the admin's cookie). */
export async function bookingOnServer(request: APIRequestContext, id: number): Promise<BookingDetail> {
  const answer = await request.get(apiPaths.bookings.item(id));
  expect(answer.status()).toBe(200);
  return (await answer.json()) as BookingDetail;
}

/**
 * Moves a booking's time into the past in the server's database, as if it had taken place: the practice marks only a
 * started booking completed or no-show, and nobody can book a past time. `minutesAgo` keeps each planted time apart.
 */
export function plantPastStart(dataDir: string, id: number, minutesAgo: number) {
  const start = new Date(Date.now() - minutesAgo * 60_000);
  start.setUTCSeconds(0, 0);
  const end = new Date(start.getTime() + 15 * 60_000);
  const database = new Database(path.join(dataDir, 'dietbar.sqlite'));
  try {
    database.pragma('busy_timeout = 5000');
    database.prepare('UPDATE bookings SET start_at = ?, end_at = ?, live_start = ? WHERE id = ?').run(start.toISOString(), end.toISOString(), start.toISOString(), id);
  } finally {
    database.close();
  }
}

/** Pages the agenda's week forward from this week until it shows the week of `start`. */
export async function showAgendaWeekOf(page: Page, start: string, language: Language) {
  const today = practiceDateTime(new Date(), PRACTICE_ZONE).date;
  const target = agendaDates('week', practiceDateTime(start, PRACTICE_ZONE).date)[0]!;
  const weeks = Math.round((Date.parse(target) - Date.parse(agendaDates('week', today)[0]!)) / (7 * 24 * 3600 * 1000));
  for (let step = 0; step < weeks; step += 1) await page.getByRole('button', { name: adminText('bookings.agenda.next.week', {}, language) }).click();
}
