import type { Availability } from '@shared/schemas/booking';
import { numberOrText } from './typed-number';
import { WEEK_STARTS_ON } from './agenda';

/** The weekdays in the order the editor lists them: the week from Saturday. */
export const WEEK_ORDER = Array.from({ length: 7 }, (_, index) => (WEEK_STARTS_ON + index) % 7);

export interface DraftRange {
  /** Stable while the row lives, for React's keys; never sent. */
  key: number;
  start: string;
  end: string;
}

export interface DraftWeeklyRange extends DraftRange {
  weekday: number;
}

export interface DraftException {
  key: number;
  date: string;
  closed: boolean;
  ranges: DraftRange[];
}

/** The availability as the editor holds it: numbers as typed, rows with keys. */
export interface AvailabilityDraft {
  timeZone: string;
  /** In the order they are sent (by weekday in WEEK_ORDER), so that a problem's `weekly.N` is the Nth row here. */
  weekly: DraftWeeklyRange[];
  exceptions: DraftException[];
  slotStepMinutes: string;
  bufferMinutes: string;
  minNoticeMinutes: string;
  horizonDays: string;
  cancelNoticeMinutes: string;
  reminders: { key: number; minutes: string }[];
}

export const RULE_FIELDS = ['slotStepMinutes', 'bufferMinutes', 'minNoticeMinutes', 'horizonDays', 'cancelNoticeMinutes'] as const;
export type RuleField = (typeof RULE_FIELDS)[number];

let lastKey = 0;
const nextKey = () => (lastKey += 1);

const range = (start: string, end: string): DraftRange => ({ key: nextKey(), start, end });

/** The editor's copy of a saved availability. */
export function draftOf(availability: Availability): AvailabilityDraft {
  const weekly = WEEK_ORDER.flatMap((weekday) =>
    availability.weekly.filter((item) => item.weekday === weekday).map((item) => ({ ...range(item.start, item.end), weekday })),
  );
  return {
    timeZone: availability.timeZone,
    weekly,
    exceptions: availability.exceptions.map((exception) => ({
      key: nextKey(),
      date: exception.date,
      closed: exception.closed === true,
      ranges: (exception.ranges ?? []).map((item) => range(item.start, item.end)),
    })),
    slotStepMinutes: String(availability.slotStepMinutes),
    bufferMinutes: String(availability.bufferMinutes),
    minNoticeMinutes: String(availability.minNoticeMinutes),
    horizonDays: String(availability.horizonDays),
    cancelNoticeMinutes: String(availability.cancelNoticeMinutes),
    reminders: availability.reminderMinutesBefore.map((minutes) => ({ key: nextKey(), minutes: String(minutes) })),
  };
}

const sent = ({ start, end }: DraftRange) => ({ start, end });

/** The body of PUT /api/booking/availability, for the shared schema to check first. */
export function inputOf(draft: AvailabilityDraft) {
  return {
    timeZone: draft.timeZone,
    weekly: draft.weekly.map(({ weekday, start, end }) => ({ weekday, start, end })),
    // A date not chosen yet is missing, so that it reads "required" rather than "invalid".
    exceptions: draft.exceptions.map(({ date, closed, ranges }) => (closed ? { date: date || undefined, closed: true } : { date: date || undefined, ranges: ranges.map(sent) })),
    ...Object.fromEntries(RULE_FIELDS.map((field) => [field, numberOrText(draft[field])])),
    reminderMinutesBefore: draft.reminders.map((reminder) => numberOrText(reminder.minutes)),
  };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A new range after `ranges`: an hour from where the last one ends (to 23:59 at most), or a working day when there is none. */
export function nextRange(ranges: readonly DraftRange[]): DraftRange {
  const last = ranges.at(-1);
  if (!last || !/^\d\d:\d\d$/.test(last.end)) return range('09:00', '17:00');
  const start = Math.min(minutesOf(last.end), 23 * 60 + 58);
  return range(timeOf(start), timeOf(Math.min(start + 60, 23 * 60 + 59)));
}

/** Adds a range to a weekday, after that weekday's others, keeping the rows in the order they are sent. */
export function addWeeklyRange(weekly: readonly DraftWeeklyRange[], weekday: number): DraftWeeklyRange[] {
  const added = { ...nextRange(weekly.filter((item) => item.weekday === weekday)), weekday };
  const position = WEEK_ORDER.indexOf(weekday);
  const insertAt = weekly.findIndex((item) => WEEK_ORDER.indexOf(item.weekday) > position);
  return insertAt === -1 ? [...weekly, added] : [...weekly.slice(0, insertAt), added, ...weekly.slice(insertAt)];
}

/** A new dated exception: closed all day until told otherwise. */
export const newException = (date: string): DraftException => ({ key: nextKey(), date, closed: true, ranges: [] });

/** The times a new reminder is offered at, in this order: a day, an hour, two hours, two days before. */
const REMINDER_CHOICES = ['1440', '60', '120', '2880'];

/** A new reminder at the first of the usual times not taken yet. */
export const newReminder = (reminders: AvailabilityDraft['reminders']) => ({
  key: nextKey(),
  minutes: REMINDER_CHOICES.find((minutes) => !reminders.some((reminder) => reminder.minutes === minutes)) ?? '',
});
