/*
 * How booking times read, in the practice's zone and the reader's language (Arabic with Arabic-Indic digits): the
 * booking pages and anything else that shows a booking's time use these, so that it reads the same everywhere.
 */
import type { Language } from '../constants';
import { DATE_LOCALE } from '../format';
import { practiceDateTime } from './slots';

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

/** The wall-clock time of an instant in `timeZone`: '10:00 AM', '١٠:٠٠ ص'; with its weekday first when asked: 'Thu 4:00 AM'. */
export const formatTimeIn = (instant: string, timeZone: string, language: Language, withWeekday = false) =>
  dateTimeFormat(language, { ...(withWeekday ? { weekday: 'short' } : {}), hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(instant));

/**
 * A calendar date (YYYY-MM-DD, already in the practice's zone): `long` 'Wednesday, December 2, 2026', `day`
 * 'Dec 2', `weekday` 'Wed'. Formatted as that date in UTC, so no reader's clock moves it.
 */
export function formatCalendarDate(date: string, language: Language, style: 'long' | 'day' | 'weekday'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'long' ? { dateStyle: 'full' } : style === 'day' ? { month: 'short', day: 'numeric' } : { weekday: 'short' };
  return dateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(new Date(Date.parse(date)));
}

/** The practice's date of an instant, written out: 'Wednesday, December 2, 2026'. */
export const formatDateIn = (instant: string, timeZone: string, language: Language) =>
  formatCalendarDate(practiceDateTime(instant, timeZone).date, language, 'long');

/** An instant's date and time in `timeZone`, written out: 'Tuesday, November 24, 2026 at 10:45 PM'. */
export const formatMomentIn = (instant: string, timeZone: string, language: Language) =>
  dateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(instant));

/** A zone as people name it, at an instant (a zone's name may change with daylight saving): 'Egypt Time', 'توقيت مصر'. */
export function timeZoneName(timeZone: string, language: Language, at: string): string {
  const parts = dateTimeFormat(language, { timeZone, timeZoneName: 'shortGeneric' }).formatToParts(new Date(at));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

const minuteFormats = new Map<Language, Intl.NumberFormat>();

/** A duration in minutes: '45 minutes', '٤٥ دقيقة'. */
export function formatMinutes(minutes: number, language: Language): string {
  let format = minuteFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(DATE_LOCALE[language], { style: 'unit', unit: 'minute', unitDisplay: 'long' });
    minuteFormats.set(language, format);
  }
  return format.format(minutes);
}
