import { describe, expect, it } from 'vitest';
import { barLengths, conversionRate, formatShare } from './lead-charts';

describe('lead charts', () => {
  it('converts: clients over every lead, whatever their status', () => {
    expect(conversionRate({ new: 4, contacted: 3, client: 2, closed: 1 })).toBe(0.2);
    expect(conversionRate({ new: 0, contacted: 0, client: 0, closed: 0 })).toBeNull();
    expect(formatShare(0.2)).toBe('20%');
    expect(formatShare(1 / 3)).toBe('33%');
    expect(formatShare(null)).toBe('—');
  });

  it('draws bars against the largest count, and nothing for empty weeks', () => {
    expect(barLengths([0, 2, 4, 1])).toEqual([0, 50, 100, 25]);
    expect(barLengths([0, 0])).toEqual([0, 0]);
    expect(barLengths([])).toEqual([]);
  });
});
