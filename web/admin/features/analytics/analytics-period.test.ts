import { describe, expect, it } from 'vitest';
import { addDays, changeFrom, presetSpan, spanProblem, todayIn } from './analytics-period';

describe('analytics periods', () => {
  it('ends each preset today, today included', () => {
    expect(presetSpan('today', '2026-03-10')).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    expect(presetSpan('7days', '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(presetSpan('12months', '2026-03-10')).toEqual({ from: '2025-03-11', to: '2026-03-10' });
    expect(presetSpan('12months', '2025-02-28')).toEqual({ from: '2024-02-29', to: '2025-02-28' });
    expect(presetSpan('12months', '2028-02-29')).toEqual({ from: '2027-03-02', to: '2028-02-29' });
  });

  it("counts today in the practice's zone, not the browser's", () => {
    const lateInUtc = new Date('2026-03-10T23:30:00Z');
    expect(todayIn('UTC', lateInUtc)).toBe('2026-03-10');
    expect(todayIn('Africa/Cairo', lateInUtc)).toBe('2026-03-11');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('refuses the custom periods the server would refuse', () => {
    expect(spanProblem({ from: '', to: '2026-03-10' })).toBe('missing');
    expect(spanProblem({ from: '2026-03-11', to: '2026-03-10' })).toBe('outOfOrder');
    expect(spanProblem({ from: '2025-01-01', to: '2026-02-05' })).toBe('tooLong');
    expect(spanProblem({ from: '2025-01-01', to: '2026-02-04' })).toBeUndefined();
  });

  it('compares a figure with the period before', () => {
    expect(changeFrom(4, 5)).toEqual({ kind: 'change', ratio: 0.25 });
    expect(changeFrom(4, 2)).toEqual({ kind: 'change', ratio: -0.5 });
    expect(changeFrom(0, 3)).toEqual({ kind: 'new' });
    expect(changeFrom(0, 0)).toEqual({ kind: 'same' });
  });
});
