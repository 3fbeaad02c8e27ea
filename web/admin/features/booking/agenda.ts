import { practiceDateTime } from '@shared/booking/slots';
import type { AgendaBooking } from '@shared/schemas/booking';

export const AGENDA_VIEWS = ['day', 'week'] as const;
export type AgendaView = (typeof AGENDA_VIEWS)[number];

/** Weeks start on Saturday, as the working week does in Egypt (and the demo practice's, Saturday to Thursday). */
export const WEEK_STARTS_ON = 6;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar date `days` after `date` (before, when negative); dates are read as UTC midnights, so every day is whole. */
export const addDays = (date: string, days: number) => new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);

/** Today's date where the practice is: its date, not this computer's, decides what "today" shows. */
export const practiceToday = (timeZone: string, now = new Date()) => practiceDateTime(now, timeZone).date;

/** The dates one page of the agenda shows around `anchor`: that day, or its week from Saturday to Friday. */
export function agendaDates(view: AgendaView, anchor: string): string[] {
  if (view === 'day') return [anchor];
  const weekday = new Date(Date.parse(anchor)).getUTCDay();
  const start = addDays(anchor, -((weekday - WEEK_STARTS_ON + 7) % 7));
  return Array.from({ length: 7 }, (_, index) => addDays(start, index));
}

/** The anchor of the page before (-1) or after (+1): a day or a week away. */
export const shiftAnchor = (anchor: string, view: AgendaView, direction: -1 | 1) => addDays(anchor, direction * (view === 'day' ? 1 : 7));

export interface AgendaDay {
  /** YYYY-MM-DD in the practice's zone. */
  date: string;
  bookings: AgendaBooking[];
}

/**
 * The bookings of each of `dates`, by the practice's date of their start (worked out in its named zone, so a booking at
 * 00:30 in Cairo is on its Cairo date whatever this computer's zone), in order of start. Bookings of other dates are left out.
 */
export function groupByPracticeDate(bookings: readonly AgendaBooking[], timeZone: string, dates: readonly string[]): AgendaDay[] {
  const days = new Map(dates.map((date): [string, AgendaBooking[]] => [date, []]));
  for (const booking of [...bookings].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    days.get(practiceDateTime(booking.start, timeZone).date)?.push(booking);
  }
  return [...days].map(([date, onDate]) => ({ date, bookings: onDate }));
}
