import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { WS_NEW_BOOKING, WS_PAYMENT_NOTICE } from '@shared/constants';
import { apiPaths } from '@shared/api-routes';
import type { ConsultationType } from '@shared/schemas/booking';
import { CURRENCY, dueAtBooking, PAYMOB_METHOD } from '@shared/payment-rules';
import type { ManualPaymentMethod, PaymentDetail, PaymentMethodId, PaymentMethodOption, PaymentRefund, PaymentStatus, VisitorPayment } from '@shared/schemas/payment';
import { recordAudit, UNATTENDED } from '../audit/audit-log';
import type { AuditEvent } from '../audit/changes';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { ApiError, notFound, validationFailed } from '../http/errors';
import type { Payment, PaymentStore, StoredRefund } from '../payments/payment-store';
import { PaymobRefusal, type PaymobClient } from '../payments/paymob-client';
import type { NotificationHub } from '../realtime/notification-hub';
import type { BookingChanger, BookingMail } from './booking-mail';
import type { Booking, BookingRepository } from './bookings';
import type { BookingSchedule } from './schedule';

const HOUR_MS = 60 * 60 * 1000;

/** Paymob's entry among the methods a visitor chooses: its checkout offers cards, wallets, Fawry and instalments. */
const PAYMOB_OPTION: PaymentMethodOption = { id: PAYMOB_METHOD, kind: PAYMOB_METHOD, nameEn: 'Card, mobile wallet or Fawry', nameAr: 'بطاقة أو محفظة إلكترونية أو فوري' };

/** How often a refund Paymob did not take is asked again, and after how many tries it is left to the practice. */
const REFUND_RETRY_MS = [5_000, 30_000, 120_000, 600_000];
/** How long a process may take to ask Paymob for one refund before another could take it (it never does: see claimDue). */
const REFUND_CLAIM_SECONDS = 60;

/** Who an audit entry is from: the signed-in admin's request, or nobody (Paymob's callback, a job). */
export type AuditRecorder = (event: AuditEvent) => Promise<void>;

/** What Paymob's processed callback carries that this site reads (its `obj`), already verified by its HMAC. */
export interface PaymobTransaction {
  id: number | string;
  success: boolean;
  pending: boolean;
  amount_cents: number;
  currency: string;
  is_refund?: boolean;
  is_void?: boolean;
  is_refunded?: boolean;
  is_voided?: boolean;
  order: { id: number | string };
  source_data?: { type?: string; sub_type?: string };
  data?: { message?: string };
}

/** What a callback did: applied, already applied before, or about nothing of this site's. */
export type CallbackOutcome = 'applied' | 'replay' | 'unknown_order';

interface BookingPaymentsOptions {
  config: Config;
  db: Database;
  store: PaymentStore;
  bookings: BookingRepository;
  schedule: BookingSchedule;
  mail: BookingMail;
  hub: NotificationHub;
  logger: Logger;
  now: () => Date;
  /** Paymob's API, when PAYMOB_* is configured. */
  paymob?: PaymobClient;
}

/** A visitor's name as Paymob's billing data takes it: the first word, and the rest (or NA for a one-word name). */
export function billingName(name: string): { firstName: string; lastName: string } {
  const [first = 'NA', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.length > 0 ? rest.join(' ') : 'NA' };
}

/** A payment's state from what was paid and what has gone back. */
const refundState = (paidCents: number, refundedCents: number): PaymentStatus => (refundedCents >= paidCents ? 'refunded' : refundedCents > 0 ? 'partially_refunded' : 'paid');

/**
 * Payments of bookings paid at booking: the time held while the visitor pays (through Paymob's checkout or by hand),
 * confirmed once the money is in, freed when the hold runs out, and money given back by the practice's rules. Every
 * change of a payment is one database transaction with its booking's change, its e-mails and its audit entry; Paymob's
 * callbacks are applied once each, and every call to Paymob is one claimed attempt or job.
 */
