import { z } from 'zod';
import { LIMITS } from '../limits';
import { isSafeLink } from '../safe-urls';
import { booleanFlag, displayOrder, idParam, MAX_ID, optionalText, queryFlag, requiredText } from './common';
import type { Attribution } from './analytics';
import { withProblem, type FieldProblemCode } from './field-problems';
import { leadInputSchema } from './lead';
import type { WhatsappConversation } from './whatsapp';
import { PAYMENT_RULES } from '../payment-rules';
import { MAX_AMOUNT_CENTS, paymentMethodChoice, type PaymentDetail, type PaymentStatus, type VisitorPayment } from './payment';

export const CONSULTATION_MODES = ['online', 'in_person'] as const;

/**
 * Where a booking stands: `confirmed` when made (or, for a paid type, once paid); `pending_payment` while its time is
 * held for the visitor to pay, `expired` when the hold ran out unpaid; the practice marks it `completed` or `no_show`
 * afterwards.
 */
export const BOOKING_STATUSES = ['confirmed', 'pending_payment', 'expired', 'cancelled', 'completed', 'no_show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const DEFAULT_TIME_ZONE = 'Africa/Cairo';

/** The most dates one free-times call covers, both ends included. */
export const MAX_SLOT_QUERY_DAYS = 62;

/** The most dates one call of the practice's bookings list covers, both ends included. */
export const MAX_BOOKING_LIST_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Refinement option: run only once the fields it reads (every field, when none is named) have parsed, so that a
 * malformed value is reported once, by its own rule, and not again by a rule comparing it with another.
 */
const onceValid = (...fields: string[]) => ({
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some((issue) => fields.length === 0 || fields.includes(String(issue.path?.[0]))),
});

/**
 * A superRefine's options that also name the code of the problems it raises: its issues carry the code themselves, and
 * the check declares it too, as every refinement's does (zod keeps `params` on a superRefine's check, though its type
 * leaves them out).
 */
const raising = (problem: FieldProblemCode, ...fields: string[]) => ({ ...onceValid(...fields), params: { problem } }) as ReturnType<typeof onceValid>;

const wholeNumber = (min: number, max: number) => {
  const error = `Must be a whole number from ${min} to ${max}`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

/** A calendar date that exists: 2026-02-28, never 2026-02-30. */
const calendarDate = z.iso.date({ error: 'Must be a date that exists (YYYY-MM-DD)' });

/** Whole days from one calendar date to another (both read as UTC midnights, so no clock change shortens a day). */
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

/** An instant with its zone (Z or an offset), stored as UTC. */
const instant = z
  .iso.datetime({ offset: true, error: 'Must be a date and time with its zone (2026-05-03T08:00:00Z)' })
  .transform((value) => new Date(value).toISOString());

/** A wall-clock time of the practice; zero-padded, so comparing the text compares the times. */
const wallTime = z
  .string({ error: 'Must be a time (HH:MM)' })
  .refine((time) => /^([01]\d|2[0-3]):[0-5]\d$/.test(time), withProblem('invalid_time', 'Must be a time from 00:00 to 23:59 (HH:MM)'));

const timeRangeShape = { start: wallTime, end: wallTime };
const endsAfterStart = (range: { start: string; end: string }) => range.end > range.start;
const END_AFTER_START = { ...withProblem('ends_before_start', 'Must be after start'), path: ['end'], ...onceValid('start', 'end') };

const timeRange = z.object(timeRangeShape).refine(endsAfterStart, END_AFTER_START);
const weeklyRange = z
  .object({ weekday: wholeNumber(0, 6), ...timeRangeShape })
  .refine(endsAfterStart, END_AFTER_START);

/** Refuses each range that starts before another range of the same day has ended (touching ranges are fine). */
const refuseOverlaps =
  <Range extends TimeRange>(dayOf: (range: Range) => number) =>
  (ranges: Range[], context: z.RefinementCtx<Range[]>) => {
    const byStart = ranges.map((range, index) => ({ range, index })).sort((a, b) => a.range.start.localeCompare(b.range.start));
    const latestEndOfDay = new Map<number, string>();
    for (const { range, index } of byStart) {
      const latestEnd = latestEndOfDay.get(dayOf(range));
      if (latestEnd !== undefined && range.start < latestEnd) {
        context.addIssue({ code: 'custom', path: [index, 'start'], message: 'Overlaps another range of the same day', input: range.start, params: { problem: 'overlaps' } });
      }
      if (latestEnd === undefined || range.end > latestEnd) latestEndOfDay.set(dayOf(range), range.end);
    }
  };

const exceptionRanges = z
  .array(timeRange)
  .min(1, { error: 'Give at least one range, or mark the date closed' })
  .max(LIMITS.exceptionRanges, { error: `At most ${LIMITS.exceptionRanges} ranges a date` })
  .superRefine(refuseOverlaps(() => 0), raising('overlaps'));

/** A date with other hours than its weekday's: closed all day, or open in its own ranges. */
const availabilityException = z
  .object({
    date: calendarDate,
    closed: z.literal(true, { error: 'Must be true (give ranges for a date with other hours)' }).optional(),
    ranges: exceptionRanges.optional(),
  })
  .refine((exception) => (exception.closed === undefined) !== (exception.ranges === undefined), {
    ...withProblem('required', 'Give either closed: true or the ranges of that date'),
    path: ['ranges'],
  });

/** True for a zone name the runtime's time zone data knows. */
function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const timeZone = z
  .string({ error: 'Must be a time zone name' })
  .trim()
  // An offset such as +02:00 (which newer runtimes accept as a zone) is refused: with a fixed offset the practice's
  // hours would move by an hour whenever daylight saving starts or ends.
  .refine((name) => /^[A-Za-z]/.test(name) && isKnownTimeZone(name), withProblem('invalid_time_zone', 'Must be an IANA time zone name, such as Africa/Cairo'))
  // The runtime's own spelling ('africa/cairo' is Africa/Cairo), so that two names of one zone compare equal.
  .transform((name) => new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone);

const reminders = z
  .array(wholeNumber(1, 10_080))
  .max(3, { error: 'At most 3 reminders' })
  .superRefine((minutesBefore, context) => {
    minutesBefore.forEach((minutes, index) => {
      if (minutesBefore.indexOf(minutes) !== index) context.addIssue({ code: 'custom', path: [index], message: 'Already a reminder at that time', input: minutes, params: { problem: 'duplicate' } });
    });
  }, raising('duplicate'));

/**
 * The practice's opening hours and booking rules. Times are wall-clock times in `timeZone`; weekday 0 is Sunday.
 * A date listed in `exceptions` uses its own ranges (or none, when closed) instead of its weekday's.
 */
export const availabilitySchema = z.object({
  timeZone: timeZone.default(DEFAULT_TIME_ZONE),
  weekly: z
    .array(weeklyRange)
    .max(LIMITS.weeklyRanges, { error: `At most ${LIMITS.weeklyRanges} ranges a week` })
    .superRefine(refuseOverlaps((range) => range.weekday), raising('overlaps')),
  exceptions: z
    .array(availabilityException)
    .max(LIMITS.availabilityExceptions, { error: `At most ${LIMITS.availabilityExceptions} dates` })
    .superRefine((exceptions, context) => {
      const dates = new Set<string>();
      exceptions.forEach((exception, index) => {
        if (dates.has(exception.date)) {
          context.addIssue({ code: 'custom', path: [index, 'date'], message: 'Already an exception for that date', input: exception.date, params: { problem: 'duplicate' } });
        }
        dates.add(exception.date);
      });
    }, raising('duplicate'))
    .default([]),
  slotStepMinutes: wholeNumber(5, 60).default(15),
  /** Kept free before and after every booking. */
  bufferMinutes: wholeNumber(0, 120).default(0),
  /** How long before a time it can still be booked. */
  minNoticeMinutes: wholeNumber(0, 20_160).default(720),
  /** How many days ahead a time can be booked. */
  horizonDays: wholeNumber(1, 730).default(60),
  /** How long before its start a visitor can still cancel or move a booking. */
  cancelNoticeMinutes: wholeNumber(0, 10_080).default(720),
  /** One reminder e-mail per entry, due that many minutes before the start. */
  reminderMinutesBefore: reminders.default([1440]),
});

export type AvailabilityInput = z.input<typeof availabilitySchema>;
export type Availability = z.output<typeof availabilitySchema>;
export type TimeRange = z.output<typeof timeRange>;
export type WeeklyRange = z.output<typeof weeklyRange>;

/** Saturday (6) to Thursday (4), Friday (5) off. */
const DEMO_WEEKDAYS = [6, 0, 1, 2, 3, 4];

/**
 * The demo practice: Saturday to Thursday, 10:00 to 18:00 in Cairo, the other rules at their defaults. Made when asked
 * for, not when the module loads: checking its zone loads the runtime's time zone data, which a start does not need.
 */
export const demoAvailability = (): Availability =>
  availabilitySchema.parse({
    timeZone: DEFAULT_TIME_ZONE,
    weekly: DEMO_WEEKDAYS.map((weekday) => ({ weekday, start: '10:00', end: '18:00' })),
  });

export const consultationTypeInputSchema = z
  .object({
    nameEn: requiredText(LIMITS.name),
    nameAr: requiredText(LIMITS.name),
    descriptionEn: optionalText(LIMITS.excerpt),
    descriptionAr: optionalText(LIMITS.excerpt),
    durationMinutes: wholeNumber(10, 240),
    mode: z.enum(CONSULTATION_MODES, { error: `Must be one of ${CONSULTATION_MODES.join(', ')}` }),
    /** An address, or the online meeting's link. */
    locationEn: optionalText(LIMITS.location),
    locationAr: optionalText(LIMITS.location),
    /** The price in piastres; 0 is free. */
    priceCents: wholeNumber(0, MAX_AMOUNT_CENTS).default(0),
    /** Words shown beside the price, or instead of it on a free type ('On request'). */
    priceNote: optionalText(LIMITS.price),
    paymentRule: z.enum(PAYMENT_RULES, { error: `Must be one of ${PAYMENT_RULES.join(', ')}` }).default('none'),
    /** What a `deposit` rule takes at booking, in piastres; the rest is paid at the consultation. */
    depositCents: wholeNumber(0, MAX_AMOUNT_CENTS).default(0),
    /** A visitor who cancels at least this long before the start gets back everything they paid; later, nothing. */
    refundNoticeHours: wholeNumber(0, 720).default(24),
    isActive: booleanFlag.default(true),
    displayOrder: displayOrder.default(0),
  })
  .superRefine((type, context) => {
    // An online consultation's place is its meeting link, which the pages and e-mails render as a live link.
    if (type.mode !== 'online') return;
    for (const field of ['locationEn', 'locationAr'] as const) {
      if (type[field] !== '' && !isSafeLink(type[field])) {
        context.addIssue({ code: 'custom', path: [field], message: 'Must be an http(s), mailto: or tel: link', input: type[field], params: { problem: 'invalid_link' } });
      }
    }
  }, raising('invalid_link', 'mode', 'locationEn', 'locationAr'))
  .superRefine((type, context) => {
    if (type.paymentRule === 'full' && type.priceCents === 0) {
      context.addIssue({ code: 'custom', path: ['priceCents'], message: 'Must be more than 0 to be paid at booking', input: type.priceCents, params: { problem: 'needs_price' } });
    }
  }, raising('needs_price', 'priceCents', 'paymentRule'))
  .superRefine((type, context) => {
    if (type.paymentRule === 'deposit' && (type.depositCents === 0 || type.depositCents > type.priceCents)) {
      context.addIssue({ code: 'custom', path: ['depositCents'], message: 'Must be more than 0 and at most the price', input: type.depositCents, params: { problem: 'deposit_out_of_range' } });
    }
  }, raising('deposit_out_of_range', 'priceCents', 'depositCents', 'paymentRule'));

export type ConsultationTypeInput = z.input<typeof consultationTypeInputSchema>;

export interface ConsultationType extends z.output<typeof consultationTypeInputSchema> {
  id: number;
}

/** A type id as JSON sends it, or as text from a form posted without JavaScript. */
const typeId = z.preprocess(
  (value) => (typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : value),
  z
    .number({ error: 'Must be a whole number from 1' })
    .int({ error: 'Must be a whole number from 1' })
    .min(1, { error: 'Must be a whole number from 1' })
    .max(MAX_ID, { error: `Must be a whole number from 1 to ${MAX_ID}` }),
);

/** POST /api/bookings: the visitor's details follow the contact form's rules, but the message may stay empty. */
export const bookingInputSchema = z.object({
  typeId,
  start: instant,
  name: leadInputSchema.shape.name,
  email: leadInputSchema.shape.email,
  phone: leadInputSchema.shape.phone,
  message: optionalText(LIMITS.message),
  language: leadInputSchema.shape.language,
  /** For a type paid at booking: how the visitor pays; Paymob when omitted and configured. */
  paymentMethod: paymentMethodChoice.optional(),
  whatsapp: leadInputSchema.shape.whatsapp,
});

export type BookingInput = z.input<typeof bookingInputSchema>;

const TO_NOT_BEFORE_FROM = { ...withProblem('ends_before_start', 'Must not be before from'), path: ['to'], ...onceValid('from', 'to') };

/** True unless both ends are given and `to` is before `from`. */
const toNotBeforeFrom = (query: { from?: string; to?: string }) => query.from === undefined || query.to === undefined || query.to >= query.from;

/** True unless `from` to `to` spans more than `days` dates, both included (a missing or reversed end is another rule's). */
const atMostDays = (days: number) => (query: { from?: string; to?: string }) =>
  query.from === undefined || query.to === undefined || query.to < query.from || daysBetween(query.from, query.to) < days;
const TOO_MANY_DAYS = (days: number) => ({ ...withProblem('too_many_days', `Must be at most ${days} days from from, both included`), path: ['to'], ...onceValid('from', 'to') });

/**
 * GET /api/booking/slots: the type, and the practice's dates from and to (both included), at most 62 of them. Without
 * `from`, from the first date that can still be booked; without `to`, a week from `from`. `asPractice=true` (signed in
 * only) offers the times the practice may book, however soon or far ahead.
 */
export const slotQuerySchema = z
  .strictObject({ type: idParam, from: calendarDate.optional(), to: calendarDate.optional(), asPractice: queryFlag })
  .refine(toNotBeforeFrom, TO_NOT_BEFORE_FROM)
  .refine(atMostDays(MAX_SLOT_QUERY_DAYS), TOO_MANY_DAYS(MAX_SLOT_QUERY_DAYS));

/**
 * GET /api/bookings (signed in): the practice's dates `from` and `to` (both included, at most 366 of them), or every
 * booking of one lead (`lead`); optionally only one status.
 */
export const bookingListQuerySchema = z
  .strictObject({
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    lead: idParam.optional(),
    status: z.enum(BOOKING_STATUSES, { error: `Must be one of ${BOOKING_STATUSES.join(', ')}` }).optional(),
  })
  .refine((query) => query.lead !== undefined || query.from !== undefined, { ...withProblem('required', 'Give from and to, or lead'), path: ['from'], ...onceValid('from', 'lead') })
  .refine((query) => query.lead !== undefined || query.to !== undefined, { ...withProblem('required', 'Give from and to, or lead'), path: ['to'], ...onceValid('to', 'lead') })
  .refine(toNotBeforeFrom, TO_NOT_BEFORE_FROM)
  .refine(atMostDays(MAX_BOOKING_LIST_DAYS), TOO_MANY_DAYS(MAX_BOOKING_LIST_DAYS));

export type BookingListQuery = z.output<typeof bookingListQuerySchema>;

/** POST /api/bookings/{id}/reschedule and /api/bookings/manage/{token}/reschedule: the new start, a free time. */
export const bookingRescheduleSchema = z.strictObject({ start: instant });

/** The statuses the practice sets by hand; `confirmed` is only ever a booking's first. */
export const PRACTICE_SET_STATUSES = ['completed', 'no_show', 'cancelled'] as const;

/** PATCH /api/bookings/{id}. */
export const bookingStatusUpdateSchema = z.strictObject({
  status: z.enum(PRACTICE_SET_STATUSES, { error: `Must be one of ${PRACTICE_SET_STATUSES.join(', ')}` }),
});

/** A bookable time, or a booking's time: ISO 8601 instants in UTC (…Z). */
export interface TimeInterval {
  start: string;
  end: string;
}

/**
 * GET /api/booking/slots: the free times, ascending, the zone the practice's dates are in, the dates the answer covers,
 * and the first and last dates that can be booked at all (from the minimum notice to the horizon).
 */
export interface FreeSlotsAnswer {
  timeZone: string;
  from: string;
  to: string;
  firstBookableDate: string;
  lastBookableDate: string;
  slots: TimeInterval[];
}

/** POST /api/bookings answers this with 201; `manageUrl` is the visitor's own link to cancel or move it. */
export interface BookingCreated extends TimeInterval {
  id: number;
  typeId: number;
  /** `pending_payment` while a paid type's time is held for the visitor to pay. */
  status: 'confirmed' | 'pending_payment';
  manageUrl: string;
  payment?: VisitorPayment;
}

/** What the live `new_booking` message carries to every admin. */
export interface BookingNotice {
  id: number;
  name: string;
  start: string;
  typeId: number;
}

/** The e-mails a booking sends: the visitor's confirmation, update, cancellation, reminders and payment notices, and the practice's alerts. */
export const BOOKING_EMAIL_KINDS = [
  'booking_confirmation',
  'booking_alert',
  'booking_update',
  'booking_cancellation',
  'booking_reminder',
  /** How to pay by hand, and until when the time is held. */
  'payment_instructions',
  /** What was given back. */
  'payment_refund',
  /** A payment that came after the time was given up, refunded in full; and the practice's alert of it. */
  'payment_late',
  'payment_late_alert',
] as const;
export type BookingEmailKind = (typeof BOOKING_EMAIL_KINDS)[number];

/** Where one e-mail about a booking stands; `skipped` when it was no longer needed (a reminder of a cancelled booking). */
export interface BookingEmailState {
  kind: BookingEmailKind;
  status: 'pending' | 'sent' | 'failed' | 'skipped';
  /** When it is (or was) due: at once, or a reminder's time. */
  dueAt: string;
  attempts: number;
  lastError?: string;
  sentAt?: string;
}

/** A booking as the practice sees it: GET /api/bookings lists these, by start. */
export interface BookingSummary extends TimeInterval {
  id: number;
  typeId: number;
  /** The lead of its e-mail; null once that lead is deleted. */
  leadId: number | null;
  status: BookingStatus;
  name: string;
  email: string;
  phone: string;
  message: string;
  language: 'en' | 'ar';
  /** Grows with each change of time or status, as the calendar invitations count their updates. */
  sequence: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/bookings lists these: each booking with the state of its payment, for a type paid at booking (else null). */
export interface AgendaBooking extends BookingSummary {
  paymentStatus: PaymentStatus | null;
}

/** GET /api/bookings/{id}: the booking, and its e-mails' state (empty without SMTP_URL), oldest first. */
export interface BookingDetail extends BookingSummary {
  emails: BookingEmailState[];
  /** Its payment, for a type paid at booking. */
  payment?: PaymentDetail;
  /** The visitor's consent and the booking's WhatsApp messages. */
  whatsapp: WhatsappConversation;
  /** The visit it was made in (its payment's too); null when none was counted. */
  attribution: Attribution | null;
}

/** GET /api/bookings/manage/{token}: the visitor's own view of their booking, through the link they were given. */
export interface ManagedBooking extends TimeInterval {
  id: number;
  status: BookingStatus;
  name: string;
  language: 'en' | 'ar';
  /** The practice's zone: the times are shown in it. */
  timeZone: string;
  type: Pick<ConsultationType, 'id' | 'nameEn' | 'nameAr' | 'durationMinutes' | 'mode' | 'locationEn' | 'locationAr' | 'priceCents' | 'priceNote' | 'paymentRule' | 'depositCents' | 'refundNoticeHours'>;
  payment?: VisitorPayment;
  /** What a cancellation now gives back, in piastres, under the type's refund notice. */
  refundOnCancelCents: number;
  /** Until when the visitor may still cancel or move it (start minus the cancel notice). */
  changeableUntil: string;
  /** True while it is confirmed (or held) and `changeableUntil` is still ahead; otherwise both answer 409 `too_late` (or `not_changeable` once cancelled or past). */
  canChange: boolean;
}

/** GET and POST /api/booking/calendar-feed: the signed-in admin's private calendar address (POST renews it). */
export interface CalendarFeedAnswer {
  url: string;
}
