import { describe, expect, it } from 'vitest';
import type { AgendaBooking } from '@shared/schemas/booking';
import { addDays, agendaDates, groupByPracticeDate, practiceToday, shiftAnchor } from './agenda';

const booking = (id: number, start: string): AgendaBooking => ({
  id,
  typeId: 1,
  leadId: null,
  status: 'confirmed',
  name: `Visitor ${id}`,
  email: `visitor${id}@example.com`,
  phone: '',
  message: '',
  language: 'en',
  sequence: 0,
  start,
  end: new Date(Date.parse(start) + 15 * 60_000).toISOString(),
  createdAt: start,
  updatedAt: start,
  paymentStatus: null,
});

describe('agenda dates', () => {
  it('shows one day, or the week from Saturday to Friday around it', () => {
    expect(agendaDates('day', '2026-05-06')).toEqual(['2026-05-06']);
    // Wednesday 6 May 2026: its week starts on Saturday 2 May.
    expect(agendaDates('week', '2026-05-06')).toEqual(['2026-05-02', '2026-05-03', '2026-05-04', '2026-05-05', '2026-05-06', '2026-05-07', '2026-05-08']);
    expect(agendaDates('week', '2026-05-02')[0]).toBe('2026-05-02');
    expect(agendaDates('week', '2026-05-08')[0]).toBe('2026-05-02');
    expect(agendaDates('week', '2026-05-09')[0]).toBe('2026-05-09');
  });

  it('moves by a day or a week, across months, years and clock changes', () => {
    expect(shiftAnchor('2026-04-30', 'day', 1)).toBe('2026-05-01');
    expect(shiftAnchor('2026-01-03', 'week', -1)).toBe('2025-12-27');
    // Cairo's clocks move on Friday 24 April 2026; whole calendar days still follow one another.
    expect(addDays('2026-04-23', 1)).toBe('2026-04-24');
    expect(agendaDates('week', '2026-04-24')).toEqual(['2026-04-18', '2026-04-19', '2026-04-20', '2026-04-21', '2026-04-22', '2026-04-23', '2026-04-24']);
  });

  it("takes today from the practice's zone, not this computer's", () => {
    // 22:30 UTC on 2 May is already 3 May in Cairo (UTC+3 in summer) and still 2 May in New York.
    const now = new Date('2026-05-02T22:30:00Z');
    expect(practiceToday('Africa/Cairo', now)).toBe('2026-05-03');
    expect(practiceToday('America/New_York', now)).toBe('2026-05-02');
  });
});

describe('grouping by the practice date', () => {
  it("puts each booking on its date in the practice's zone, in order of start, and leaves out other dates", () => {
    const dates = agendaDates('week', '2026-05-06');
    const late = booking(1, '2026-05-02T21:30:00Z'); // Sunday 3 May, 00:30 in Cairo
    const morning = booking(2, '2026-05-03T07:00:00Z'); // Sunday 3 May, 10:00
    const early = booking(3, '2026-05-01T21:00:00Z'); // Saturday 2 May, 00:00
    const before = booking(4, '2026-05-01T20:59:00Z'); // Friday 1 May, 23:59: the week before
    const days = groupByPracticeDate([morning, before, late, early], 'Africa/Cairo', dates);
    expect(days.map((day) => day.date)).toEqual(dates);
    expect(days[0]!.bookings.map((item) => item.id)).toEqual([3]);
    expect(days[1]!.bookings.map((item) => item.id)).toEqual([1, 2]);
    expect(days.slice(2).every((day) => day.bookings.length === 0)).toBe(true);
  });

  it('follows the clock change: the same UTC hour falls on different Cairo dates before and after it', () => {
    // 21:30 UTC: 23:30 in Cairo on 23 April (UTC+2), then 00:30 on 25 April once summer time started on the 24th.
    const dates = ['2026-04-23', '2026-04-24', '2026-04-25'];
    const days = groupByPracticeDate([booking(1, '2026-04-23T21:30:00Z'), booking(2, '2026-04-24T21:30:00Z')], 'Africa/Cairo', dates);
    expect(days.map((day) => day.bookings.map((item) => item.id))).toEqual([[1], [], [2]]);
  });
});
