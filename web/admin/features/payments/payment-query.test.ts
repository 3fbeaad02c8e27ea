import { describe, expect, it } from 'vitest';
import { apiPaths, withQuery } from '@shared/api-routes';
import { paymentListQuerySchema } from '@shared/schemas/payment';
import { monthName, monthsSpan, NO_PAYMENT_FILTERS, paymentListQuery, totalOfMonths } from './payment-query';

describe('the payments query', () => {
  it('names nothing without filters', () => {
    expect(paymentListQuery(NO_PAYMENT_FILTERS)).toEqual({});
    expect(withQuery(apiPaths.payments.list(), { ...paymentListQuery(NO_PAYMENT_FILTERS) })).toBe(apiPaths.payments.list());
  });

  it('sends the state and the practice’s dates as chosen, and the server takes them', () => {
    const query = paymentListQuery({ status: 'partially_refunded', from: '2026-11-01', to: '2026-11-30' });
    expect(query).toEqual({ status: 'partially_refunded', from: '2026-11-01', to: '2026-11-30' });
    expect(paymentListQuerySchema.safeParse(query).success).toBe(true);
    expect(paymentListQuery({ ...NO_PAYMENT_FILTERS, to: '2026-11-30' })).toEqual({ to: '2026-11-30' });
  });
});

describe('the monthly totals', () => {
  it('cover the dates of the filters, or a year of months up to today', () => {
    expect(monthsSpan({ from: '2026-03-10', to: '2026-05-02' }, '2026-11-26')).toEqual({ from: '2026-03-10', to: '2026-05-02' });
    expect(monthsSpan({ from: '', to: '' }, '2026-11-26')).toEqual({ from: '2025-12-01', to: '2026-11-26' });
    expect(monthsSpan({ from: '', to: '' }, '2026-01-31')).toEqual({ from: '2025-02-01', to: '2026-01-31' });
    expect(monthsSpan({ from: '', to: '2026-12-31' }, '2026-11-26')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(monthsSpan({ from: '2026-06-01', to: '' }, '2026-11-26')).toEqual({ from: '2026-06-01', to: '2026-11-26' });
    // A start ahead of today is not left after its end.
    expect(monthsSpan({ from: '2027-02-01', to: '' }, '2026-11-26')).toEqual({ from: '2027-02-01', to: '2027-02-01' });
  });

  it('name each month in the reader’s language, whatever this computer’s zone', () => {
    expect(monthName('2026-01', 'en')).toBe('January 2026');
    expect(monthName('2026-12', 'en')).toBe('December 2026');
    expect(monthName('2026-11', 'ar')).toBe('نوفمبر ٢٠٢٦');
  });

  it('add up what came in, what went back and what stayed', () => {
    const months = [
      { month: '2026-10', receivedCents: 60000, refundedCents: 0 },
      { month: '2026-11', receivedCents: 120050, refundedCents: 30000 },
    ];
    expect(totalOfMonths(months)).toEqual({ receivedCents: 180050, refundedCents: 30000, keptCents: 150050 });
    expect(totalOfMonths([])).toEqual({ receivedCents: 0, refundedCents: 0, keptCents: 0 });
  });
});
