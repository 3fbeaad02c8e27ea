import { describe, expect, it } from 'vitest';
import { datesInOrder } from './date-range';

describe('a range of dates', () => {
  it('is out of order only when it ends before it starts', () => {
    expect(datesInOrder({ from: '2026-11-02', to: '2026-11-01' })).toBe(false);
    expect(datesInOrder({ from: '2026-11-01', to: '2026-11-01' })).toBe(true);
    expect(datesInOrder({ from: '', to: '2026-11-01' })).toBe(true);
  });
});
