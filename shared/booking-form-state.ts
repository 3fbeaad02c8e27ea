/*
 * The booking page's state in its address, its form, and the form as the server hands it back when it was posted
 * without JavaScript. In shared/ because both the server (which reads the post and renders the refused form) and the
 * page need them.
 */
import type { ReportedFieldProblem } from './api-types';
import { firstProblems, postedValues, type FieldProblemOf } from './form-state';
import type { ManagedBooking } from './schemas/booking';
import { PAYMENT_RETURN_PARAM, PAYMENT_RETURN_VALUE } from './payment-rules';

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

/** The field of the booking form that names how a type paid at booking is paid: `paymob` or a manual method's id. */
export const PAYMENT_METHOD_FIELD = 'paymentMethod';

/** Every field of the booking form the server may refuse: the choice, the details, then the way of paying. */
const BOOKING_FORM_FIELDS = ['typeId', 'start', ...BOOKING_DETAIL_FIELDS, PAYMENT_METHOD_FIELD] as const;
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
  /** The way of paying that was chosen, as posted ('' when none was). */
  paymentMethod: string;
  problems: BookingFieldProblems;
  outcome: BookingRefusal;
  /** Whether the WhatsApp consent was ticked: it stays ticked. */
  whatsapp: boolean;
}

/** The refusal an answer's status stands for (400, 429, 409, 404), or undefined for any other failure. */
export function bookingRefusal(status: number): BookingRefusal | undefined {
  const refusals: Record<number, BookingRefusal> = { 400: 'invalid', 429: 'limited', 409: 'slot_unavailable', 404: 'type_unavailable' };
  return refusals[status];
}

export const bookingFieldProblems = (fields: readonly ReportedFieldProblem[]): BookingFieldProblems => firstProblems(BOOKING_FORM_FIELDS, fields);

export const bookingDetails = (body: Record<string, unknown>): BookingDetails => postedValues(BOOKING_DETAIL_FIELDS, body);

export const postedPaymentMethod = (body: Record<string, unknown>): string => postedValues([PAYMENT_METHOD_FIELD], body)[PAYMENT_METHOD_FIELD];

/** The query parameter of a booking's own page that says what just happened there (`?outcome=moved`). */
export const MANAGE_OUTCOME_PARAM = 'outcome';

/**
 * What a visitor's change of their booking came to, shown on its page after the post (with or without scripts);
 * `not_payable` when a booking no longer held was to be paid, `payment_unavailable` when paying could not start now.
 */
export const MANAGE_OUTCOMES = ['booked', 'cancelled', 'moved', 'too_late', 'not_changeable', 'slot_unavailable', 'invalid_start', 'not_payable', 'payment_unavailable'] as const;
export type ManageOutcome = (typeof MANAGE_OUTCOMES)[number];

export const isManageOutcome = (value: unknown): value is ManageOutcome => (MANAGE_OUTCOMES as readonly unknown[]).includes(value);

/**
 * The query parameter of a booking's own page that opens a change (`?change=cancel` to confirm it, `?change=move` to
 * pick the new time), and the field of the form that makes it (also `pay`: to Paymob's checkout for a held booking).
 */
export const MANAGE_CHANGE_PARAM = 'change';
export const MANAGE_CHANGES = ['cancel', 'move', 'pay'] as const;
export type ManageChange = (typeof MANAGE_CHANGES)[number];

/** The changes that open a step of their own on the page (paying goes straight to the checkout). */
export type ManageStep = Exclude<ManageChange, 'pay'>;

export const isManageStep = (value: unknown): value is ManageStep => value === 'cancel' || value === 'move';

/** What a refused change of a booking comes to on its page: the API's 409 code, or a start that is no time at all (400). */
export function manageRefusal(status: number, code: string | undefined): ManageOutcome | undefined {
  if (status === 400) return 'invalid_start';
  return status === 409 && isManageOutcome(code) ? code : undefined;
}

/** How often the page of a payment being confirmed reloads itself, in seconds, until the processed callback has landed. */
export const PAYMENT_CONFIRMING_REFRESH_SECONDS = 3;

/**
 * Where a booking's payment stands for its visitor: nothing to pay (no payment, or a free type); `due` while it is
 * held and unpaid; `confirming` when they are back from the checkout and Paymob's word has not come yet; `declined`
 * when the last try was refused (they may pay again while it is held); `checking` when what came in did not match
 * and the practice decides; `paid` (refunds included); `expired` when the hold ran out unpaid.
 */
export type PaymentStage = 'none' | 'due' | 'confirming' | 'declined' | 'checking' | 'paid' | 'expired';

/** The stage of `booking`'s payment, `returning` from Paymob's checkout or not (see PaymentStage). */
export function paymentStage(booking: Pick<ManagedBooking, 'status' | 'payment'>, returning: boolean): PaymentStage {
  const { payment } = booking;
  if (payment === undefined) return 'none';
  switch (payment.status) {
    case 'paid':
    case 'refunded':
    case 'partially_refunded':
      return 'paid';
    case 'mismatch':
      return 'checking';
    case 'expired':
      return 'expired';
    case 'cancelled':
      return 'none';
    case 'pending':
      if (booking.status !== 'pending_payment') return booking.status === 'expired' ? 'expired' : 'none';
      if (payment.declined) return 'declined';
      return returning && payment.method === 'paymob' ? 'confirming' : 'due';
  }
}

/**
 * Whether a page address's query says the visitor is back from Paymob's checkout (`?payment=return`): a payment not
 * known yet is then being confirmed rather than still to make.
 */
export const isPaymentReturn = (query: URLSearchParams) => query.get(PAYMENT_RETURN_PARAM) === PAYMENT_RETURN_VALUE;
