import { describe, expect, it } from 'vitest';
import { formatPracticeDate, formatPracticeDateSpan, formatPracticeMoment, formatPracticeTime, formatPracticeTimeRange, timeZoneName, weekdayName } from './practice-time';

/** ICU separates some parts with thin, narrow or no-break spaces, depending on its version: compared as plain spaces. */
const spaced = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ');

describe("times in the practice's zone", () => {
  it("shows an instant's wall time in the practice's zone, whatever this computer's", () => {
    expect(spaced(formatPracticeTime('2026-05-03T07:00:00Z', 'Africa/Cairo', 'en'))).toBe('10:00 AM');
    expect(spaced(formatPracticeTime('2026-01-03T07:00:00Z', 'Africa/Cairo', 'en'))).toBe('9:00 AM');
    expect(spaced(formatPracticeTime('2026-05-03T07:00:00Z', 'Africa/Cairo', 'ar'))).toBe('١٠:٠٠ ص');
    expect(spaced(formatPracticeTimeRange({ start: '2026-05-03T07:00:00Z', end: '2026-05-03T07:45:00Z' }, 'Africa/Cairo', 'en'))).toBe('10:00 – 10:45 AM');
  });

  it('names a practice date without moving it, and names the zone in the reader language', () => {
    expect(spaced(formatPracticeDate('2026-05-02', 'en'))).toBe('Saturday, May 2');
    expect(spaced(formatPracticeDate('2026-05-02', 'en', 'long'))).toBe('Saturday, May 2, 2026');
    expect(spaced(formatPracticeDate('2026-05-02', 'ar'))).toBe('السبت، ٢ مايو');
    expect(spaced(formatPracticeDateSpan('2026-05-02', '2026-05-08', 'en'))).toBe('May 2 – 8, 2026');
    expect(spaced(formatPracticeDateSpan('2026-12-26', '2027-01-01', 'en'))).toBe('December 26, 2026 – January 1, 2027');
    expect(spaced(formatPracticeMoment('2026-05-02T21:30:00Z', 'Africa/Cairo', 'en'))).toBe('Sunday, May 3, 2026 at 12:30 AM');
    expect([0, 5, 6].map((weekday) => weekdayName(weekday, 'en'))).toEqual(['Sunday', 'Friday', 'Saturday']);
    expect(weekdayName(6, 'ar')).toBe('السبت');
    expect(timeZoneName('Africa/Cairo', 'en')).toBe('Eastern European Time');
    expect(timeZoneName('Africa/Cairo', 'ar')).toBe('توقيت شرق أوروبا');
  });
});
