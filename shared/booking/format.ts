/*
 * How the practice's times read, in its named zone and the reader's language (Arabic with Arabic-Indic digits): the
 * booking pages, the dashboard, the desktop app and the e-mails all use these, so that a booking reads the same
 * everywhere. A practice's date (YYYY-MM-DD) is already in its zone: it is read at UTC midnight and formatted in UTC,
 * so no reader's clock moves it; an instant is formatted in the practice's zone, never with a fixed offset.
 */
import type { Language } from '../constants';
import { DATE_LOCALE } from '../format';
import { practiceDateTime } from './slots';

const DAY_MS = 24 * 60 * 60 * 1000;

// Made once per language, zone and style: building an Intl formatter costs far more than using one.
const formats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALE[language], options);
    formats.set(key, format);
  }
  return format;
}

const timeOptions = (timeZone: string): Intl.DateTimeFormatOptions => ({ hour: 'numeric', minute: '2-digit', timeZone });

/** The wall-clock time of an instant in `timeZone`: '10:00 AM', '١٠:٠٠ ص'; with its weekday first when asked: 'Thu 4:00 AM'. */
export const formatPracticeTime = (instant: string, timeZone: string, language: Language, withWeekday = false) =>
  dateTimeFormat(language, { ...(withWeekday ? { weekday: 'short' } : {}), ...timeOptions(timeZone) }).format(new Date(instant));

/** From start to end in `timeZone`, on one line: '10:00 – 10:15 AM'. */
export const formatPracticeTimeRange = (interval: { start: string; end: string }, timeZone: string, language: Language) =>
  dateTimeFormat(language, timeOptions(timeZone)).formatRange(new Date(interval.start), new Date(interval.end));

const DATE_STYLES = {
  /** 'Wednesday, December 2, 2026' */
  long: { dateStyle: 'full' },
  /** 'Wednesday, December 2' */
  short: { weekday: 'long', month: 'long', day: 'numeric' },
  /** 'Dec 2' */
  day: { month: 'short', day: 'numeric' },
  /** 'Wed' */
  weekday: { weekday: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A practice's date (YYYY-MM-DD) written out in one of the styles above. */
export const formatPracticeDate = (date: string, language: Language, style: keyof typeof DATE_STYLES = 'short') =>
  dateTimeFormat(language, { ...DATE_STYLES[style], timeZone: 'UTC' }).format(new Date(Date.parse(date)));

/** The practice's date of an instant, written out: 'Wednesday, December 2, 2026'. */
export const formatPracticeDateOf = (instant: string, timeZone: string, language: Language) =>
  formatPracticeDate(practiceDateTime(instant, timeZone).date, language, 'long');

/** Two of the practice's dates as one span: 'May 2 – 8, 2026'. */
export const formatPracticeDateSpan = (from: string, to: string, language: Language) =>
  dateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).formatRange(new Date(Date.parse(from)), new Date(Date.parse(to)));

/** An instant's date and time in `timeZone`, written out: 'Tuesday, November 24, 2026 at 10:45 PM'. */
export const formatPracticeMoment = (instant: string, timeZone: string, language: Language) =>
  dateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(instant));

/** A Sunday (weekday 0), from which the other weekdays are counted. */
const A_SUNDAY = Date.UTC(2026, 4, 3);

/** A weekday's name (0 = Sunday … 6 = Saturday): 'Saturday', 'السبت'. */
export const weekdayName = (weekday: number, language: Language) =>
  dateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(A_SUNDAY + weekday * DAY_MS));

/**
 * A zone as people name it at an instant (a zone's name may change with daylight saving): `short` 'Egypt Time',
 * 'توقيت مصر'; `long` 'Eastern European Time', shown beside the zone's IANA id.
 */
export function timeZoneName(timeZone: string, language: Language, at: string | Date = new Date(), style: 'short' | 'long' = 'short'): string {
  const parts = dateTimeFormat(language, { timeZone, timeZoneName: style === 'short' ? 'shortGeneric' : 'longGeneric' }).formatToParts(new Date(at));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * A booked time as the practice's clock shows it, with that clock's zone named by Intl and by its IANA name:
 * 'Wednesday, December 2, 2026, 10:00 – 10:45 AM Egypt Time (Africa/Cairo)' or its ar-EG form.
 */
export function formatBookedTime(start: string, end: string, timeZone: string, language: Language): string {
  const format = dateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', ...timeOptions(timeZone), timeZoneName: 'shortGeneric' });
  return `${format.formatRange(new Date(start), new Date(end))} (${timeZone})`;
}

const durationFormats = new Map<string, Intl.NumberFormat>();

function formatDuration(amount: number, unit: 'minute' | 'hour', language: Language): string {
  const key = `${unit} ${language}`;
  let format = durationFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(DATE_LOCALE[language], { style: 'unit', unit, unitDisplay: 'long' });
    durationFormats.set(key, format);
  }
  return format.format(amount);
}

/** A duration in minutes, with the language's plural forms: '45 minutes', '٤٥ دقيقة', '١٠ دقائق'. */
export const formatMinutes = (minutes: number, language: Language) => formatDuration(minutes, 'minute', language);

/** A duration in hours, with the language's plural forms: '24 hours', '٢٤ ساعة'. */
export const formatHours = (hours: number, language: Language) => formatDuration(hours, 'hour', language);
