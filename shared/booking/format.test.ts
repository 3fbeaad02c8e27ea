import { describe, expect, it } from 'vitest';
import {
  formatBookedTime,
  formatMinutes,
  formatPracticeDate,
  formatPracticeDateOf,
  formatPracticeDateSpan,
  formatPracticeMoment,
  formatPracticeTime,
  formatPracticeTimeRange,
  timeZoneName,
  weekdayName,
} from './format';

const START = '2026-12-02T22:30:00.000Z';

describe('booking times as they read', () => {
  it('are the practice’s wall time, in the reader’s language (Arabic with Arabic-Indic digits)', () => {
    expect(formatPracticeTime(START, 'Africa/Cairo', 'en')).toBe('12:30 AM');
    expect(formatPracticeTime(START, 'Africa/Cairo', 'ar')).toBe('١٢:٣٠ ص');
    expect(formatPracticeTime(START, 'America/New_York', 'en', true)).toBe('Wed 5:30 PM');
  });

  it('fall on the practice’s date, not the reader’s or UTC’s', () => {
    expect(formatPracticeDateOf(START, 'Africa/Cairo', 'en')).toBe('Thursday, December 3, 2026');
    expect(formatPracticeDateOf(START, 'Africa/Cairo', 'ar')).toBe('الخميس، ٣ ديسمبر ٢٠٢٦');
    expect(formatPracticeDate('2026-12-03', 'en', 'day')).toBe('Dec 3');
    expect(formatPracticeDate('2026-12-03', 'ar', 'weekday')).toBe('الخميس');
    expect(formatPracticeMoment(START, 'Africa/Cairo', 'en')).toBe('Thursday, December 3, 2026 at 12:30 AM');
  });

  it('name the zone as people do, and durations in words', () => {
    expect(timeZoneName('Africa/Cairo', 'en', START)).toBe('Egypt Time');
    expect(timeZoneName('Africa/Cairo', 'ar', START)).toBe('توقيت مصر');
    expect(formatMinutes(45, 'en')).toBe('45 minutes');
    expect(formatMinutes(15, 'ar')).toBe('١٥ دقيقة');
  });
});

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
    expect(timeZoneName('Africa/Cairo', 'en', '2026-05-02T09:00:00Z', 'long')).toBe('Eastern European Time');
    expect(timeZoneName('Africa/Cairo', 'ar', '2026-12-02T09:00:00Z', 'long')).toBe('توقيت شرق أوروبا');
  });
});

describe('formatBookedTime', () => {
  // Intl puts thin and narrow no-break spaces around the dash and before AM.
  const spaced = (text: string) => text.replace(/\s/g, ' ');

  it('shows the time on the practice’s clock with its zone named, whatever the server’s zone', () => {
    expect(spaced(formatBookedTime('2026-12-02T08:00:00.000Z', '2026-12-02T08:45:00.000Z', 'Africa/Cairo', 'en'))).toBe(
      'Wednesday, December 2, 2026, 10:00 – 10:45 AM Egypt Time (Africa/Cairo)',
    );
    expect(spaced(formatBookedTime('2026-12-02T08:00:00.000Z', '2026-12-02T08:45:00.000Z', 'Africa/Cairo', 'ar'))).toBe(
      'الأربعاء، ٢ ديسمبر ٢٠٢٦، ١٠:٠٠–١٠:٤٥ ص توقيت مصر (Africa/Cairo)',
    );
  });

  it('follows the zone’s clock changes: Cairo’s summer time is an hour ahead of its winter time', () => {
    expect(spaced(formatBookedTime('2026-06-03T07:00:00.000Z', '2026-06-03T07:15:00.000Z', 'Africa/Cairo', 'en'))).toMatch(/^Wednesday, June 3, 2026, 10:00 – 10:15 AM /);
  });
});

describe('formatMinutes', () => {
  it('uses each language’s plural forms', () => {
    expect([15, 45].map((minutes) => formatMinutes(minutes, 'en'))).toEqual(['15 minutes', '45 minutes']);
    expect([10, 45, 120].map((minutes) => formatMinutes(minutes, 'ar'))).toEqual(['١٠ دقائق', '٤٥ دقيقة', '١٢٠ دقيقة']);
  });
});
