import { describe, expect, it } from 'vitest';
import { publishedAt } from './common';

describe('publishedAt', () => {
  it.each([
    ['2026-03-01', '2026-03-01T00:00:00.000Z'],
    ['2026-03-01T10:30:00.000Z', '2026-03-01T10:30:00.000Z'],
    ['2026-03-01T12:30:00+02:00', '2026-03-01T10:30:00.000Z'],
    [' 2026-03-01T10:30:00Z ', '2026-03-01T10:30:00.000Z'],
  ])('reads the ISO 8601 date %j as %s', (given, stored) => {
    expect(publishedAt.parse(given)).toBe(stored);
  });

  // Date.parse falls back to guessing: 'foo 2020' is 1 January 2020, and a NUL inside a date makes another day.
  it.each(['foo 2020', '2\u0000026-01-15T10:00:00.000Z', 'Tue Mar 01 2026', '03/01/2026', '2026-02-30', '2026-13-01', '+275760-09-14', '2026'])(
    'refuses %j, which is not an ISO 8601 date',
    (given) => {
      const result = publishedAt.safeParse(given);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Must be a valid date');
    },
  );
});
