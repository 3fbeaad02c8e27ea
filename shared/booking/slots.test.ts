import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { availabilitySchema, demoAvailability, type AvailabilityInput, type TimeInterval } from '../schemas/booking';
import { addDays, freeSlots, isFreeSlot, practiceDateTime, startOfPracticeDate, type FreeSlotsRequest } from './slots';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/** Open 10:00-18:00 every day in Cairo, 15-minute steps, no notice, a year ahead, unless a test says otherwise. */
const availability = (change: Partial<AvailabilityInput> = {}) =>
  availabilitySchema.parse({
    timeZone: 'Africa/Cairo',
    weekly: EVERY_DAY.map((weekday) => ({ weekday, start: '10:00', end: '18:00' })),
    minNoticeMinutes: 0,
    horizonDays: 365,
    ...change,
  });

const NEW_YEAR = new Date('2026-01-01T00:00:00Z');

const request = (change: Partial<FreeSlotsRequest> = {}): FreeSlotsRequest => ({
  availability: availability(),
  durationMinutes: 15,
  from: '2026-01-15',
  to: '2026-01-15',
  now: NEW_YEAR,
  bookings: [],
  ...change,
});

/** The slots as the practice reads them in Cairo: 'YYYY-MM-DD HH:MM' of each start. */
const cairoStarts = (slots: TimeInterval[]) =>
  slots.map((slot) => {
    const { date, time } = practiceDateTime(slot.start, 'Africa/Cairo');
    return `${date} ${time}`;
  });

/** Wall times from `first` to `last` (both included), `stepMinutes` apart, as 'HH:MM'. */
function wallTimes(first: string, last: string, stepMinutes = 15): string[] {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const times: string[] = [];
  for (let minute = minutes(first); minute <= minutes(last); minute += stepMinutes) {
    times.push(`${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`);
  }
  return times;
}

const onDate = (date: string, times: string[]) => times.map((time) => `${date} ${time}`);

/** A booking in Cairo winter time (UTC+2), from and to local wall times of 15 January 2026. */
const januaryBooking = (start: string, end: string): TimeInterval => ({
  start: new Date(`2026-01-15T${start}:00+02:00`).toISOString(),
  end: new Date(`2026-01-15T${end}:00+02:00`).toISOString(),
});

