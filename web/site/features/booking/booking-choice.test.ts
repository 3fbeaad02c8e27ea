import { describe, expect, it } from 'vitest';
import type { FreeSlotsAnswer } from '@shared/schemas/booking';
import { bookingChoice, choiceSearch, neighbourWeeks, shownDay, weekDays } from './booking-choice';

/** A week of Cairo (UTC+2 in December) with times on Wednesday and Thursday, one of them at 00:30 Thursday in Cairo. */
const WEEK: FreeSlotsAnswer = {
  timeZone: 'Africa/Cairo',
  from: '2026-12-01',
  to: '2026-12-07',
  firstBookableDate: '2026-12-01',
  lastBookableDate: '2027-01-30',
  slots: [
    { start: '2026-12-02T08:00:00.000Z', end: '2026-12-02T08:45:00.000Z' },
    { start: '2026-12-02T22:30:00.000Z', end: '2026-12-02T23:15:00.000Z' },
    { start: '2026-12-03T08:00:00.000Z', end: '2026-12-03T08:45:00.000Z' },
  ],
};

describe('the booking choice in the address', () => {
  it('reads the type, week, date and time, dropping any malformed part', () => {
    expect(bookingChoice(new URLSearchParams('type=2&week=2026-12-08&date=2026-12-09&start=2026-12-09T08:00:00.000Z'))).toEqual({
      type: 2,
      week: '2026-12-08',
      date: '2026-12-09',
      start: '2026-12-09T08:00:00.000Z',
    });
    expect(bookingChoice(new URLSearchParams('type=0x2&week=2026-02-30&date=tomorrow&start=soon'))).toEqual({ type: undefined, week: undefined, date: undefined, start: undefined });
  });

  it('writes the choice back as the page query, extra parameters first, nothing for what is not chosen', () => {
    expect(choiceSearch({ type: 2, date: '2026-12-09' })).toBe('?type=2&date=2026-12-09');
    expect(choiceSearch({ type: 2, week: '2026-12-08' }, { change: 'move' })).toBe('?change=move&type=2&week=2026-12-08');
  });
});

describe('the week shown', () => {
  it('lays the times out on the practice’s dates, a time after midnight in Cairo on the next date', () => {
    const days = weekDays(WEEK);
    expect(days.map((day) => day.date)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07']);
    expect(days.map((day) => day.slots.length)).toEqual([0, 1, 2, 0, 0, 0, 0]);
  });

  it('shows the chosen date when it has times, else the first date that has some', () => {
    const days = weekDays(WEEK);
    expect(shownDay(days, '2026-12-03')?.date).toBe('2026-12-03');
    expect(shownDay(days, '2026-12-04')?.date).toBe('2026-12-02');
    expect(shownDay(days, undefined)?.date).toBe('2026-12-02');
    expect(shownDay(weekDays({ ...WEEK, slots: [] }), undefined)).toBeUndefined();
  });

  it('links to the weeks around it only where a date can be booked, the week before never starting earlier than the first', () => {
    expect(neighbourWeeks(WEEK)).toEqual({ previous: undefined, next: '2026-12-08' });
    expect(neighbourWeeks({ ...WEEK, from: '2026-12-04', to: '2026-12-10' })).toEqual({ previous: '2026-12-01', next: '2026-12-11' });
    expect(neighbourWeeks({ ...WEEK, from: '2027-01-25', to: '2027-01-31' })).toEqual({ previous: '2027-01-18', next: undefined });
  });
});