export function bookingPayments({ config, db, store, bookings, schedule, mail, hub, logger, now, paymob }: BookingPaymentsOptions) {
  const unattended: (connection: Knex) => AuditRecorder = (connection) => (event) => recordAudit(connection, now(), UNATTENDED, event);

  /** The methods a visitor may choose: Paymob first when configured, then the practice's active manual methods. */
  async function offeredMethods(): Promise<PaymentMethodOption[]> {
    const manual = await store.methods.list(false);
    return [...(paymob ? [PAYMOB_OPTION] : []), ...manual.map(({ id, kind, nameEn, nameAr, instructionsEn, instructionsAr }) => ({ id, kind, nameEn, nameAr, instructionsEn, instructionsAr }))];
  }

  /** The method a visitor chose, checked against those offered; Paymob when none is named and it is configured. */
  async function chosenMethod(choice: PaymentMethodId | undefined): Promise<{ id: PaymentMethodId; manual?: ManualPaymentMethod }> {
    if (choice === undefined || choice === PAYMOB_METHOD) {
      if (paymob) return { id: PAYMOB_METHOD };
      if (choice === undefined && !(await store.methods.list(false)).length) {
        throw validationFailed([{ path: 'paymentMethod', code: 'no_payment_method', message: 'No way of paying is configured' }]);
      }
      throw validationFailed([{ path: 'paymentMethod', code: choice === undefined ? 'required' : 'invalid_choice', message: choice === undefined ? 'Choose how to pay' : 'Must be one of the payment methods offered' }]);
    }
    const manual = (await store.methods.list(false)).find((method) => method.id === choice);
    if (!manual) throw validationFailed([{ path: 'paymentMethod', code: 'invalid_choice', message: 'Must be one of the payment methods offered' }]);
    return { id: manual.id, manual };
  }

  /** The name and instructions of a payment's method (a removed manual method keeps a generic name). */
  async function methodFacts(method: PaymentMethodId): Promise<Pick<VisitorPayment, 'methodNameEn' | 'methodNameAr' | 'instructionsEn' | 'instructionsAr'>> {
    if (method === PAYMOB_METHOD) return { methodNameEn: PAYMOB_OPTION.nameEn, methodNameAr: PAYMOB_OPTION.nameAr };
    const manual = (await store.methods.list(true)).find((entry) => entry.id === method);
    if (!manual) return { methodNameEn: 'Payment by hand', methodNameAr: 'دفع يدوي' };
    return { methodNameEn: manual.nameEn, methodNameAr: manual.nameAr, instructionsEn: manual.instructionsEn, instructionsAr: manual.instructionsAr };
  }

  /** How long a time is held for a method: minutes for a card or wallet, hours for paying by hand. */
  const holdMs = (method: PaymentMethodId) => (method === PAYMOB_METHOD ? config.PAYMENT_HOLD_SECONDS * 1000 : config.MANUAL_PAYMENT_HOLD_HOURS * HOUR_MS);

  /** Where Paymob's callbacks and the visitor's return land: PUBLIC_URL, else the address the booking came to. */
  const callbackUrls = (siteUrl: string) => ({
    notificationUrl: `${config.PUBLIC_URL?.replace(/\/+$/, '') ?? siteUrl}${apiPaths.payments.paymobCallback()}`,
    redirectionUrl: `${config.PUBLIC_URL?.replace(/\/+$/, '') ?? siteUrl}${apiPaths.payments.paymobReturn()}`,
  });

  /**
   * A new Paymob attempt for a held payment: the attempt is stored (with a reference unique to it) before Paymob is
   * called, so a call is never made twice for one attempt; its checkout address, or undefined when Paymob refused or
   * could not be reached (the visitor may then try again from their booking's page).
   */
  async function openCheckout(payment: Payment, booking: Booking, siteUrl: string): Promise<string | undefined> {
    if (!paymob || payment.method !== PAYMOB_METHOD) return undefined;
    const type = await schedule.anyType(booking.typeId);
    const attempt = await store.attempts.create(payment.id, db);
    try {
      const intention = await paymob.createIntention({
        amountCents: payment.amountCents,
        itemName: (booking.language === 'ar' ? type.nameAr || type.nameEn : type.nameEn || type.nameAr).slice(0, 50),
        ...billingName(booking.name),
        email: booking.email,
        phone: booking.phone,
        specialReference: attempt.specialReference,
        ...callbackUrls(siteUrl),
      });
      await store.attempts.update(attempt.id, { status: 'open', intentionId: intention.id, providerOrderId: intention.orderId, clientSecret: intention.clientSecret });
      return paymob.checkoutUrl(intention.clientSecret);
    } catch (error) {
      const reason = error instanceof PaymobRefusal ? error.message : 'Paymob could not be reached';
      logger.error({ err: error instanceof PaymobRefusal ? undefined : error, paymentId: payment.id, reason }, 'a Paymob intention could not be made');
      await store.attempts.update(attempt.id, { status: 'failed', error: reason.slice(0, 500) });
      return undefined;
    }
  }

  /** The checkout of the payment's open attempt, if it has one: its intention can still be paid. */
  async function openCheckoutUrl(payment: Payment): Promise<string | undefined> {
    if (!paymob || payment.method !== PAYMOB_METHOD || payment.status !== 'pending') return undefined;
    const open = (await store.attempts.of(payment.id)).filter((attempt) => attempt.status === 'open' && attempt.clientSecret).at(-1);
    return open ? paymob.checkoutUrl(open.clientSecret!) : undefined;
  }

  async function visitorPayment(payment: Payment, checkoutUrl?: string): Promise<VisitorPayment> {
    const attempts = await store.attempts.of(payment.id);
    const last = attempts.at(-1);
    const url = checkoutUrl ?? (last?.status === 'open' ? await openCheckoutUrl(payment) : undefined);
    return {
      id: payment.id,
      status: payment.status,
      amountCents: payment.amountCents,
      refundedCents: payment.refundedCents,
      currency: CURRENCY,
      method: payment.method,
      ...(await methodFacts(payment.method)),
      ...(url ? { checkoutUrl: url } : {}),
      holdUntil: payment.holdUntil,
      declined: payment.status === 'pending' && last?.status === 'declined',
    };
  }

  async function detail(payment: Payment, name: string): Promise<PaymentDetail> {
    const { methodNameEn, methodNameAr } = await methodFacts(payment.method);
    const attempts = await store.attempts.of(payment.id);
    const refunds = await store.refunds.of(payment.id);
    return {
      id: payment.id,
      bookingId: payment.bookingId,
      amountCents: payment.amountCents,
      refundedCents: payment.refundedCents,
      currency: CURRENCY,
      method: payment.method,
      status: payment.status,
      providerTransactionId: payment.providerTransactionId,
      createdAt: payment.createdAt,
      paidAt: payment.paidAt,
      name,
      holdUntil: payment.holdUntil,
      methodNameEn,
      methodNameAr,
      ...(payment.sourceType ? { source: { type: payment.sourceType, ...(payment.sourceSubType ? { subType: payment.sourceSubType } : {}) } } : {}),
      ...(payment.reference ? { reference: payment.reference } : {}),
      attempts: attempts
        .filter((attempt) => attempt.status !== 'creating')
        .map((attempt) => ({
          id: attempt.id,
          status: attempt.status as PaymentDetail['attempts'][number]['status'],
          createdAt: attempt.createdAt,
          ...(attempt.providerTransactionId ? { providerTransactionId: attempt.providerTransactionId } : {}),
          ...(attempt.error ? { error: attempt.error } : {}),
        })),
      refunds: refunds.map(({ id, amountCents, status, by, reference, createdAt, completedAt }): PaymentRefund => ({
        id,
        amountCents,
        status: status === 'sending' ? 'requested' : status,
        by,
        ...(reference ? { reference } : {}),
        createdAt,
        ...(completedAt ? { completedAt } : {}),
      })),
    };
  }

  /**
   * Confirms a held (or lapsed) booking once its payment is in, in `transaction`: the booking takes its time again if it
   * had let it go (answering false when that time has been taken since), and its confirmation, reminders and alert are
   * queued. The caller announces it once committed.
   */
  async function confirmBooking(booking: Booking, transaction: Knex.Transaction): Promise<Booking | false> {
    if (booking.status === 'confirmed') return booking;
    if (booking.status === 'expired') {
      await bookings.takeTurn(transaction);
      const type = await schedule.anyType(booking.typeId, transaction);
      if (!(await schedule.isFree(type, booking.start, transaction, { asPractice: true, except: booking.id }))) return false;
    }
    const confirmed = await bookings.settle(booking.id, 'confirmed', transaction);
    await mail.booked(confirmed, transaction);
    return confirmed;
  }

  /** Tells every signed-in admin (and the desktop app) of a booking confirmed by its payment, once committed. */
  function announceConfirmed(booking: Booking) {
    mail.wake();
    const { id, name, start, typeId } = booking;
    hub.broadcast({ type: WS_NEW_BOOKING, data: { id, name, start, typeId } });
  }

  /**
   * Gives back `amountCents` of a paid payment, in `transaction`: counted as refunded at once (so that nothing is given
   * back twice), asked of Paymob by the refund job for a card or wallet payment, or recorded with the practice's
   * reference for one paid by hand or at an outlet. A payment paid by hand and refunded without a reference (the
   * visitor's cancellation) waits as requested until the practice records how it was paid back.
   */
  async function refund(payment: Payment, amountCents: number, by: PaymentRefund['by'], transaction: Knex.Transaction, record: AuditRecorder, reference?: string): Promise<StoredRefund | undefined> {
    if (amountCents <= 0) return undefined;
    const refundable = payment.amountCents - payment.refundedCents;
    if (amountCents > refundable) {
      throw validationFailed([{ path: 'amountCents', code: 'too_big', message: `Must be at most ${refundable}, what was paid and not yet refunded`, values: { max: refundable } }]);
    }
    const byPaymob = payment.method === PAYMOB_METHOD && payment.sourceType !== 'aggregator' && payment.sourceType !== 'kiosk' && payment.providerTransactionId !== null;
    if (!byPaymob && by === 'practice' && !reference) {
      throw validationFailed([{ path: 'reference', code: 'required', message: 'Say how and when it was paid back: this payment was not made through Paymob’s card or wallet checkout' }]);
    }
    const refundedCents = payment.refundedCents + amountCents;
    const updated = await store.update(payment.id, { refundedCents, status: refundState(payment.amountCents, refundedCents) }, transaction);
    const owed = !byPaymob && !reference;
    const stored = await store.refunds.create(
      {
        paymentId: payment.id,
        amountCents,
        by,
        status: byPaymob || owed ? 'requested' : 'recorded',
        ...(reference ? { reference } : {}),
        ...(byPaymob ? { sourceTransactionId: payment.providerTransactionId! } : {}),
      },
      transaction,
    );
    await record({
      action: byPaymob || owed ? 'payment.refund_requested' : 'payment.refunded',
      entity: 'payment',
      entityId: payment.id,
      summary: `Refund of ${amountCents / 100} ${CURRENCY} on payment ${payment.id}`,
      changes: { refundedCents: [payment.refundedCents, refundedCents], status: [payment.status, updated!.status] },
    });
    if (!byPaymob && reference) await mail.paymentNotice(await bookingOf(payment, transaction), 'payment_refund', transaction);
    return stored;
  }

  async function bookingOf(payment: Payment, connection?: Knex): Promise<Booking> {
    const booking = await bookings.find(payment.bookingId, connection);
    if (!booking) throw notFound('Booking');
    return booking;
  }

  /**
   * Applies one verified processed callback about a payment of this site's (not a refund), in its transaction: answers
   * the booking it confirmed, or that it came too late and was refunded, for the caller to announce once committed.
   */
  async function applyPaymentTransaction(transaction: PaymobTransaction, payment: Payment, attemptId: number, trx: Knex.Transaction): Promise<{ confirmed?: Booking; lateRefund?: Booking }> {
    const record = unattended(trx);
    const transactionId = String(transaction.id);
    if (transaction.pending) {
      // A Fawry reference code: paid later at an outlet, so the time is held as long as for paying by hand.
      const outletHold = new Date(now().getTime() + config.MANUAL_PAYMENT_HOLD_HOURS * HOUR_MS).toISOString();
      if (payment.status === 'pending' && outletHold > payment.holdUntil) await store.update(payment.id, { holdUntil: outletHold }, trx);
      await store.attempts.update(attemptId, { status: 'open', providerTransactionId: transactionId }, trx);
      return {};
    }
    if (!transaction.success) {
      await store.attempts.update(attemptId, { status: 'declined', providerTransactionId: transactionId, error: transaction.data?.message?.slice(0, 500) ?? null }, trx);
      return {};
    }
    await store.attempts.update(attemptId, { status: 'paid', providerTransactionId: transactionId }, trx);
    const source = { sourceType: transaction.source_data?.type?.slice(0, 20) ?? null, sourceSubType: transaction.source_data?.sub_type?.slice(0, 100) ?? null };
    if (transaction.amount_cents !== payment.amountCents || transaction.currency !== CURRENCY) {
      if (payment.status === 'pending') await store.update(payment.id, { status: 'mismatch', providerTransactionId: transactionId, ...source }, trx);
      await record({ action: 'payment.mismatch', entity: 'payment', entityId: payment.id, summary: `Paymob reported ${transaction.amount_cents} ${transaction.currency} for payment ${payment.id} of ${payment.amountCents} ${CURRENCY}` });
      return {};
    }
    if (payment.status !== 'pending' && payment.status !== 'mismatch' && payment.status !== 'expired' && payment.status !== 'cancelled') {
      // Paid twice (two checkouts both paid): the second payment goes back whole, at once.
      const refunded = await store.refunds.create({ paymentId: payment.id, amountCents: transaction.amount_cents, by: 'late_payment', status: 'requested', sourceTransactionId: transactionId }, trx);
      await record({ action: 'payment.refund_requested', entity: 'payment', entityId: payment.id, summary: `A second payment ${transactionId} of payment ${payment.id} is refunded (refund ${refunded.id})` });
      return {};
    }
    const paid = (await store.update(payment.id, { status: 'paid', paidAt: now().toISOString(), providerTransactionId: transactionId, ...source }, trx))!;
    await record({ action: 'payment.paid', entity: 'payment', entityId: payment.id, summary: `Payment ${payment.id} of ${payment.amountCents / 100} ${CURRENCY} through Paymob`, changes: { status: [payment.status, 'paid'] } });
    const booking = await bookingOf(payment, trx);
    const confirmed = payment.status === 'cancelled' ? false : await confirmBooking(booking, trx);
    if (confirmed) return { confirmed };
    // Too late: the visitor let it go, or the time was given to someone else. Everything goes back at once.
    await refund(paid, paid.amountCents, 'late_payment', trx, record);
    await mail.paymentNotice(booking, 'payment_late', trx);
    return { lateRefund: booking };
  }

  /** Applies one verified refund or void callback: it confirms a refund this site asked for, and is never a payment. */
  async function applyRefundTransaction(transaction: PaymobTransaction, payment: Payment, trx: Knex.Transaction): Promise<void> {
    if (!transaction.success) return;
    const awaiting = await store.refunds.awaiting(payment.id, transaction.amount_cents, trx);
    if (!awaiting) return;
    const settled = await store.refunds.settle(awaiting.id, ['requested', 'sending'], { status: 'succeeded', providerTransactionId: String(transaction.id), completedAt: now().toISOString() }, trx);
    if (settled) await refundSucceeded(payment, settled, trx);
  }

  async function refundSucceeded(payment: Payment, settled: StoredRefund, trx: Knex) {
    await unattended(trx)({ action: 'payment.refunded', entity: 'payment', entityId: payment.id, summary: `Paymob refunded ${settled.amountCents / 100} ${CURRENCY} of payment ${payment.id}` });
    if (settled.by !== 'late_payment') await mail.paymentNotice(await bookingOf(payment, trx), 'payment_refund', trx);
  }

  /**
   * Applies a processed callback whose HMAC matched: each Paymob event once (a replay finds its key taken and changes
   * nothing), tied to this site's payment by the order of one of its attempts, never by merchant_order_id alone.
   */
  async function applyCallback(transaction: PaymobTransaction): Promise<CallbackOutcome> {
    const attempt = await store.attempts.byOrder(String(transaction.order.id));
    if (!attempt) return 'unknown_order';
    const refundEvent = transaction.is_refund === true || transaction.is_void === true;
    const echo = !refundEvent && (transaction.is_refunded === true || transaction.is_voided === true);
    const state = transaction.pending ? 'pending' : transaction.success ? 'success' : 'declined';
    const kind = refundEvent ? (transaction.is_void ? 'void' : 'refund') : echo ? 'refund_echo' : 'payment';
    const eventKey = `${transaction.id}:${kind}:${state}`;
    let applied: { confirmed?: Booking; lateRefund?: Booking } = {};
    const outcome = await db.transaction(async (trx) => {
      const payment = await store.findToChange(attempt.paymentId, trx);
      if (!payment) return 'unknown_order' as const;
      const fresh = await store.transactions.record(
        { eventKey, providerTransactionId: String(transaction.id), paymentId: payment.id, kind, success: transaction.success, amountCents: transaction.amount_cents, currency: String(transaction.currency).slice(0, 3), outcome: state },
        trx,
      );
      if (!fresh) return 'replay' as const;
      if (refundEvent) await applyRefundTransaction(transaction, payment, trx);
      else if (!echo) applied = await applyPaymentTransaction(transaction, payment, attempt.id, trx);
      return 'applied' as const;
    });
    if (outcome !== 'applied') return outcome;
    if (applied.confirmed) announceConfirmed(applied.confirmed);
    else mail.wake();
    if (applied.lateRefund) {
      const { id, name, start, typeId } = applied.lateRefund;
      hub.broadcast({ type: WS_PAYMENT_NOTICE, data: { kind: 'late_payment_refunded', booking: { id, name, start, typeId } } });
    }
    wakeRefunds();
    return outcome;
  }

  // ---- the jobs: holds that run out, and refunds to ask of Paymob ----

  /** Expires the payments whose hold has ended: each once, whichever instance gets there first. */
  async function expireLapsed(): Promise<number> {
    let expired = 0;
    for (const lapsed of await store.lapsed(50)) {
      const done = await db.transaction(async (trx) => {
        const current = await store.findToChange(lapsed.id, trx);
        if (!current || (current.status !== 'pending' && current.status !== 'mismatch') || current.holdUntil > now().toISOString()) return false;
        const payment = (await store.update(lapsed.id, { status: 'expired' }, trx))!;
        const booking = await bookingOf(payment, trx);
        if (booking.status === 'pending_payment') await bookings.settle(booking.id, 'expired', trx);
        await unattended(trx)({ action: 'payment.expired', entity: 'payment', entityId: payment.id, summary: `Booking ${booking.id} was not paid in time; its time is free again`, changes: { status: [lapsed.status, 'expired'] } });
        return true;
      });
      if (done) expired += 1;
    }
    return expired;
  }

  /** Asks Paymob for the refunds that are due, one claimed at a time; answers how many were asked. */
  async function sendDueRefunds(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await store.refunds.claimDue(REFUND_CLAIM_SECONDS);
      if (!claimed) return sent;
      sent += 1;
      await sendRefund(claimed);
    }
  }

  async function sendRefund(claimed: StoredRefund) {
    const payment = (await store.find(claimed.paymentId))!;
    if (!paymob || !claimed.sourceTransactionId) {
      await store.refunds.settle(claimed.id, ['sending'], { status: 'requested', nextAttemptAt: null, lastError: 'Paymob is not configured: record this refund by hand' });
      return;
    }
    try {
      const answer = await paymob.refund(claimed.sourceTransactionId, claimed.amountCents);
      if (!answer.success) throw new PaymobRefusal(200, 'the refund was not successful');
      await db.transaction(async (trx) => {
        const settled = await store.refunds.settle(claimed.id, ['sending', 'requested'], { status: 'succeeded', providerTransactionId: answer.transactionId || null, completedAt: now().toISOString(), lastError: null }, trx);
        if (settled) await refundSucceeded(payment, settled, trx);
      });
      mail.wake();
    } catch (error) {
      // Only a refusal is known not to have moved money: anything else (no answer) may have, and is not sent again.
      const refused = error instanceof PaymobRefusal;
      const message = (refused ? error.message : 'No answer from Paymob: check its dashboard before refunding again').slice(0, 500);
      logger.error({ err: refused ? undefined : error, refundId: claimed.id, paymentId: claimed.paymentId, reason: message }, 'a Paymob refund failed');
      const retry = refused && claimed.attempts <= REFUND_RETRY_MS.length;
      if (retry) {
        await store.refunds.settle(claimed.id, ['sending'], { status: 'requested', lastError: message, nextAttemptAt: new Date(now().getTime() + REFUND_RETRY_MS[claimed.attempts - 1]!).toISOString() });
        return;
      }
      await db.transaction(async (trx) => {
        const failed = await store.refunds.settle(claimed.id, ['sending'], { status: 'failed', lastError: message, nextAttemptAt: null }, trx);
        if (!failed || !refused) return;
        // Refused for good: it was never given back, so it no longer counts as refunded.
        const current = (await store.findToChange(payment.id, trx))!;
        const refundedCents = Math.max(0, current.refundedCents - (claimed.sourceTransactionId === current.providerTransactionId ? claimed.amountCents : 0));
        await store.update(payment.id, { refundedCents, status: refundState(current.amountCents, refundedCents) }, trx, { status: ['refunded', 'partially_refunded'] });
      });
    }
  }

  let refundWake: (() => void) | undefined;
  /** Tells the refund job that a refund may be due now. */
  const wakeRefunds = () => refundWake?.();

  /**
   * Starts both jobs on this instance: every few seconds (and at once when woken), the holds that ran out are expired
   * within 30 s of their end, and due refunds are asked of Paymob. Answers a function that stops them.
   */
  function startJobs(intervalMs = 5_000): () => Promise<void> {
    let stopped = false;
    let running: Promise<void> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    const tick = () => {
      if (stopped) return;
      clearTimeout(timer);
      running = running
        .then(async () => {
          await expireLapsed();
          await sendDueRefunds();
        })
        .catch((error: unknown) => logger.error({ err: error }, 'the payment jobs failed; they run again shortly'))
        .finally(() => {
          if (!stopped) timer = setTimeout(tick, intervalMs).unref();
        });
    };
    refundWake = tick;
    tick();
    return async () => {
      stopped = true;
      clearTimeout(timer);
      refundWake = undefined;
      await running;
    };
  }

  return {
    offeredMethods,
    chosenMethod,

    /** Whether a rule of paying at booking can be chosen: Paymob configured, or a manual method active. */
    async canTakePayments(connection?: Knex): Promise<boolean> {
      return Boolean(paymob) || (await store.methods.list(false, connection)).length > 0;
    },

    /** Holds a new booking's time for its payment, in the booking's transaction; the instructions e-mail for a method by hand. */
    async hold(booking: Booking, type: ConsultationType, method: PaymentMethodId, transaction: Knex.Transaction): Promise<Payment> {
      const payment = await store.create({ bookingId: booking.id, amountCents: dueAtBooking(type), method, holdUntil: new Date(now().getTime() + holdMs(method)).toISOString() }, transaction);
      if (method !== PAYMOB_METHOD) await mail.paymentNotice(booking, 'payment_instructions', transaction);
      return payment;
    },

    openCheckout,
    visitorPayment,

    /** The visitor's payment of a booking, if it has one. */
    async ofBooking(booking: Booking): Promise<VisitorPayment | undefined> {
      const payment = await store.ofBooking(booking.id);
      return payment ? visitorPayment(payment) : undefined;
    },

    /** A payment as the dashboard shows it. */
    async detail(id: number): Promise<PaymentDetail> {
      const payment = await store.find(id);
      if (!payment) throw notFound('Payment');
      return detail(payment, (await bookingOf(payment)).name);
    },

    async detailOfBooking(booking: Booking): Promise<PaymentDetail | undefined> {
      const payment = await store.ofBooking(booking.id);
      return payment ? detail(payment, booking.name) : undefined;
    },

    /** The visitor pays a held booking again: a new checkout, while the hold lasts. */
    async payAgain(booking: Booking, siteUrl: string): Promise<VisitorPayment> {
      const payment = await store.ofBooking(booking.id);
      if (!payment || booking.status !== 'pending_payment' || payment.status !== 'pending' || payment.holdUntil <= now().toISOString()) {
        throw new ApiError(409, 'not_payable', 'This booking is not waiting for a payment any more');
      }
      if (payment.method !== PAYMOB_METHOD) throw new ApiError(409, 'not_payable', 'This booking is paid by hand: follow the instructions given');
      const checkoutUrl = await openCheckout(payment, booking, siteUrl);
      if (!checkoutUrl) throw new ApiError(503, 'payment_unavailable', 'Paying online is not available right now: try again in a moment');
      return visitorPayment(payment, checkoutUrl);
    },

    /** What a cancellation by the visitor now gives back: all that was paid while the refund notice lasts, else nothing. */
    async refundOnCancel(booking: Booking, type: ConsultationType): Promise<number> {
      const payment = await store.ofBooking(booking.id);
      if (!payment || (payment.status !== 'paid' && payment.status !== 'partially_refunded')) return 0;
      const noticeEnds = Date.parse(booking.start) - type.refundNoticeHours * HOUR_MS;
      return now().getTime() <= noticeEnds ? payment.amountCents - payment.refundedCents : 0;
    },

    /**
     * A booking cancelled, in its transaction: a held one's payment is cancelled; a paid one gives back what the rules
     * say (the visitor: by the refund notice; the practice: everything).
     */
    async cancelled(booking: Booking, by: BookingChanger, transaction: Knex.Transaction, record: AuditRecorder = unattended(transaction)): Promise<void> {
      const held = await store.ofBooking(booking.id, transaction);
      const payment = held && (await store.findToChange(held.id, transaction));
      if (!payment) return;
      if (payment.status === 'pending' || payment.status === 'mismatch') {
        await store.update(payment.id, { status: 'cancelled' }, transaction);
        return;
      }
      if (payment.status !== 'paid' && payment.status !== 'partially_refunded') return;
      const type = await schedule.anyType(booking.typeId, transaction);
      const noticeEnds = Date.parse(booking.start) - type.refundNoticeHours * HOUR_MS;
      const due = by === 'practice' || now().getTime() <= noticeEnds ? payment.amountCents - payment.refundedCents : 0;
      await refund(payment, due, by, transaction, record);
    },

    /** The practice refunds part or all of a payment (POST /api/payments/{id}/refund), in its audited transaction. */
    async refundByPractice(id: number, input: { amountCents?: number; reference?: string }, transaction: Knex.Transaction, record: AuditRecorder): Promise<void> {
      const payment = await store.findToChange(id, transaction);
      if (!payment) throw notFound('Payment');
      // Owed since the visitor cancelled a payment made by hand: counted as refunded already, recorded now with how.
      const owed = (await store.refunds.of(id, transaction)).find((entry) => entry.status === 'requested' && entry.sourceTransactionId === null);
      if (owed && input.reference && (input.amountCents === undefined || input.amountCents === owed.amountCents)) {
        // A refund the visitor's cancellation made due, paid back by hand: recorded now with how.
        await store.refunds.settle(owed.id, ['requested'], { status: 'recorded', reference: input.reference, completedAt: now().toISOString(), lastError: null }, transaction);
        await record({ action: 'payment.refunded', entity: 'payment', entityId: id, summary: `Refund of ${owed.amountCents / 100} ${CURRENCY} on payment ${id} recorded` });
        await mail.paymentNotice(await bookingOf(payment, transaction), 'payment_refund', transaction);
        return;
      }
      if (payment.status !== 'paid' && payment.status !== 'partially_refunded') throw new ApiError(409, 'not_refundable', `This payment is ${payment.status.replace('_', ' ')}: only a paid payment can be refunded`);
      await refund(payment, input.amountCents ?? payment.amountCents - payment.refundedCents, 'practice', transaction, record, input.reference);
    },

    /**
     * The practice confirms a payment made by hand, or one Paymob reported with another amount
     * (POST /api/payments/{id}/mark-paid): the booking is confirmed exactly as by Paymob. Answers the booking to announce.
     */
    async markPaid(id: number, reference: string | undefined, transaction: Knex.Transaction, record: AuditRecorder): Promise<Booking> {
      const payment = await store.findToChange(id, transaction);
      if (!payment) throw notFound('Payment');
      if (payment.status !== 'pending' && payment.status !== 'mismatch' && payment.status !== 'expired') {
        throw new ApiError(409, 'not_payable', `This payment is ${payment.status.replace('_', ' ')} and cannot be marked paid`);
      }
      const booking = await bookingOf(payment, transaction);
      const confirmed = await confirmBooking(booking, transaction);
      if (!confirmed) throw new ApiError(409, 'slot_unavailable', 'The time of this booking has been taken since it expired: it cannot be confirmed');
      await store.update(payment.id, { status: 'paid', paidAt: now().toISOString(), ...(reference ? { reference } : {}) }, transaction);
      await record({ action: 'payment.marked_paid', entity: 'payment', entityId: id, summary: `Payment ${id} of ${payment.amountCents / 100} ${CURRENCY} marked paid`, changes: { status: [payment.status, 'paid'] } });
      return confirmed;
    },

    /** The booking a Paymob order was made for, if it is one of this site's. */
    async bookingOfOrder(orderId: string): Promise<Booking | undefined> {
      const attempt = await store.attempts.byOrder(orderId);
      const payment = attempt && (await store.find(attempt.paymentId));
      return payment ? bookings.find(payment.bookingId) : undefined;
    },

    announceConfirmed,
    applyCallback,
    wakeRefunds,
    expireLapsed,
    startJobs,
  };
}

export type BookingPayments = ReturnType<typeof bookingPayments>;
