import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateIn, formatMinutes, formatMomentIn, formatTimeIn, timeZoneName } from './format';

const START = '2026-12-02T22:30:00.000Z';

describe('booking times as they read', () => {
  it('are the practice’s wall time, in the reader’s language (Arabic with Arabic-Indic digits)', () => {
    expect(formatTimeIn(START, 'Africa/Cairo', 'en')).toBe('12:30 AM');
    expect(formatTimeIn(START, 'Africa/Cairo', 'ar')).toBe('١٢:٣٠ ص');
    expect(formatTimeIn(START, 'America/New_York', 'en', true)).toBe('Wed 5:30 PM');
  });

  it('fall on the practice’s date, not the reader’s or UTC’s', () => {
    expect(formatDateIn(START, 'Africa/Cairo', 'en')).toBe('Thursday, December 3, 2026');
    expect(formatDateIn(START, 'Africa/Cairo', 'ar')).toBe('الخميس، ٣ ديسمبر ٢٠٢٦');
    expect(formatCalendarDate('2026-12-03', 'en', 'day')).toBe('Dec 3');
    expect(formatCalendarDate('2026-12-03', 'ar', 'weekday')).toBe('الخميس');
    expect(formatMomentIn(START, 'Africa/Cairo', 'en')).toBe('Thursday, December 3, 2026 at 12:30 AM');
  });

  it('name the zone as people do, and durations in words', () => {
    expect(timeZoneName('Africa/Cairo', 'en', START)).toBe('Egypt Time');
    expect(timeZoneName('Africa/Cairo', 'ar', START)).toBe('توقيت مصر');
    expect(formatMinutes(45, 'en')).toBe('45 minutes');
    expect(formatMinutes(15, 'ar')).toBe('١٥ دقيقة');
  });
});