describe('freeSlots', () => {
  it('answers UTC instants, each lasting the duration, on the step grid of a range', () => {
    const slots = freeSlots(request({ durationMinutes: 30 }));
    expect(cairoStarts(slots)).toEqual(onDate('2026-01-15', wallTimes('10:00', '17:30')));
    expect(slots[0]).toEqual({ start: '2026-01-15T08:00:00.000Z', end: '2026-01-15T08:30:00.000Z' });
    expect(slots.at(-1)).toEqual({ start: '2026-01-15T15:30:00.000Z', end: '2026-01-15T16:00:00.000Z' });
  });

  it.each<[string, Partial<AvailabilityInput>, number, string[]]>([
    ['counts the grid from the range’s start, and a slot fits whole inside it', { weekly: [{ weekday: 4, start: '10:10', end: '11:00' }] }, 15, ['10:10', '10:25', '10:40']],
    ['uses the step, not the duration, as the grid', { slotStepMinutes: 30, weekly: [{ weekday: 4, start: '10:00', end: '12:00' }] }, 45, ['10:00', '10:30', '11:00']],
    [
      'gives every range of a day its own grid, in time order whatever the order they were given in',
      { slotStepMinutes: 30, weekly: [{ weekday: 4, start: '14:05', end: '15:05' }, { weekday: 3, start: '09:00', end: '18:00' }, { weekday: 4, start: '09:00', end: '10:00' }] },
      30,
      ['09:00', '09:30', '14:05', '14:35'],
    ],
    ['has nothing on a weekday without ranges', { weekly: [{ weekday: 3, start: '09:00', end: '18:00' }] }, 15, []],
    ['has nothing on a closed date', { exceptions: [{ date: '2026-01-15', closed: true }] }, 15, []],
    [
      'takes a date’s own ranges instead of its weekday’s',
      { slotStepMinutes: 60, exceptions: [{ date: '2026-01-15', ranges: [{ start: '16:00', end: '17:00' }, { start: '08:00', end: '10:00' }] }] },
      60,
      ['08:00', '09:00', '16:00'],
    ],
    ['opens a weekday without ranges on a date with its own', { weekly: [], exceptions: [{ date: '2026-01-15', ranges: [{ start: '12:00', end: '13:00' }] }] }, 30, ['12:00', '12:15', '12:30']],
  ])('%s', (_, change, durationMinutes, times) => {
    // 15 January 2026 is a Thursday (weekday 4).
    expect(cairoStarts(freeSlots(request({ availability: availability(change), durationMinutes })))).toEqual(onDate('2026-01-15', times));
  });

  it('leaves the other dates of a range to their weekday when one date has an exception', () => {
    const slots = freeSlots(
      request({ availability: availability({ exceptions: [{ date: '2026-01-15', closed: true }] }), from: '2026-01-14', to: '2026-01-16', durationMinutes: 480 }),
    );
    expect(cairoStarts(slots)).toEqual(['2026-01-14 10:00', '2026-01-16 10:00']);
  });

  it('is closed on Fridays for the demo practice, open 10:00 to 18:00 the other days', () => {
    const slots = freeSlots(request({ availability: demoAvailability(), from: '2026-01-15', to: '2026-01-17', durationMinutes: 480, now: NEW_YEAR }));
    expect(cairoStarts(slots)).toEqual(['2026-01-15 10:00', '2026-01-17 10:00']);
  });

  it.each<[string, number, TimeInterval[], string[]]>([
    ['keeps clear of a booking, touching it at either end', 0, [januaryBooking('11:00', '12:00')], [...wallTimes('10:00', '10:30'), ...wallTimes('12:00', '17:30')]],
    ['widens every booking by the buffer on both sides', 15, [januaryBooking('11:00', '12:00')], [...wallTimes('10:00', '10:15'), ...wallTimes('12:15', '17:30')]],
    [
      'keeps clear of bookings that overlap each other',
      0,
      [januaryBooking('11:00', '12:00'), januaryBooking('11:30', '12:30'), januaryBooking('15:00', '18:00')],
      [...wallTimes('10:00', '10:30'), ...wallTimes('12:30', '14:30')],
    ],
    ['lets bookings outside the hours, buffer included, take none', 60, [januaryBooking('08:00', '08:30'), januaryBooking('19:00', '20:00')], wallTimes('10:00', '17:30')],
  ])('%s', (_, bufferMinutes, bookings, times) => {
    const slots = freeSlots(request({ availability: availability({ bufferMinutes }), durationMinutes: 30, bookings }));
    expect(cairoStarts(slots)).toEqual(onDate('2026-01-15', times));
  });

  it.each<[string, string, number, string]>([
    ['starts no earlier than now plus the notice', '2026-01-15T09:00:00+02:00', 120, '11:00'],
    ['keeps to the grid after the notice', '2026-01-15T09:07:00+02:00', 120, '11:15'],
    ['takes a time exactly at the notice', '2026-01-15T10:00:00+02:00', 0, '10:00'],
    ['starts nothing in the past', '2026-01-15T12:01:00+02:00', 0, '12:15'],
  ])('%s', (_, now, minNoticeMinutes, first) => {
    const slots = freeSlots(request({ availability: availability({ minNoticeMinutes }), now: new Date(now) }));
    expect(cairoStarts(slots)[0]).toBe(`2026-01-15 ${first}`);
  });

  it('starts no later than now plus the horizon', () => {
    const slots = freeSlots(
      request({ availability: availability({ horizonDays: 1 }), now: new Date('2026-01-15T13:00:00+02:00'), from: '2026-01-15', to: '2026-01-17', durationMinutes: 60 }),
    );
    expect(cairoStarts(slots)).toEqual([...onDate('2026-01-15', wallTimes('13:00', '17:00')), ...onDate('2026-01-16', wallTimes('10:00', '13:00'))]);
  });

  it('has nothing for a reversed range of dates', () => {
    expect(freeSlots(request({ from: '2026-01-16', to: '2026-01-15' }))).toEqual([]);
  });

  describe('across Cairo’s clock changes of 2026 (forward on Friday 24 April, back on Thursday 29 October)', () => {
    const hours = wallTimes('10:00', '17:45');
    const slotsOf = (from: string, to: string) => freeSlots(request({ from, to, now: NEW_YEAR }));

    it.each<[string, string, string]>([
      ['2026-04-23', '+02:00', 'the day before the change, still UTC+2'],
      ['2026-04-24', '+03:00', 'the day of the change'],
      ['2026-04-25', '+03:00', 'the day after, UTC+3'],
      ['2026-10-28', '+03:00', 'the day before the change back, still UTC+3'],
      ['2026-10-29', '+03:00', 'the day of the change back (it comes at the end of the day)'],
      ['2026-10-30', '+02:00', 'the day after, UTC+2 again'],
    ])('keeps 10:00 to 17:45 on %s, at %s (%s)', (date, offset) => {
      const slots = slotsOf(date, date);
      expect(cairoStarts(slots)).toEqual(onDate(date, hours));
      expect(slots.map((slot) => slot.start)).toEqual(hours.map((time) => new Date(`${date}T${time}:00${offset}`).toISOString()));
      expect(slots.every((slot) => Date.parse(slot.end) - Date.parse(slot.start) === 15 * 60_000)).toBe(true);
    });

    it('gives the same hours to every date of a range across both changes', () => {
      const starts = cairoStarts(slotsOf('2026-04-20', '2026-11-02'));
      const dates = [...new Set(starts.map((slot) => slot.slice(0, 10)))];
      expect(dates.length).toBe(197);
      expect(starts).toEqual(dates.flatMap((date) => onDate(date, hours)));
    });

    it('skips the wall times that do not exist when the clocks jump from 00:00 to 01:00', () => {
      const slots = freeSlots(request({ availability: availability({ exceptions: [{ date: '2026-04-24', ranges: [{ start: '00:00', end: '02:00' }] }] }), from: '2026-04-24', to: '2026-04-24' }));
      expect(slots.map((slot) => slot.start)).toEqual(['2026-04-23T22:00:00.000Z', '2026-04-23T22:15:00.000Z', '2026-04-23T22:30:00.000Z', '2026-04-23T22:45:00.000Z']);
      expect(cairoStarts(slots)).toEqual(onDate('2026-04-24', ['01:00', '01:15', '01:30', '01:45']));
    });

    it('reads a wall time the clocks show twice (23:00 to 23:59 on 29 October) as the first of its two instants', () => {
      const slots = freeSlots(request({ availability: availability({ exceptions: [{ date: '2026-10-29', ranges: [{ start: '22:30', end: '23:59' }] }] }), from: '2026-10-29', to: '2026-10-29' }));
      // 23:00 is 20:00Z (UTC+3) and again 21:00Z (UTC+2); the range ends at the first 23:59, so 23:45 does not fit.
      expect(slots.map((slot) => slot.start)).toEqual(wallTimes('22:30', '23:30').map((time) => new Date(`2026-10-29T${time}:00+03:00`).toISOString()));
    });
  });

  it('ends a range at the instant the clocks jump past its end, when they skip it', () => {
    // New York moves from 02:00 to 03:00 on 8 March 2026: a range to 02:30 ends at 03:00 EDT (07:00Z).
    const slots = freeSlots(
      request({
        availability: availability({ timeZone: 'America/New_York', exceptions: [{ date: '2026-03-08', ranges: [{ start: '01:00', end: '02:30' }] }] }),
        from: '2026-03-08',
        to: '2026-03-08',
        durationMinutes: 30,
      }),
    );
    expect(slots).toEqual([
      { start: '2026-03-08T06:00:00.000Z', end: '2026-03-08T06:30:00.000Z' },
      { start: '2026-03-08T06:15:00.000Z', end: '2026-03-08T06:45:00.000Z' },
      { start: '2026-03-08T06:30:00.000Z', end: '2026-03-08T07:00:00.000Z' },
    ]);
  });

  it('gives the same answers whatever TZ the process runs under', () => {
    const scenarios: FreeSlotsRequest[] = [
      request({ from: '2026-04-22', to: '2026-04-26', durationMinutes: 45 }),
      request({ from: '2026-10-27', to: '2026-10-31', durationMinutes: 30, bookings: [januaryBooking('10:00', '11:00')] }),
      request({ availability: demoAvailability(), from: '2026-03-01', to: '2026-03-31', now: new Date('2026-03-06T12:34:00Z') }),
      request({ availability: availability({ exceptions: [{ date: '2026-10-29', ranges: [{ start: '22:30', end: '23:59' }] }] }), from: '2026-10-29', to: '2026-10-29' }),
    ];
    const here = scenarios.map(freeSlots);
    expect(here.every((slots) => slots.length > 0)).toBe(true);
    for (const timeZone of ['America/New_York', 'Asia/Tokyo']) {
      const there = freeSlotsUnderProcessTimeZone(timeZone, scenarios);
      expect(there.processTimeZone).toBe(timeZone);
      expect(there.results).toEqual(here);
    }
  });
});

