import { TZDate, tzOffset } from '@date-fns/tz';
import type { Availability, TimeInterval, TimeRange } from '../schemas/booking';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface FreeSlotsRequest {
  availability: Availability;
  durationMinutes: number;
  /** The first and last of the practice's dates (YYYY-MM-DD in its zone), both included. */
  from: string;
  to: string;
  now: Date;
  /** The bookings that are not cancelled (without the one being moved, when moving one). */
  bookings: readonly TimeInterval[];
}

/** The practice's date and wall-clock time of an instant: `{date: 'YYYY-MM-DD', time: 'HH:MM'}`. */
export interface PracticeDateTime {
  date: string;
  time: string;
}

const minuteOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The calendar dates from `from` to `to`, both included; read as UTC midnights so that every day is 24 hours long. */
function* datesFromTo(from: string, to: string): Generator<string> {
  for (let day = Date.parse(from); day <= Date.parse(to); day += DAY_MS) yield new Date(day).toISOString().slice(0, 10);
}

/** The ranges open on a date: its exception's (none when closed), else its weekday's. */
function rangesOf(availability: Availability, date: string): readonly TimeRange[] {
  const exception = availability.exceptions.find((candidate) => candidate.date === date);
  if (exception) return exception.ranges ?? [];
  const weekday = new Date(Date.parse(date)).getUTCDay();
  return availability.weekly.filter((range) => range.weekday === weekday);
}

interface WallClockInstant {
  /** The first instant at which the clocks show that time, or, when they skip it, the instant they jump past it. */
  instant: number;
  /** True for a time the clocks skip when they move forward. */
  skipped: boolean;
}

/**
 * Reads wall-clock times of one date in the zone as instants, with the offsets the zone has around that date: a
 * clock change moves the instants, never the practice's hours, and the process's own TZ plays no part.
 */
function wallClockOf(date: string, timeZone: string): (minute: number) => WallClockInstant {
  const midnightAsUtc = Date.parse(date);
  const offsetAt = (instant: number) => tzOffset(timeZone, new Date(instant)) * MINUTE_MS;
  // The date's wall times lie within 14 hours of its UTC reading (no zone is further from UTC), so inside this day
  // either side. Zones change their offset at most once in such a span: equal offsets at both ends mean no change.
  const before = offsetAt(midnightAsUtc - DAY_MS);
  const after = offsetAt(midnightAsUtc + 2 * DAY_MS);
  return (minute) => {
    const asUtc = midnightAsUtc + minute * MINUTE_MS;
    if (before === after) return { instant: asUtc - before, skipped: false };
    // A reading is right when the zone has that offset at the instant it gives. When the clocks move back, both are
    // right and the time happens twice: it stands for the first of the two (the earlier, read with the larger offset).
    const readings = [asUtc - before, asUtc - after].filter((instant, index) => offsetAt(instant) === (index === 0 ? before : after));
    if (readings.length > 0) return { instant: Math.min(...readings), skipped: false };
    // Neither is right: the clocks skip this time. They jumped at a whole minute between the two readings.
    let lastBefore = asUtc - after;
    let firstAfter = asUtc - before;
    while (firstAfter - lastBefore > MINUTE_MS) {
      const middle = lastBefore + Math.floor((firstAfter - lastBefore) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetAt(middle) === before) lastBefore = middle;
      else firstAfter = middle;
    }
    return { instant: firstAfter, skipped: true };
  };
}

/** The instant the practice's date begins in its zone (where the clocks skip midnight, the instant they jump past it). */
export const startOfPracticeDate = (date: string, timeZone: string): Date => new Date(wallClockOf(date, timeZone)(0).instant);

/** The calendar date after `date` (YYYY-MM-DD). */
export const nextDate = (date: string): string => new Date(Date.parse(date) + DAY_MS).toISOString().slice(0, 10);

/**
 * The free times of the practice's dates `from` to `to`, ascending, as UTC instants: each starts on its range's step
 * grid (counted from the range's start), fits whole inside that range, starts between now plus the minimum notice and
 * now plus the horizon, and does not overlap a booking widened by the buffer on both sides.
 */
export function freeSlots({ availability, durationMinutes, from, to, now, bookings }: FreeSlotsRequest): TimeInterval[] {
  const duration = durationMinutes * MINUTE_MS;
  const buffer = availability.bufferMinutes * MINUTE_MS;
  const earliest = now.getTime() + availability.minNoticeMinutes * MINUTE_MS;
  const latest = now.getTime() + availability.horizonDays * DAY_MS;
  const busy = bookings.map((booking) => ({ start: Date.parse(booking.start) - buffer, end: Date.parse(booking.end) + buffer }));
  const isClear = (start: number, end: number) => busy.every((booking) => end <= booking.start || booking.end <= start);

  const starts: number[] = [];
  for (const date of datesFromTo(from, to)) {
    const wallClock = wallClockOf(date, availability.timeZone);
    for (const range of rangesOf(availability, date)) {
      const endMinute = minuteOfDay(range.end);
      // Measured in instants, not wall minutes: a slot across a clock change lasts its real duration.
      const rangeEnd = wallClock(endMinute).instant;
      for (let minute = minuteOfDay(range.start); minute < endMinute; minute += availability.slotStepMinutes) {
        const { instant: start, skipped } = wallClock(minute);
        if (skipped || start + duration > rangeEnd || start < earliest || start > latest) continue;
        if (isClear(start, start + duration)) starts.push(start);
      }
    }
  }
  return starts.sort((a, b) => a - b).map((start) => ({ start: new Date(start).toISOString(), end: new Date(start + duration).toISOString() }));
}

/** True when `start` is exactly the start of one of the free times (the check a booking passes before it is stored). */
export function isFreeSlot({ start, ...request }: Omit<FreeSlotsRequest, 'from' | 'to'> & { start: string }): boolean {
  const instant = Date.parse(start);
  if (Number.isNaN(instant)) return false;
  const { date } = practiceDateTime(new Date(instant), request.availability.timeZone);
  return freeSlots({ ...request, from: date, to: date }).some((slot) => Date.parse(slot.start) === instant);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The practice's date and wall-clock time of an instant, in its zone, for display and for finding the date of a time. */
export function practiceDateTime(instant: Date | string, timeZone: string): PracticeDateTime {
  const local = new TZDate(new Date(instant).getTime(), timeZone);
  return {
    date: `${local.getFullYear()}-${twoDigits(local.getMonth() + 1)}-${twoDigits(local.getDate())}`,
    time: `${twoDigits(local.getHours())}:${twoDigits(local.getMinutes())}`,
  };
}
