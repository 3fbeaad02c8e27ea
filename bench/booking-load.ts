import { apiPaths, withQuery } from '@shared/api-routes';
import { addDays, practiceDateTime } from '@shared/booking/slots';
import {
  MAX_BOOKING_LIST_DAYS,
  MAX_SLOT_QUERY_DAYS,
  type Availability,
  type BookingInput,
  type ConsultationType,
  type FreeSlotsAnswer,
  type TimeInterval,
} from '@shared/schemas/booking';
import { TOTAL_COUNT_HEADER } from '@shared/schemas/lead';
import type { BareServer } from './bare-server';
import { requestJson } from './http-request';
import { apiRead, apiWrite, compareWithBare, loadAmount, type Comparison, type LoadSettings } from './http-load';
import { measureCountedWrite, type WriteFigures } from './write-load';

/** The demo's free discovery call: the type the bench searches and books. */
const BOOKED_TYPE_MINUTES = 15;

/** The slot searches measured: a fortnight, and the most dates one call may cover. */
const SEARCH_WINDOWS_DAYS = [14, MAX_SLOT_QUERY_DAYS];

/** Open every minute a time may start, with no notice and the longest horizon: tens of thousands of distinct free starts. */
const ROUND_THE_CLOCK = {
  weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '23:55' })),
  exceptions: [],
  slotStepMinutes: 5,
  bufferMinutes: 0,
  minNoticeMinutes: 0,
  horizonDays: 730,
} satisfies Partial<Availability>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar date `days` after `date` (YYYY-MM-DD; read as UTC midnights, so every day is 24 hours long). */
const dateAfter = (date: string, days: number) => new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);

const earlier = (a: string, b: string) => (a < b ? a : b);

/** The active consultation type of the demo's length, found through the public list. */
async function bookedType(baseUrl: string): Promise<ConsultationType> {
  const { body: types } = await requestJson<ConsultationType[]>(`${baseUrl}${apiPaths.consultationTypes.list()}`);
  const type = types.find((candidate) => candidate.durationMinutes === BOOKED_TYPE_MINUTES);
  if (!type) throw new Error(`GET /api/booking/types lists no ${BOOKED_TYPE_MINUTES}-minute type (the demo's free discovery call)`);
  return type;
}

async function availability(baseUrl: string, cookie: string): Promise<Availability> {
  return (await requestJson<Availability>(`${baseUrl}${apiPaths.booking.availability()}`, { headers: { Cookie: cookie } })).body;
}

async function saveAvailability(baseUrl: string, cookie: string, saved: Availability): Promise<void> {
  await requestJson(`${baseUrl}${apiPaths.booking.availability()}`, {
    method: 'PUT',
    headers: { Cookie: cookie, Origin: baseUrl, 'Content-Type': 'application/json' },
    body: JSON.stringify(saved),
  });
}

/** Tomorrow in the practice's zone: the first date whose free times cannot run out while the bench runs. */
const practiceTomorrow = (timeZone: string) => addDays(practiceDateTime(new Date(), timeZone).date, 1);

const slotsPath = (typeId: number, from: string, to: string) => withQuery(apiPaths.booking.slots(), { type: typeId, from, to });

/**
 * GET /api/booking/slots of the demo's free discovery call under the demo's hours, for a fortnight and for the most
 * dates one call covers, from tomorrow in the practice's zone (so that the minimum notice leaves its free times whole),
 * each beside the bare server answering the recorded answer. Fails when a window has no free time: an empty answer
 * would measure nothing worth knowing.
 */
export async function measureSlotSearch(
  servers: { realUrl: string; bare: BareServer },
  cookie: string,
  settings: LoadSettings,
  progress: (line: string) => void,
): Promise<Comparison[]> {
  const type = await bookedType(servers.realUrl);
  const from = practiceTomorrow((await availability(servers.realUrl, cookie)).timeZone);
  const comparisons: Comparison[] = [];
  for (const days of SEARCH_WINDOWS_DAYS) {
    const requestPath = slotsPath(type.id, from, dateAfter(from, days - 1));
    const { body } = await requestJson<FreeSlotsAnswer>(servers.realUrl + requestPath);
    if (body.slots.length === 0) throw new Error(`GET ${requestPath} offers no free time`);
    const label = `GET ${requestPath} (${days} dates, ${body.slots.length} free times)`;
    progress(label);
    comparisons.push(await compareWithBare({ label, kind: 'api', request: apiRead(requestPath), conditional: false }, servers, settings, comparisons.length % 2 === 0));
  }
  return comparisons;
}

/** How many bookings (of any status) the practice's dates `from` to `to` hold, counted through the admin API. */
export async function countBookings(baseUrl: string, cookie: string, from: string, to: string): Promise<number> {
  let total = 0;
  for (let first = from; first <= to; first = dateAfter(first, MAX_BOOKING_LIST_DAYS)) {
    const last = earlier(dateAfter(first, MAX_BOOKING_LIST_DAYS - 1), to);
    const { headers } = await requestJson(`${baseUrl}${withQuery(apiPaths.bookings.list(), { from: first, to: last })}`, { headers: { Cookie: cookie } });
    const count = Number(headers[TOTAL_COUNT_HEADER.toLowerCase()]);
    if (!Number.isInteger(count)) throw new Error(`GET /api/bookings answered no ${TOTAL_COUNT_HEADER}`);
    total += count;
  }
  return total;
}

