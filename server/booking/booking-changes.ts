import type { Knex } from 'knex';
import type { BookingDetail, ManagedBooking } from '@shared/schemas/booking';
import type { Database } from '../db/connection';
import { isUniqueViolation } from '../http/error-handler';
import { notChangeable, notFound, notStarted, slotUnavailable, tooLate } from '../http/errors';
import type { BookingChanger, BookingMail } from './booking-mail';
import type { AuditRecorder, BookingPayments } from './booking-payments';
import type { Booking, BookingRepository } from './bookings';
import type { BookingSchedule } from './schedule';
import type { WhatsappMessaging } from '../whatsapp/whatsapp';

const MINUTE_MS = 60_000;

interface BookingChangesOptions {
  db: Database;
  schedule: BookingSchedule;
  bookings: BookingRepository;
  mail: BookingMail;
  payments: BookingPayments;
  whatsapp: Pick<WhatsappMessaging, 'bookingConversation'>;
  now: () => Date;
}

/**
 * Changes to bookings after they are made: the visitor's through their link (within the cancel notice), the practice's
 * in the dashboard (any time, but never onto another booking). Each change is one transaction with its e-mails, and
 * the sender is woken once it has committed.
 */
export function bookingChanges({ db, schedule, bookings, mail, payments, whatsapp, now }: BookingChangesOptions) {
  /** The booking a manage link opens; a 404 for a token that opens none. */
  async function byToken(token: string, connection?: Knex): Promise<Booking> {
    const booking = await bookings.findByToken(token, connection);
    if (!booking) throw notFound('Booking');
    return booking;
  }

  async function byId(id: number, connection?: Knex): Promise<Booking> {
    const booking = await bookings.find(id, connection);
    if (!booking) throw notFound('Booking');
    return booking;
  }

  /** Until when a visitor may still cancel or move it: its start less the practice's cancel notice. */
  async function changeableUntil(booking: Booking, connection?: Knex): Promise<Date> {
    const { cancelNoticeMinutes } = await schedule.availability(connection);
    return new Date(Date.parse(booking.start) - cancelNoticeMinutes * MINUTE_MS);
  }

  /**
   * Refuses a visitor's change of a booking that is neither confirmed nor held for its payment (a held one may be
   * cancelled, not moved), or starts within the cancel notice.
   */
  async function refuseVisitorChange(booking: Booking, connection: Knex, change: 'cancel' | 'move') {
    if (booking.status !== 'confirmed' && !(change === 'cancel' && booking.status === 'pending_payment')) throw notChangeable(booking.status);
    if (now() >= (await changeableUntil(booking, connection))) throw tooLate();
  }

  async function managed(booking: Booking): Promise<ManagedBooking> {
    const { timeZone } = await schedule.availability();
    const { id, nameEn, nameAr, durationMinutes, mode, locationEn, locationAr, priceCents, priceNote, paymentRule, depositCents, refundNoticeHours } = await schedule.anyType(booking.typeId);
    const until = await changeableUntil(booking);
    const type = await schedule.anyType(booking.typeId);
    const payment = await payments.ofBooking(booking);
    return {
      id: booking.id,
      status: booking.status,
      start: booking.start,
      end: booking.end,
      name: booking.name,
      language: booking.language,
      timeZone,
      type: { id, nameEn, nameAr, durationMinutes, mode, locationEn, locationAr, priceCents, priceNote, paymentRule, depositCents, refundNoticeHours },
      changeableUntil: until.toISOString(),
      canChange: (booking.status === 'confirmed' || booking.status === 'pending_payment') && now() < until,
      ...(payment ? { payment } : {}),
      refundOnCancelCents: await payments.refundOnCancel(booking, type),
    };
  }

  /**
   * Moves `booking` to `start` in `transaction`, when that is a free time of its type by the rules of `by` (its own time
   * not counting as taken); otherwise 409 `slot_unavailable`. Moves take turns with bookings, as bookings do.
   */
  async function move(booking: Booking, start: string, by: BookingChanger, transaction: Knex.Transaction): Promise<Booking> {
    const type = await schedule.anyType(booking.typeId, transaction);
    await bookings.takeTurn(transaction);
    if (!(await schedule.isFree(type, start, transaction, { asPractice: by === 'practice', except: booking.id }))) throw slotUnavailable();
    const end = new Date(Date.parse(start) + type.durationMinutes * MINUTE_MS).toISOString();
    const moved = await bookings.change(booking.id, { start, end }, transaction);
    await mail.moved(moved, transaction, by);
    return moved;
  }

  /**
   * Cancels a booking and settles its payment by the rules (see payments.cancelled). A booking still held for its
   * payment was never confirmed to anyone: its cancellation sends no e-mail.
   */
  async function cancel(booking: Booking, by: BookingChanger, transaction: Knex.Transaction, record?: AuditRecorder): Promise<Booking> {
    const cancelled = await bookings.change(booking.id, { status: 'cancelled' }, transaction);
    await payments.cancelled(cancelled, by, transaction, record);
    if (booking.status !== 'pending_payment') await mail.cancelled(cancelled, transaction, by);
    return cancelled;
  }

  /**
   * Runs a change whose transaction `run` makes and ends: a start another booking took meanwhile is a 409, and the
   * e-mails it queued go once it has committed.
   */
  async function committed<T>(run: () => Promise<T>): Promise<T> {
    try {
      const result = await run();
      mail.wake();
      payments.wakeRefunds();
      return result;
    } catch (error) {
      if (isUniqueViolation(error)) throw slotUnavailable();
      throw error;
    }
  }

  /** Runs a visitor's change in its own transaction, as `committed` does. */
  const inTransaction = (change: (transaction: Knex.Transaction) => Promise<Booking>) => committed(() => db.transaction(change));

  return {
    /** GET /api/bookings/manage/{token}. */
    managed: async (token: string) => managed(await byToken(token)),

    /** The visitor cancels through their link: the time is free again at once. */
    async cancelByVisitor(token: string): Promise<ManagedBooking> {
      const booking = await inTransaction(async (transaction) => {
        const current = await byToken(token, transaction);
        await refuseVisitorChange(current, transaction, 'cancel');
        return cancel(current, 'visitor', transaction);
      });
      return managed(booking);
    },

    /** The visitor moves their booking to another free time of its type, by the same rules as booking it. */
    async rescheduleByVisitor(token: string, start: string): Promise<ManagedBooking> {
      const booking = await inTransaction(async (transaction) => {
        const current = await byToken(token, transaction);
        await refuseVisitorChange(current, transaction, 'move');
        return move(current, start, 'visitor', transaction);
      });
      return managed(booking);
    },

    /** GET /api/bookings/{id}: the booking, its e-mails, its payment and its WhatsApp messages. */
    async detail(id: number): Promise<BookingDetail> {
      const booking = await byId(id);
      const payment = await payments.detailOfBooking(booking);
      return { ...booking, emails: await mail.emailStates(id), ...(payment ? { payment } : {}), whatsapp: await whatsapp.bookingConversation(id), attribution: await bookings.attribution(id) };
    },

    byId,
    byToken,

    /**
     * The practice sets a status in `transaction` (the audited write's, whose entries `record` adds): cancelled (the
     * visitor is told, and gets back all they paid), completed or no-show (once it has started and is confirmed). A
     * cancelled or expired booking stays so: its time may have been given to someone else. Answers the booking as it
     * was and as it is.
     */
    async setStatusByPractice(id: number, status: 'completed' | 'no_show' | 'cancelled', transaction: Knex.Transaction, record?: AuditRecorder): Promise<{ before: Booking; after: Booking }> {
      const before = await byId(id, transaction);
      const cancellable = before.status === 'confirmed' || before.status === 'pending_payment';
      if (before.status === 'cancelled' || before.status === 'expired' || (status === 'cancelled' && !cancellable) || (status !== 'cancelled' && before.status === 'pending_payment')) {
        throw notChangeable(before.status);
      }
      if (status !== 'cancelled' && now() < new Date(before.start)) throw notStarted();
      if (status === before.status) return { before, after: before };
      const after = status === 'cancelled' ? await cancel(before, 'practice', transaction, record) : await bookings.change(id, { status }, transaction);
      return { before, after };
    },

    /** The practice moves a confirmed booking to any free time of its hours, however soon or far; the visitor is told. */
    async rescheduleByPractice(id: number, start: string, transaction: Knex.Transaction): Promise<{ before: Booking; after: Booking }> {
      const before = await byId(id, transaction);
      if (before.status !== 'confirmed') throw notChangeable(before.status);
      return { before, after: await move(before, start, 'practice', transaction) };
    },

    /** Wraps a practice's change (run by the caller in its audited transaction): a start taken meanwhile is a 409. */
    practiceChange: committed,
  };
}

export type BookingChanges = ReturnType<typeof bookingChanges>;