describe('isFreeSlot', () => {
  const booking = januaryBooking('11:00', '12:00');

  it.each<[string, string, boolean]>([
    ['a free slot’s start', '2026-01-15T08:00:00.000Z', true],
    ['the same instant written with its offset', '2026-01-15T10:00:00+02:00', true],
    ['a start off the grid', '2026-01-15T08:05:00.000Z', false],
    ['a start overlapping a booking', '2026-01-15T09:15:00.000Z', false],
    ['a start right after a booking', '2026-01-15T10:00:00.000Z', true],
    ['a start outside the hours', '2026-01-15T07:45:00.000Z', false],
    ['a start whose slot would end after the range', '2026-01-15T15:45:00.000Z', false],
    ['a start that is not a time', 'soon', false],
  ])('is %s for %s', (_, start, free) => {
    expect(isFreeSlot({ availability: availability(), durationMinutes: 30, now: NEW_YEAR, bookings: [booking], start })).toBe(free);
  });
});

describe('practiceDateTime', () => {
  it.each<[string, string, string, string]>([
    ['2026-01-15T08:00:00Z', 'Africa/Cairo', '2026-01-15', '10:00'],
    ['2026-04-23T21:59:00Z', 'Africa/Cairo', '2026-04-23', '23:59'],
    ['2026-04-23T22:00:00Z', 'Africa/Cairo', '2026-04-24', '01:00'],
    ['2026-10-29T20:30:00Z', 'Africa/Cairo', '2026-10-29', '23:30'],
    ['2026-10-29T21:30:00Z', 'Africa/Cairo', '2026-10-29', '23:30'],
    ['2026-01-15T22:30:00Z', 'Asia/Tokyo', '2026-01-16', '07:30'],
  ])('reads %s in %s as %s %s', (instant, timeZone, date, time) => {
    expect(practiceDateTime(instant, timeZone)).toEqual({ date, time });
  });
});

