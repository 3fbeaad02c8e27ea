import { describe, expect, it } from 'vitest';
import { fromDateInput, toDateInput } from './date-input';

describe('date inputs', () => {
  it('shows the UTC day of a timestamp', () => {
    expect(toDateInput('2026-01-15T23:30:00.000Z')).toBe('2026-01-15');
    expect(toDateInput(undefined)).toBe('');
    expect(toDateInput('nonsense')).toBe('');
  });

  it('keeps the original time when the day is unchanged, else stores the new day', () => {
    expect(fromDateInput('2026-01-15', '2026-01-15T10:20:00.000Z')).toBe('2026-01-15T10:20:00.000Z');
    expect(fromDateInput('2026-02-01', '2026-01-15T10:20:00.000Z')).toBe('2026-02-01T00:00:00.000Z');
    expect(fromDateInput('')).toBeUndefined();
  });
});
