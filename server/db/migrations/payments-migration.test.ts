import { describe, expect, it } from 'vitest';
import { priceTextCents } from './20261130000000_payments';

describe('the price text of consultation types, as piastres', () => {
  it.each([
    ['600 EGP', 60_000],
    ['600', 60_000],
    ['1,200 EGP', 120_000],
    ['EGP 350.50', 35_050],
    ['٦٠٠ ج.م', 60_000],
    ['750 جنيه', 75_000],
    ['0', 0],
  ])('reads %s as %i', (text, cents) => {
    expect(priceTextCents(text)).toBe(cents);
  });

  it.each(['Free', 'On request', 'From 300 EGP', '', '300-500 EGP'])('leaves %s as words', (text) => {
    expect(priceTextCents(text)).toBeUndefined();
  });
});
