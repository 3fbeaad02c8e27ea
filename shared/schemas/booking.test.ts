import { describe, expect, it, vi } from 'vitest';
import {
  availabilitySchema,
  bookingInputSchema,
  consultationTypeInputSchema,
  demoAvailability,
  slotQuerySchema,
  type AvailabilityInput,
} from './booking';

const weekday = (day: number, start = '10:00', end = '18:00') => ({ weekday: day, start, end });

/** The dotted paths of a refusal's problems, the way the API's error names its fields. */
function refusedPaths(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
}

describe('availabilitySchema', () => {
  it('fills in the defaults', () => {
    expect(availabilitySchema.parse({ weekly: [weekday(1)] })).toEqual({
      timeZone: 'Africa/Cairo',
      weekly: [weekday(1)],
      exceptions: [],
      slotStepMinutes: 15,
      bufferMinutes: 0,
      minNoticeMinutes: 720,
      horizonDays: 60,
      cancelNoticeMinutes: 720,
      reminderMinutesBefore: [1440],
    });
  });

  it('keeps several ranges a day, touching ones included, and dates with their own hours', () => {
    const input: AvailabilityInput = {
      timeZone: 'Europe/Berlin',
      weekly: [weekday(1, '14:00', '18:00'), weekday(1, '09:00', '12:00'), weekday(1, '12:00', '13:00'), weekday(2, '09:00', '18:00')],
      exceptions: [
        { date: '2026-12-24', closed: true },
        { date: '2026-12-28', ranges: [{ start: '09:00', end: '10:00' }, { start: '16:00', end: '17:00' }] },
      ],
      reminderMinutesBefore: [],
    };
    expect(availabilitySchema.parse(input)).toMatchObject(input);
  });

  it("stores a zone under the runtime's own spelling", () => {
    expect(availabilitySchema.parse({ timeZone: 'africa/cairo', weekly: [] }).timeZone).toBe('Africa/Cairo');
  });

  it('loads without looking at a time zone: the first look loads the runtime’s zone data, which a server’s start does without', async () => {
    const zonesLookedAt: string[] = [];
    const RuntimeDateTimeFormat = Intl.DateTimeFormat;
    Intl.DateTimeFormat = class extends RuntimeDateTimeFormat {
      constructor(locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) {
        super(locales, options);
        if (options?.timeZone) zonesLookedAt.push(options.timeZone);
      }
    } as typeof Intl.DateTimeFormat;
    try {
      vi.resetModules();
      await import('./booking');
    } finally {
      Intl.DateTimeFormat = RuntimeDateTimeFormat;
    }
    expect(zonesLookedAt).toEqual([]);
  });

  it('holds the demo practice: Saturday to Thursday, 10:00 to 18:00 in Cairo', () => {
    const demo = demoAvailability();
    expect(demo.timeZone).toBe('Africa/Cairo');
    expect(demo.weekly.map((range) => range.weekday).sort()).toEqual([0, 1, 2, 3, 4, 6]);
    expect(demo.weekly.every((range) => range.start === '10:00' && range.end === '18:00')).toBe(true);
  });

  it.each<[string, Partial<AvailabilityInput>, string]>([
    ['an unknown zone', { timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
    ['a fixed offset for a zone', { timeZone: '+02:00' }, 'timeZone'],
    ['an empty zone', { timeZone: '' }, 'timeZone'],
    ['a weekday out of 0 to 6', { weekly: [weekday(7)] }, 'weekly.0.weekday'],
    ['a time past 23:59', { weekly: [weekday(1, '10:00', '24:00')] }, 'weekly.0.end'],
    ['a time without its leading zero', { weekly: [weekday(1, '9:00', '12:00')] }, 'weekly.0.start'],
    ['a time with seconds', { weekly: [weekday(1, '09:00:00', '12:00')] }, 'weekly.0.start'],
    ['a malformed time beside another range of its weekday', { weekly: [weekday(1, '09:00', '12:00'), weekday(1, '11:00', '1pm')] }, 'weekly.1.end'],
    ['an end before its start', { weekly: [weekday(1), weekday(2, '12:00', '11:00')] }, 'weekly.1.end'],
    ['an end equal to its start', { weekly: [weekday(2, '12:00', '12:00')] }, 'weekly.0.end'],
    ['overlapping ranges of one weekday', { weekly: [weekday(1, '13:00', '18:00'), weekday(2), weekday(1, '09:00', '13:30')] }, 'weekly.0.start'],
    ['a range inside another of its weekday', { weekly: [weekday(3, '09:00', '18:00'), weekday(3, '11:00', '12:00')] }, 'weekly.1.start'],
    ['a date that does not exist', { weekly: [], exceptions: [{ date: '2026-02-30', closed: true }] }, 'exceptions.0.date'],
    ['a date in another format', { weekly: [], exceptions: [{ date: '30/04/2026', closed: true }] }, 'exceptions.0.date'],
    ['two exceptions for one date', { weekly: [], exceptions: [{ date: '2026-05-01', closed: true }, { date: '2026-05-01', ranges: [{ start: '10:00', end: '11:00' }] }] }, 'exceptions.1.date'],
    ['an exception neither closed nor with ranges', { weekly: [], exceptions: [{ date: '2026-05-01' }] }, 'exceptions.0.ranges'],
    ['an exception both closed and with ranges', { weekly: [], exceptions: [{ date: '2026-05-01', closed: true, ranges: [{ start: '10:00', end: '11:00' }] }] }, 'exceptions.0.ranges'],
    ['an exception with closed: false', { weekly: [], exceptions: [{ date: '2026-05-01', closed: false as true }] }, 'exceptions.0.closed'],
    ['an exception with no ranges', { weekly: [], exceptions: [{ date: '2026-05-01', ranges: [] }] }, 'exceptions.0.ranges'],
    ['an exception range ending before it starts', { weekly: [], exceptions: [{ date: '2026-05-01', ranges: [{ start: '11:00', end: '10:00' }] }] }, 'exceptions.0.ranges.0.end'],
    ['overlapping ranges of one exception date', { weekly: [], exceptions: [{ date: '2026-05-01', ranges: [{ start: '10:00', end: '12:00' }, { start: '11:59', end: '13:00' }] }] }, 'exceptions.0.ranges.1.start'],
    ['a step under 5 minutes', { slotStepMinutes: 4 }, 'slotStepMinutes'],
    ['a step over 60 minutes', { slotStepMinutes: 61 }, 'slotStepMinutes'],
    ['a step that is not whole', { slotStepMinutes: 7.5 }, 'slotStepMinutes'],
    ['a buffer over 120 minutes', { bufferMinutes: 121 }, 'bufferMinutes'],
    ['a negative notice', { minNoticeMinutes: -1 }, 'minNoticeMinutes'],
    ['a notice over two weeks', { minNoticeMinutes: 20_161 }, 'minNoticeMinutes'],
    ['a horizon of 0 days', { horizonDays: 0 }, 'horizonDays'],
    ['a horizon over 730 days', { horizonDays: 731 }, 'horizonDays'],
    ['a cancel notice over a week', { cancelNoticeMinutes: 10_081 }, 'cancelNoticeMinutes'],
    ['a number given as text', { bufferMinutes: '15' as unknown as number }, 'bufferMinutes'],
    ['four reminders', { reminderMinutesBefore: [60, 120, 1440, 2880] }, 'reminderMinutesBefore'],
    ['a reminder 0 minutes before', { reminderMinutesBefore: [0] }, 'reminderMinutesBefore.0'],
    ['a reminder over a week before', { reminderMinutesBefore: [60, 10_081] }, 'reminderMinutesBefore.1'],
    ['two reminders at one time', { reminderMinutesBefore: [60, 60] }, 'reminderMinutesBefore.1'],
  ])('refuses %s, naming the field', (_, change, path) => {
    expect(refusedPaths(availabilitySchema.safeParse({ weekly: [weekday(1)], ...change }))).toEqual([path]);
  });

  it('requires the weekly hours', () => {
    expect(refusedPaths(availabilitySchema.safeParse({}))).toEqual(['weekly']);
  });
});

describe('consultationTypeInputSchema', () => {
  const discoveryCall = {
    nameEn: 'Free discovery call',
    nameAr: 'مكالمة تعارف مجانية',
    durationMinutes: 15,
    mode: 'online',
    locationEn: 'https://meet.example/dietbar',
  } as const;

  it('fills in the defaults', () => {
    expect(consultationTypeInputSchema.parse(discoveryCall)).toEqual({
      ...discoveryCall,
      descriptionEn: '',
      descriptionAr: '',
      locationAr: '',
      priceCents: 0,
      priceNote: '',
      paymentRule: 'none',
      depositCents: 0,
      refundNoticeHours: 24,
      isActive: true,
      displayOrder: 0,
    });
  });

  it('takes any address for a consultation in person', () => {
    const address = '12 شارع التحرير، الدقي، الجيزة';
    expect(consultationTypeInputSchema.parse({ ...discoveryCall, mode: 'in_person', locationEn: address }).locationEn).toBe(address);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a duration under 10 minutes', { durationMinutes: 5 }, 'durationMinutes'],
    ['a duration over 240 minutes', { durationMinutes: 241 }, 'durationMinutes'],
    ['a duration that is not whole', { durationMinutes: 15.5 }, 'durationMinutes'],
    ['an unknown mode', { mode: 'phone' }, 'mode'],
    ['a missing Arabic name', { nameAr: '  ' }, 'nameAr'],
    ['a script for an online meeting link', { locationAr: 'javascript:alert(1)' }, 'locationAr'],
    ['text for an online meeting link', { locationEn: 'our Zoom room' }, 'locationEn'],
  ])('refuses %s, naming the field', (_, change, path) => {
    expect(refusedPaths(consultationTypeInputSchema.safeParse({ ...discoveryCall, ...change }))).toEqual([path]);
  });
});

describe('bookingInputSchema', () => {
  const booking = { typeId: 1, start: '2026-05-03T10:00:00+03:00', name: 'Mona', email: 'mona@example.com' };

  it('stores the start in UTC and reads a type id posted as text', () => {
    expect(bookingInputSchema.parse({ ...booking, typeId: '1', language: 'ar' })).toEqual({
      ...booking,
      start: '2026-05-03T07:00:00.000Z',
      phone: '',
      message: '',
      language: 'ar',
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a start without its zone', { start: '2026-05-03T10:00:00' }, 'start'],
    ['a start on a day that does not exist', { start: '2026-02-30T10:00:00Z' }, 'start'],
    ['a type id of 0', { typeId: 0 }, 'typeId'],
    ['a type id that is not a number', { typeId: '1e3' }, 'typeId'],
    ['a malformed e-mail', { email: 'mona@' }, 'email'],
    ['an empty name', { name: '' }, 'name'],
    ['another language', { language: 'fr' }, 'language'],
    ['a message over the limit', { message: 'x'.repeat(5001) }, 'message'],
  ])('refuses %s, naming the field', (_, change, path) => {
    expect(refusedPaths(bookingInputSchema.safeParse({ ...booking, ...change }))).toEqual([path]);
  });
});

describe('slotQuerySchema', () => {
  it('takes up to 62 dates, both ends included', () => {
    expect(slotQuerySchema.parse({ type: '3', from: '2026-05-01', to: '2026-07-01' })).toEqual({ type: 3, from: '2026-05-01', to: '2026-07-01', asPractice: false });
    expect(slotQuerySchema.parse({ type: '3', from: '2026-05-01', to: '2026-05-01', asPractice: 'true' }).asPractice).toBe(true);
    expect(slotQuerySchema.parse({ type: '3', from: '2026-05-01', to: '2026-05-01' }).to).toBe('2026-05-01');
  });

  it.each<[string, Record<string, string>, string]>([
    ['63 dates', { from: '2026-05-01', to: '2026-07-02' }, 'to'],
    ['a reversed range', { from: '2026-05-02', to: '2026-05-01' }, 'to'],
    ['a date that does not exist', { from: '2026-02-30', to: '2026-03-01' }, 'from'],
    ['a date that is not one', { from: 'tomorrow' }, 'from'],
    ['a type that is not an id', { type: 'abc' }, 'type'],
  ])('refuses %s, naming the field', (_, change, path) => {
    expect(refusedPaths(slotQuerySchema.safeParse({ type: '3', from: '2026-05-01', to: '2026-05-07', ...change }))).toEqual([path]);
  });
});