describe('startOfPracticeDate', () => {
  it.each<[string, string, string]>([
    ['2026-01-15', 'Africa/Cairo', '2026-01-14T22:00:00.000Z'],
    ['2026-07-15', 'Africa/Cairo', '2026-07-14T21:00:00.000Z'],
    // The clocks jump from 00:00 to 01:00 on 24 April 2026: the date begins at that jump.
    ['2026-04-24', 'Africa/Cairo', '2026-04-23T22:00:00.000Z'],
    ['2026-01-16', 'Asia/Tokyo', '2026-01-15T15:00:00.000Z'],
    ['2026-01-16', 'America/New_York', '2026-01-16T05:00:00.000Z'],
  ])('begins %s in %s at %s', (date, timeZone, instant) => {
    expect(startOfPracticeDate(date, timeZone).toISOString()).toBe(instant);
  });

  it('counts dates on and back across month and year ends', () => {
    expect([addDays('2026-02-28', 1), addDays('2028-02-28', 1), addDays('2026-12-31', 1), addDays('2027-01-01', -1), addDays('2026-12-02', 7)]).toEqual(['2026-03-01', '2028-02-29', '2027-01-01', '2026-12-31', '2026-12-09']);
  });
});

/** Runs freeSlots in a child process whose TZ is `timeZone`, and answers that process's own zone and its results. */
function freeSlotsUnderProcessTimeZone(timeZone: string, scenarios: FreeSlotsRequest[]): { processTimeZone: string; results: TimeInterval[][] } {
  const slotsModule = fileURLToPath(new URL('./slots.ts', import.meta.url));
  const script = `
    const { freeSlots } = require(${JSON.stringify(slotsModule)});
    const scenarios = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
    const results = scenarios.map((scenario) => freeSlots({ ...scenario, now: new Date(scenario.now) }));
    process.stdout.write(JSON.stringify({ processTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, results }));
  `;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--eval', script], {
    env: { ...process.env, TZ: timeZone },
    input: JSON.stringify(scenarios),
    encoding: 'utf8',
  });
  return JSON.parse(output);
}
