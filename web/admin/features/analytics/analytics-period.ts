import { daysBetween, MAX_ANALYTICS_DAYS } from '@shared/schemas/analytics';

/** The periods the Analytics area offers; `custom` is two dates the admin picks. */
export const ANALYTICS_PRESETS = ['today', '7days', '30days', '12months', 'custom'] as const;
export type AnalyticsPreset = (typeof ANALYTICS_PRESETS)[number];

/** A period of the practice's days, both included (YYYY-MM-DD). */
export interface DateSpan {
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `date` (YYYY-MM-DD) moved by `days`, counted on the calendar (no zone can shift it). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today's date in `timeZone` (the practice's), as YYYY-MM-DD. */
export function todayIn(timeZone: string, now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The span of a preset that ends today: today alone, the last 7 days, or the 12 months to today (today included). The
 * last 30 days are the server's own default period, asked for without dates.
 */
export function presetSpan(preset: Exclude<AnalyticsPreset, 'custom' | '30days'>, today: string): DateSpan {
  if (preset === 'today') return { from: today, to: today };
  if (preset === '7days') return { from: addDays(today, -6), to: today };
  const yearBefore = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  // 29 February of a leap year has no date a year before: 1 March is.
  return { from: addDays(yearBefore.endsWith('-02-29') ? addDays(yearBefore.slice(0, 8) + '28', 1) : yearBefore, 1), to: today };
}

/** Why a custom period cannot be asked for, or undefined when the server will answer it. */
export function spanProblem(span: { from: string; to: string }): 'missing' | 'outOfOrder' | 'tooLong' | undefined {
  if (!span.from || !span.to) return 'missing';
  if (span.from > span.to) return 'outOfOrder';
  if (daysBetween(span.from, span.to) > MAX_ANALYTICS_DAYS) return 'tooLong';
  return undefined;
}

/**
 * How a figure moved from the period before: its change as a fraction (0.25 for a quarter more), `new` when there was
 * nothing before and something now, `same` when both are zero.
 */
export type Change = { kind: 'change'; ratio: number } | { kind: 'new' } | { kind: 'same' };

export function changeFrom(previous: number, current: number): Change {
  if (previous === 0) return current === 0 ? { kind: 'same' } : { kind: 'new' };
  return { kind: 'change', ratio: (current - previous) / previous };
}
