import { describe, expect, it } from 'vitest';
import { availabilitySchema, demoAvailability } from '@shared/schemas/booking';
import { fieldProblemsOf } from '@shared/schemas/field-problems';
import { addWeeklyRange, draftOf, inputOf, newException, newReminder, nextRange, WEEK_ORDER } from './availability-draft';

describe('the availability draft', () => {
  it('lists the week from Saturday', () => {
    expect(WEEK_ORDER).toEqual([6, 0, 1, 2, 3, 4, 5]);
  });

  it('sends back what it was made from', () => {
    const saved = availabilitySchema.parse({
      ...demoAvailability(),
      weekly: [{ weekday: 0, start: '10:00', end: '13:00' }, { weekday: 6, start: '09:00', end: '12:00' }, { weekday: 0, start: '14:00', end: '18:00' }],
      exceptions: [{ date: '2026-06-01', closed: true }, { date: '2026-06-02', ranges: [{ start: '12:00', end: '14:00' }] }],
      reminderMinutesBefore: [1440, 60],
    });
    const input = inputOf(draftOf(saved));
    // The weekly rows come by weekday from Saturday, each day's in their own order.
    expect(input.weekly).toEqual([saved.weekly[1], saved.weekly[0], saved.weekly[2]]);
    expect(availabilitySchema.parse(input)).toEqual({ ...saved, weekly: input.weekly });
  });

  it("adds a range after its weekday's others, so that a problem's weekly.N names the Nth row", () => {
    const draft = draftOf(demoAvailability());
    const weekly = addWeeklyRange(draft.weekly, 0);
    expect(weekly.map((item) => item.weekday)).toEqual([6, 0, 0, 1, 2, 3, 4]);
    expect(weekly[2]).toMatchObject({ weekday: 0, start: '18:00', end: '19:00' });
    // Friday has none: a working day, at the end of the week.
    expect(addWeeklyRange(draft.weekly, 5).at(-1)).toMatchObject({ weekday: 5, start: '09:00', end: '17:00' });
    // The overlap the server would refuse is named at the row it is in.
    const overlapping = weekly.map((item, index) => (index === 2 ? { ...item, start: '17:00' } : item));
    const parsed = availabilitySchema.safeParse(inputOf({ ...draft, weekly: overlapping }));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['weekly.2.start']);
  });

  it('asks for the date of an exception not given one yet', () => {
    const draft = { ...draftOf(demoAvailability()), exceptions: [newException('')] };
    const parsed = availabilitySchema.safeParse(inputOf(draft), { reportInput: true });
    expect(fieldProblemsOf(parsed.error?.issues ?? []).map((problem) => `${problem.path}: ${problem.code}`)).toEqual(['exceptions.0.date: required']);
  });

  it('offers each new reminder at a time not taken yet', () => {
    const reminders = [{ key: 1, minutes: '60' }];
    const first = newReminder(reminders);
    expect(first.minutes).toBe('1440');
    expect(newReminder([...reminders, first]).minutes).toBe('120');
  });

  it('starts a new range where the last ends, and keeps it within the day', () => {
    expect(nextRange([{ key: 1, start: '20:00', end: '23:30' }])).toMatchObject({ start: '23:30', end: '23:59' });
    expect(nextRange([])).toMatchObject({ start: '09:00', end: '17:00' });
  });
});
