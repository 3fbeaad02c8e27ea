import { DATE_LOCALE } from '@shared/format';
import type { Language } from '@shared/constants';
import type { PaymentListQuery, PaymentMonthTotal, PaymentStatus } from '@shared/schemas/payment';

/** What the payments list is filtered by, as its controls hold it ('' for no filter). */
export interface PaymentFilters {
  status: PaymentStatus | '';
  /** The practice's dates of creation (YYYY-MM-DD), both included; '' leaves that end open. */
  from: string;
  to: string;
}

export const NO_PAYMENT_FILTERS: PaymentFilters = { status: '', from: '', to: '' };

/** The query GET /api/payments, its months and its export read: only the filters that are set. */
export function paymentListQuery(filters: PaymentFilters): PaymentListQuery {
  const query: PaymentListQuery = {};
  if (filters.status) query.status = filters.status;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  return query;
}

/** How many months the totals cover when the filters leave an end open: a year up to the other end. */
const MONTHS_SHOWN = 12;

/** The first day of the month `months` after the month of `date` (before, when negative). */
function firstOfMonth(date: string, months: number): string {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * The practice's dates the monthly totals cover: the filters' own, an open end closed by the practice's `today` (or by
 * the start, when that lies ahead), an open start a year of months before the end.
 */
export function monthsSpan(filters: Pick<PaymentFilters, 'from' | 'to'>, today: string): { from: string; to: string } {
  const to = filters.to || (filters.from > today ? filters.from : today);
  return { from: filters.from || firstOfMonth(to, 1 - MONTHS_SHOWN), to };
}

const monthFormats = new Map<Language, Intl.DateTimeFormat>();

/** A month of the totals ('2026-11') as a reader names it: 'November 2026', 'نوفمبر ٢٠٢٦'. */
export function monthName(month: string, language: Language): string {
  let format = monthFormats.get(language);
  if (!format) {
    // The month is a date of the practice's calendar, not an instant: read and written in UTC, it stays that month.
    format = new Intl.DateTimeFormat(DATE_LOCALE[language], { year: 'numeric', month: 'long', timeZone: 'UTC' });
    monthFormats.set(language, format);
  }
  return format.format(new Date(`${month}-01T00:00:00Z`));
}

/** What came in and went back over all the months shown, and what stayed. */
export function totalOfMonths(months: readonly PaymentMonthTotal[]) {
  const receivedCents = months.reduce((sum, month) => sum + month.receivedCents, 0);
  const refundedCents = months.reduce((sum, month) => sum + month.refundedCents, 0);
  return { receivedCents, refundedCents, keptCents: receivedCents - refundedCents };
}
