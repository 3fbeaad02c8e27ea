/*
 * The booking page's state in its address, its form, and the form as the server hands it back when it was posted
 * without JavaScript. In shared/ because both the server (which reads the post and renders the refused form) and the
 * page need them.
 */
import type { ReportedFieldProblem } from './api-types';
import { firstProblems, postedValues, type FieldProblemOf } from './form-state';

/**
 * The query parameters of the booking page (and of moving a booking): the chosen type, the first date of the week
 * shown, the chosen date and the chosen time. Links and GET forms set them, so that every step works without scripts.
 */
export const BOOKING_QUERY = { type: 'type', week: 'week', date: 'date', start: 'start' } as const;

/** The visitor's details on the booking form, in form order. */
export const BOOKING_DETAIL_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type BookingDetailField = (typeof BOOKING_DETAIL_FIELDS)[number];
export type BookingDetails = Record<BookingDetailField, string>;

export const EMPTY_BOOKING_DETAILS: BookingDetails = { name: '', email: '', phone: '', message: '' };

/** Every field of the booking form the server may refuse: the choice, then the details. */
const BOOKING_FORM_FIELDS = ['typeId', 'start', ...BOOKING_DETAIL_FIELDS] as const;
export type BookingFormField = (typeof BOOKING_FORM_FIELDS)[number];
export type BookingFieldProblems = Partial<Record<BookingFormField, FieldProblemOf>>;

/**
 * Why a booking was refused: fields the server rejected (`invalid`), too many bookings from one address (`limited`),
 * the time taken meanwhile (`slot_unavailable`), or a type no longer offered (`type_unavailable`).
 */
export type BookingRefusal = 'invalid' | 'limited' | 'slot_unavailable' | 'type_unavailable';

/**
 * A booking form the server refused when it was posted without JavaScript: the page is rendered again with what the
 * visitor wrote, each rejected field marked, and the refusal explained.
 */
export interface BookingFormState {
  details: BookingDetails;
  problems: BookingFieldProblems;
  outcome: BookingRefusal;
}

/** The refusal an answer's status stands for (400, 429, 409, 404), or undefined for any other failure. */
export function bookingRefusal(status: number): BookingRefusal | undefined {
  const refusals: Record<number, BookingRefusal> = { 400: 'invalid', 429: 'limited', 409: 'slot_unavailable', 404: 'type_unavailable' };
  return refusals[status];
}

export const bookingFieldProblems = (fields: readonly ReportedFieldProblem[]): BookingFieldProblems => firstProblems(BOOKING_FORM_FIELDS, fields);

export const bookingDetails = (body: Record<string, unknown>): BookingDetails => postedValues(BOOKING_DETAIL_FIELDS, body);

/** The query parameter of a booking's own page that says what just happened there (`?outcome=moved`). */
export const MANAGE_OUTCOME_PARAM = 'outcome';

/** What a visitor's change of their booking came to, shown on its page after the post (with or without scripts). */
export const MANAGE_OUTCOMES = ['booked', 'cancelled', 'moved', 'too_late', 'not_changeable', 'slot_unavailable', 'invalid_start'] as const;
export type ManageOutcome = (typeof MANAGE_OUTCOMES)[number];

export const isManageOutcome = (value: unknown): value is ManageOutcome => (MANAGE_OUTCOMES as readonly unknown[]).includes(value);

/**
 * The query parameter of a booking's own page that opens a change (`?change=cancel` to confirm it, `?change=move` to
 * pick the new time), and the field of the form that makes it.
 */
export const MANAGE_CHANGE_PARAM = 'change';
export const MANAGE_CHANGES = ['cancel', 'move'] as const;
export type ManageChange = (typeof MANAGE_CHANGES)[number];

export const isManageChange = (value: unknown): value is ManageChange => (MANAGE_CHANGES as readonly unknown[]).includes(value);

/** What a refused change of a booking comes to on its page: the API's 409 code, or a start that is no time at all (400). */
export function manageRefusal(status: number, code: string | undefined): ManageOutcome | undefined {
  if (status === 400) return 'invalid_start';
  return status === 409 && isManageOutcome(code) ? code : undefined;
}
