import { BOOKING_QUERY } from '@shared/booking-form-state';
import { addDays, datesFromTo, DEFAULT_SLOT_QUERY_DAYS, practiceDateTime } from '@shared/booking/slots';
import { parseRouteId } from '@shared/routes';
import type { FreeSlotsAnswer, TimeInterval } from '@shared/schemas/booking';

/** What the visitor has chosen so far, as the page's address holds it (see BOOKING_QUERY). */
export interface BookingChoice {
  type?: number;
  /** The first date of the week shown; none for the first week that can be booked. */
  week?: string;
  date?: string;
  start?: string;
}

const isCalendarDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) && new Date(Date.parse(value)).toISOString().startsWith(value);

/** The choice in a page's query; a malformed part is as if it were not there (the page then asks for it again). */
export function bookingChoice(query: URLSearchParams): BookingChoice {
  const week = query.get(BOOKING_QUERY.week);
  const date = query.get(BOOKING_QUERY.date);
  const start = query.get(BOOKING_QUERY.start);
  return {
    type: parseRouteId(query.get(BOOKING_QUERY.type) ?? undefined),
    week: isCalendarDate(week) ? week : undefined,
    date: isCalendarDate(date) ? date : undefined,
    start: start !== null && !Number.isNaN(Date.parse(start)) ? start : undefined,
  };
}

/** The query of the page at `choice`, with `extra` parameters first: `?type=2&week=2026-12-07`. */
/** The id of the time step's heading: a choice's link lands there, as a new page would otherwise open at its top. */
export const TIME_STEP_ID = 'booking-time-title';

/** The link to the page at `path` with `choice` made (see choiceSearch), landing at the time step. */
export const choiceLink = (path: string, choice: BookingChoice, extra: Record<string, string> = {}) => `${path}${choiceSearch(choice, extra)}#${TIME_STEP_ID}`;

export function choiceSearch(choice: BookingChoice, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(extra);
  for (const [part, name] of Object.entries(BOOKING_QUERY)) {
    const value = choice[part as keyof BookingChoice];
    if (value !== undefined) query.set(name, String(value));
  }
  return `?${query}`;
}

/** One of the practice's dates in the week shown, with its free times. */
export interface BookingDay {
  date: string;
  slots: TimeInterval[];
}

/** The week a free-times answer covers, date by date in the practice's zone, each with its free times. */
export function weekDays(answer: FreeSlotsAnswer): BookingDay[] {
  const days = [...datesFromTo(answer.from, answer.to)].map((date): BookingDay => ({ date, slots: [] }));
  for (const slot of answer.slots) days.find((day) => day.date === practiceDateTime(slot.start, answer.timeZone).date)?.slots.push(slot);
  return days;
}

/** The day to show the times of: the chosen date when it has free times, else the first day that has some. */
export const shownDay = (days: BookingDay[], date: string | undefined): BookingDay | undefined =>
  days.find((day) => day.date === date && day.slots.length > 0) ?? days.find((day) => day.slots.length > 0);

/**
 * The first dates of the weeks before and after the one shown, when any date of them can be booked: the week before
 * never starts before the first bookable date.
 */
export function neighbourWeeks(answer: FreeSlotsAnswer): { previous?: string; next?: string } {
  const weekBefore = addDays(answer.from, -DEFAULT_SLOT_QUERY_DAYS);
  const next = addDays(answer.to, 1);
  return {
    previous: answer.from <= answer.firstBookableDate ? undefined : weekBefore < answer.firstBookableDate ? answer.firstBookableDate : weekBefore,
    next: next <= answer.lastBookableDate ? next : undefined,
  };
}
