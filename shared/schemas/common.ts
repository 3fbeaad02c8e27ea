import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { isSafeImageUrl } from '../safe-urls';
import { withProblem } from './field-problems';

/** 'Required' for a missing value, 'Must be text' for a value of another type (a number, a list...). */
const textError = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'Required' : 'Must be text');

/** A text the user must fill in: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) =>
  z.string({ error: textError }).trim().min(1, { error: 'Required' }).max(max, { error: `Must be at most ${max} characters` });

/** A text the user may leave empty; missing becomes ''. */
export const optionalText = (max: number) =>
  z.string({ error: textError }).trim().max(max, { error: `Must be at most ${max} characters` }).default('');

export const imageUrl = z
  .string({ error: textError })
  .trim()
  .min(1, { error: 'Required' })
  .max(500, { error: 'Must be at most 500 characters' })
  // zod runs the refinement even after min(1) failed: an empty value is only 'Required'.
  .refine((value) => value === '' || isSafeImageUrl(value), withProblem('invalid_image_url', 'Must be an uploaded image path or an http(s) URL'));

export const optionalImageUrl = z.union([z.literal(''), imageUrl]).default('');

export const imageList = z.array(imageUrl).max(30, { error: 'At most 30 images' }).default([]);

/** Display order: a whole number from 0; anything that is not a number falls back to 0. */
export const displayOrder = z.preprocess((value) => {
  if (value === undefined || value === null || value === '') return 0;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : 0;
}, z.number().int({ error: 'Must be a whole number' }).min(0, { error: 'Must be 0 or more' }).max(1_000_000));

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * True for an ISO 8601 date or date-time naming a day that exists. Date.parse alone guesses at anything ('foo 2020' is
 * 1 January 2020, '2026-02-30' is 2 March).
 */
function isIsoDate(value: string): boolean {
  const [, year, month, day] = ISO_DATE.exec(value) ?? [];
  if (!year || Number.isNaN(Date.parse(value))) return false;
  const calendarDay = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return calendarDay.getUTCMonth() === Number(month) - 1 && calendarDay.getUTCDate() === Number(day);
}

/** A date the user picked, stored as an ISO timestamp; missing means now. */
export const publishedAt = z
  .string()
  .trim()
  .refine(isIsoDate, withProblem('invalid_date', 'Must be a valid date'))
  .transform((value) => new Date(value).toISOString())
  .optional();

export const booleanFlag = z.boolean({ error: 'Must be true or false' });

/**
 * The largest record id: ids are 32-bit integers (PostgreSQL's `integer`, which refuses a larger number in a query with
 * an error, where SQLite would just find nothing).
 */
export const MAX_ID = 2_147_483_647;

/** A record id in a path: digits only (no '1e3', '0x10' or ' 1'), from 1 up to MAX_ID. */
export const idParam = z
  .string()
  .refine((value) => /^[1-9]\d*$/.test(value) && Number(value) <= MAX_ID, withProblem('not_whole_number', `Must be a whole number from 1 to ${MAX_ID}`))
  .transform(Number);

export const emailAddress = z
  .string({ error: textError })
  .trim()
  .min(1, { error: 'Required' })
  .max(254, { error: 'Must be at most 254 characters' })
  .pipe(z.email({ error: 'Must be a valid email address' }));

/** The `?lang=` of a localized public read: en or ar, English when absent. */
export const languageQuery = z.object({ lang: z.enum(LANGUAGES, { error: 'Must be en or ar' }).default('en') });

/** An optional `true` or `false` in a query string, read as a boolean (absent is false). */
export const queryFlag = z
  .enum(['true', 'false'], { error: 'Must be true or false' })
  .optional()
  .transform((flag) => flag === 'true');