/** From ascending free times, those that overlap none taken before them: each can be booked whatever the others do. */
export function apart(slots: readonly TimeInterval[]): TimeInterval[] {
  const kept: TimeInterval[] = [];
  for (const slot of slots) {
    if (kept.length === 0 || slot.start >= kept.at(-1)!.end) kept.push(slot);
  }
  return kept;
}

/**
 * A source of free starts that overlap one another nowhere, from `from` to `to`, searched a window of dates at a time
 * as a visitor would. Each call takes the next ones: those handed out before are booked by then (or, refused, free
 * again), so the search goes on from the window it stopped in.
 */
export function freeStarts(baseUrl: string, typeId: number, from: string, to: string): (count: number) => Promise<string[]> {
  let windowStart = from;
  return async (count) => {
    const starts: string[] = [];
    while (starts.length < count) {
      if (windowStart > to) throw new Error(`only ${starts.length} free starts from ${from} to ${to}, ${count} needed`);
      const windowEnd = earlier(dateAfter(windowStart, MAX_SLOT_QUERY_DAYS - 1), to);
      const { body } = await requestJson<FreeSlotsAnswer>(baseUrl + slotsPath(typeId, windowStart, windowEnd));
      const found = apart(body.slots).slice(0, count - starts.length);
      starts.push(...found.map((slot) => slot.start));
      if (starts.length < count) windowStart = addDays(windowEnd, 1);
    }
    return starts;
  };
}

export interface SingleStartBurst {
  /** Requests sent at once, one a connection, all for the same start. */
  requests: number;
  statusCounts: Record<string, number>;
  errors: number;
  /** Bookings the server stored for them. */
  stored: number;
}

export interface BookingFigures {
  write: WriteFigures;
  burst: SingleStartBurst;
  /** The dates the bench booked in, the practice's. */
  from: string;
  to: string;
}

/**
 * The body of a booking of `typeId` at a start, each by a new visitor (`visitor-1@example.com`, …, by `who`): each
 * booking starts its lead too, as most do.
 */
export function newVisitors(typeId: number, who: string): (start: string) => string {
  let visitors = 0;
  return (start) => {
    visitors += 1;
    const form: BookingInput = { typeId, start, name: `Bench ${who} ${visitors}`, email: `${who}-${visitors}@example.com`, phone: '+20 100 000 0000', message: '', language: 'en' };
    return JSON.stringify(form);
  };
}

/**
 * POST /api/bookings under load, each request a different free start, counted as the contact form is (201 answers
 * against the bookings stored), then `connections` requests at once for one start, of which exactly one may be
 * stored. The practice is opened round the clock for it (the demo's hours hold a few hundred starts) and given its
 * own hours back after.
 */
export async function measureBookingWrite(servers: { realUrl: string; bare: BareServer }, cookie: string, settings: LoadSettings): Promise<BookingFigures> {
  const baseUrl = servers.realUrl;
  const type = await bookedType(baseUrl);
  return openRoundTheClock(baseUrl, cookie, async ({ from, to }) => {
    const nextStarts = freeStarts(baseUrl, type.id, from, to);
    const bookingBody = newVisitors(type.id, 'visitor');
    const countRows = () => countBookings(baseUrl, cookie, from, to);
    const request = apiWrite(baseUrl, apiPaths.bookings.list());
    const write = await measureCountedWrite(servers, settings, {
      request,
      countRows,
      bodies: async (count) => (await nextStarts(count)).map(bookingBody),
    });

    const storedBefore = await countRows();
    const [start] = await nextStarts(1);
    const burst = await loadAmount(baseUrl, { ...request, body: bookingBody(start!) }, settings.connections, settings.connections);
    return {
      write,
      burst: { requests: settings.connections, statusCounts: burst.statusCounts, errors: burst.errors, stored: (await countRows()) - storedBefore },
      from,
      to,
    };
  });
}

/**
 * Runs `work` with the practice open round the clock (the demo's hours hold a few hundred starts), given the dates it
 * may book in (from tomorrow in the practice's zone), and gives the practice its own hours back after.
 */
export async function openRoundTheClock<T>(baseUrl: string, cookie: string, work: (dates: { from: string; to: string }) => Promise<T>): Promise<T> {
  const saved = await availability(baseUrl, cookie);
  await saveAvailability(baseUrl, cookie, { ...saved, ...ROUND_THE_CLOCK });
  try {
    const from = practiceTomorrow(saved.timeZone);
    return await work({ from, to: dateAfter(from, ROUND_THE_CLOCK.horizonDays - 2) });
  } finally {
    await saveAvailability(baseUrl, cookie, saved);
  }
}
