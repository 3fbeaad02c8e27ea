import { describe, expect, it } from 'vitest';
import { formatDate, formatMoment, formatPackageOption, formatMoney, formatPrice, formatTypePrice, priceAmount } from './format';

describe('formatMoney', () => {
  it.each([
    [60_000, 'en', '600 EGP'],
    [60_000, 'ar', '600 ج.م'],
    [120_000, 'en', '1,200 EGP'],
    [125_050, 'ar', '1,250.50 ج.م'],
    [5, 'en', '0.05 EGP'],
  ] as const)('writes %i piastres in %s as %s', (cents, language, expected) => {
    expect(formatMoney(cents, language)).toBe(expected);
  });
});

describe('formatTypePrice', () => {
  it.each([
    [{ priceCents: 60_000, priceNote: '' }, 'ar', '600 ج.م'],
    [{ priceCents: 0, priceNote: '' }, 'ar', 'مجانًا'],
    [{ priceCents: 0, priceNote: '' }, 'en', 'Free'],
    [{ priceCents: 0, priceNote: 'On request' }, 'ar', 'On request'],
    [{ priceCents: 30_000, priceNote: 'per session' }, 'en', '300 EGP (per session)'],
  ] as const)('writes %o in %s as %s', (type, language, expected) => {
    expect(formatTypePrice(type, language)).toBe(expected);
  });
});

describe('formatPrice', () => {
  it.each([
    ['500', 'en', '500 EGP'],
    ['500', 'ar', '500 ج.م'],
    ['1,200 EGP', 'en', '1,200 EGP'],
    ['1,200 EGP', 'ar', '1,200 ج.م'],
    ['750 ج.م', 'en', '750 EGP'],
    ['750 جنيه', 'ar', '750 ج.م'],
  ] as const)('writes %s in %s as %s', (price, language, expected) => {
    expect(formatPrice(price, language)).toBe(expected);
  });

  it('keeps a text that is only a currency word rather than printing nothing', () => {
    expect(priceAmount('EGP')).toBe('EGP');
  });
});

describe('formatPackageOption', () => {
  it("reads 'name - price EGP/month' in English and its Arabic twin", () => {
    expect(formatPackageOption('Premium', '1500 EGP', 'en')).toBe('Premium - 1500 EGP/month');
    expect(formatPackageOption('الباقة المميزة', '1500', 'ar')).toBe('الباقة المميزة - 1500 ج.م/شهر');
  });
});

describe('formatDate', () => {
  it('uses en-US short and long months', () => {
    expect(formatDate('2025-01-15T10:00:00.000Z', 'en')).toBe('Jan 15, 2025');
    expect(formatDate('2025-01-15T10:00:00.000Z', 'en', 'long')).toBe('January 15, 2025');
  });

  it('uses ar-EG in Arabic', () => {
    expect(formatDate('2025-01-15T10:00:00.000Z', 'ar')).toBe(
      new Intl.DateTimeFormat('ar-EG', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
        new Date('2025-01-15T10:00:00.000Z'),
      ),
    );
    expect(formatDate('2025-01-15T10:00:00.000Z', 'ar')).toMatch(/يناير/);
  });

  it('keeps the UTC day whatever the local time zone', () => {
    expect(formatDate('2025-03-01T23:30:00.000Z', 'en')).toBe('Mar 1, 2025');
  });

  it('gives an empty text for a date it cannot read', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('formatMoment', () => {
  it('gives the date and the time on the reader’s own clock, in English or Arabic', () => {
    const moment = '2026-01-15T14:35:00.000Z';
    const local = new Date(moment);
    expect(formatMoment(moment, 'en')).toBe(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(local));
    expect(formatMoment(moment, 'en')).toMatch(/^Jan 1[56], 2026, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(formatMoment(moment, 'ar')).toMatch(/[\u0660-\u0669]/);
    expect(formatMoment('not a date', 'ar')).toBe('');
  });
});
