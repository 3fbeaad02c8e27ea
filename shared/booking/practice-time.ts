// Times and dates of the practice, in its named zone, as the dashboard and the desktop app show them.
import type { Language } from '../constants';
import { DATE_LOCALE } from '../format';

// Made once per language, zone and style: building an Intl formatter costs far more than using one.
const formats = new Map<string, Intl.DateTimeFormat>();
function format(language: Language, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${timeZone} ${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(DATE_LOCALE[language], { ...options, timeZone });
    formats.set(key, found);
  }
  return found;
}

/** The wall-clock time of an instant in the practice's zone: '10:15 AM', or '١٠:١٥ ص' in Arabic. */
export const formatPracticeTime = (instant: string, timeZone: string, language: Language) =>
  format(language, timeZone, { timeStyle: 'short' }).format(new Date(instant));

/** From start to end in the practice's zone, on one line: '10:00 AM – 10:15 AM'. */
export const formatPracticeTimeRange = (interval: { start: string; end: string }, timeZone: string, language: Language) =>
  format(language, timeZone, { timeStyle: 'short' }).formatRange(new Date(interval.start), new Date(interval.end));

/**
 * A practice's calendar date (YYYY-MM-DD), named as a reader says it: 'Saturday, May 2' (or with the year, 'long').
 * The date is already the practice's, so it is read at UTC midnight and formatted in UTC: no zone moves it.
 */
export const formatPracticeDate = (date: string, language: Language, style: 'short' | 'long' = 'short') =>
  format(language, 'UTC', style === 'long' ? { dateStyle: 'full' } : { weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(Date.parse(date)));

/** A Sunday (weekday 0), from which the other weekdays are counted. */
const A_SUNDAY = Date.UTC(2026, 4, 3);

/** A weekday's name (0 = Sunday … 6 = Saturday): 'Saturday', 'السبت'. */
export const weekdayName = (weekday: number, language: Language) =>
  format(language, 'UTC', { weekday: 'long' }).format(new Date(A_SUNDAY + weekday * 24 * 60 * 60 * 1000));

/** Two of the practice's dates as one span: 'May 2 – 8, 2026'. */
export const formatPracticeDateSpan = (from: string, to: string, language: Language) =>
  format(language, 'UTC', { year: 'numeric', month: 'long', day: 'numeric' }).formatRange(new Date(Date.parse(from)), new Date(Date.parse(to)));

/** The date and time of an instant in the practice's zone: 'Saturday, May 2, 2026, 10:15 AM'. */
export const formatPracticeMoment = (instant: string, timeZone: string, language: Language) =>
  format(language, timeZone, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(instant));

/** The zone's name as the reader's language writes it ('Eastern European Time'), for showing beside its IANA id. */
export function timeZoneName(timeZone: string, language: Language, at = new Date()): string {
  const part = format(language, timeZone, { timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((candidate) => candidate.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
