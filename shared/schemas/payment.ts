import { z } from 'zod';
import { LIMITS } from '../limits';
import { CURRENCY, PAYMOB_METHOD } from '../payment-rules';
import { idParam, MAX_ID, optionalText, requiredText } from './common';
import { withProblem } from './field-problems';

/** The most one consultation may cost, in piastres: 1,000,000 EGP. */
export const MAX_AMOUNT_CENTS = 100_000_000;

/**
 * Where a payment stands: `pending` while its booking is held, `paid`, `expired` (the hold ran out unpaid),
 * `cancelled` (the held booking was cancelled), `mismatch` (Paymob reported another amount or currency: the practice
 * decides), `refunded` or `partially_refunded`.
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'expired', 'cancelled', 'mismatch', 'refunded', 'partially_refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The ways of paying by hand that the practice can offer, each confirmed by the practice (Mark paid). */
export const MANUAL_PAYMENT_KINDS = ['instapay', 'bank_transfer', 'cash'] as const;
export type ManualPaymentKind = (typeof MANUAL_PAYMENT_KINDS)[number];

/** A method as a visitor chooses it: `paymob`, or the id of one of the practice's manual methods. */
export type PaymentMethodId = typeof PAYMOB_METHOD | number;

/** GET /api/payments/methods: the methods a visitor may choose, Paymob's first when it is configured. */
export interface PaymentMethodOption {
  id: PaymentMethodId;
  kind: typeof PAYMOB_METHOD | ManualPaymentKind;
  nameEn: string;
  nameAr: string;
  instructionsEn?: string;
  instructionsAr?: string;
}

const manualMethodInput = z.strictObject({
  /** An existing method's id; a method without one is new. */
  id: z.number().int().min(1).max(MAX_ID).optional(),
  kind: z.enum(MANUAL_PAYMENT_KINDS, { error: `Must be one of ${MANUAL_PAYMENT_KINDS.join(', ')}` }),
  nameEn: requiredText(LIMITS.name),
  nameAr: requiredText(LIMITS.name),
  instructionsEn: requiredText(LIMITS.paymentInstructions),
  instructionsAr: requiredText(LIMITS.paymentInstructions),
  isActive: z.boolean({ error: 'Must be true or false' }).default(true),
});

/** PUT /api/payments/methods: the practice's manual methods, in the order shown; a method left out is removed. */
export const paymentMethodsInputSchema = z.strictObject({
  methods: z.array(manualMethodInput).max(LIMITS.paymentMethods, { error: `At most ${LIMITS.paymentMethods} methods` }),
});
export type PaymentMethodsInput = z.input<typeof paymentMethodsInputSchema>;

/** A manual method as the practice keeps it (GET /api/payments/methods?all=true, signed in). */
export interface ManualPaymentMethod extends z.output<typeof manualMethodInput> {
  id: number;
}

/**
 * A method as posted with a booking: `paymob`, or a manual method's id (a number, or its digits from a form posted
 * without JavaScript).
 */
export const paymentMethodChoice = z.preprocess(
  (value) => (typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : value),
  z.union([z.literal(PAYMOB_METHOD), z.number().int().min(1).max(MAX_ID)], { error: `Must be ${PAYMOB_METHOD} or the id of a payment method` }),
);

/** How a card or wallet paid, as Paymob names it (never a card's number). */
export interface PaymentSource {
  /** card, wallet, kiosk (Fawry), … */
  type: string;
  /** MasterCard, Visa, Vodafone, … */
  subType?: string;
}

/** One try at paying through Paymob: an intention, and what became of it. */
export interface PaymentAttempt {
  id: number;
  status: 'open' | 'declined' | 'paid' | 'failed';
  createdAt: string;
  providerTransactionId?: string;
  /** Why it failed: Paymob's refusal, or that it could not be reached. */
  error?: string;
}

/** A refund: requested from Paymob (`requested` → `succeeded` or `failed`), or recorded by the practice (`recorded`). */
export interface PaymentRefund {
  id: number;
  amountCents: number;
  status: 'requested' | 'succeeded' | 'failed' | 'recorded';
  /** Who gave it back: the visitor's cancellation, or the practice. */
  by: 'visitor' | 'practice' | 'late_payment';
  reference?: string;
  createdAt: string;
  completedAt?: string;
}

/** GET /api/payments: newest first, with X-Total-Count. */
export interface PaymentSummary {
  id: number;
  bookingId: number;
  amountCents: number;
  refundedCents: number;
  currency: typeof CURRENCY;
  method: PaymentMethodId;
  status: PaymentStatus;
  providerTransactionId: string | null;
  createdAt: string;
  paidAt: string | null;
  /** The visitor's name, from the booking. */
  name: string;
}

/** A payment with its history, as GET /api/payments/{id} and a booking's detail give it. */
export interface PaymentDetail extends PaymentSummary {
  /** Until when the booking is held for it, while it is pending. */
  holdUntil: string;
  methodNameEn: string;
  methodNameAr: string;
  source?: PaymentSource;
  /** The practice's note when it marked it paid by hand. */
  reference?: string;
  attempts: PaymentAttempt[];
  refunds: PaymentRefund[];
}

/** A booking's payment as the visitor sees it: in the answer to booking, and on their own page. */
export interface VisitorPayment {
  id: number;
  status: PaymentStatus;
  amountCents: number;
  refundedCents: number;
  currency: typeof CURRENCY;
  method: PaymentMethodId;
  methodNameEn: string;
  methodNameAr: string;
  /** Paymob's hosted checkout, while it can still be paid there. */
  checkoutUrl?: string;
  instructionsEn?: string;
  instructionsAr?: string;
  holdUntil: string;
  /** The last try was declined: the visitor may pay again until the hold ends. */
  declined: boolean;
}

const calendarDate = z.iso.date({ error: 'Must be a date that exists (YYYY-MM-DD)' });

/** GET /api/payments: by state, and by the practice's dates of creation (both included). */
export const paymentListQuerySchema = z
  .strictObject({
    status: z.enum(PAYMENT_STATUSES, { error: `Must be one of ${PAYMENT_STATUSES.join(', ')}` }).optional(),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.to >= query.from, { ...withProblem('ends_before_start', 'Must not be before from'), path: ['to'] });
export type PaymentListQuery = z.output<typeof paymentListQuerySchema>;

/** POST /api/payments/{id}/refund: the whole remainder when no amount is given; a reference for a refund made by hand. */
export const refundInputSchema = z.strictObject({
  amountCents: z.number({ error: 'Must be a whole number of piastres' }).int({ error: 'Must be a whole number of piastres' }).min(1, { error: 'Must be more than 0' }).max(MAX_AMOUNT_CENTS).optional(),
  reference: optionalText(LIMITS.paymentReference).optional(),
});

/** POST /api/payments/{id}/mark-paid. */
export const markPaidInputSchema = z.strictObject({ reference: optionalText(LIMITS.paymentReference).optional() });

/** GET /api/payments/months: what came in and went back, per month of the practice's zone. */
export interface PaymentMonthTotal {
  /** YYYY-MM */
  month: string;
  receivedCents: number;
  refundedCents: number;
}

export const paymentIdParams = z.strictObject({ id: idParam });

/** The CSV export's file name, dated the day it is made. */
export const paymentsExportFileName = (day: Date) => `payments-${day.toISOString().slice(0, 10)}.csv`;
