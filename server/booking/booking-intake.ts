import type { Logger } from 'pino';
import { z } from 'zod';
import { HONEYPOT_FIELD, WS_NEW_BOOKING, type Language } from '@shared/constants';
import { paths } from '@shared/routes';
import type { Attribution } from '@shared/schemas/analytics';
import { bookingInputSchema, type BookingCreated } from '@shared/schemas/booking';
import { dueAtBooking } from '@shared/payment-rules';
import type { VisitorPayment } from '@shared/schemas/payment';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { isUniqueViolation } from '../http/error-handler';
import { slotUnavailable, validationFailed } from '../http/errors';
import { rateLimiter, type AttemptStore } from '../http/rate-limit';
import { filledHoneypot } from '../leads/intake';
import type { LeadRepository } from '../leads/repository';
import type { Payment } from '../payments/payment-store';
import type { NotificationHub } from '../realtime/notification-hub';
import type { BookingPayments } from './booking-payments';
import type { BookingMail } from './booking-mail';
import type { Booking, BookingRepository, NewBooking } from './bookings';
import type { BookingWhatsapp } from './whatsapp-port';
import type { BookingSchedule } from './schedule';

const MINUTE_MS = 60_000;

/** A booking as posted: the visitor's choice and details, and the hidden field that only a bot fills in. */
export const bookingFormSchema = bookingInputSchema.extend({ [HONEYPOT_FIELD]: z.unknown().optional() });

export type BookingForm = z.output<typeof bookingFormSchema>;

interface BookingIntakeOptions {
  config: Config;
  db: Database;
  /** Where the per-address limit counts. */
  limits: AttemptStore;
  schedule: BookingSchedule;
  bookings: BookingRepository;
  leads: LeadRepository;
  hub: NotificationHub;
  mail: BookingMail;
  payments: BookingPayments;
  whatsapp: Pick<BookingWhatsapp, 'consentNumber' | 'bookingConsented'>;
  logger: Logger;
}

/** The answer to a new booking: its time, the visitor's own link to it, and what is still to pay. */
const created = ({ booking, token }: { booking: Booking; token: string }, payment?: VisitorPayment): BookingCreated => ({
  id: booking.id,
  typeId: booking.typeId,
  start: booking.start,
  end: booking.end,
  status: payment ? 'pending_payment' : 'confirmed',
  manageUrl: paths.manageBooking(token),
  ...(payment ? { payment } : {}),
});

/**
 * How a visitor books a time: the per-address limit, the shared schema and the contact form's honeypot, a free-time
 * check and the insert in one transaction (with the database's UNIQUE live start as the last word), the booking tied
 * to the lead of its e-mail, its e-mails queued with it, and the live notice to every signed-in admin.
 */
export function bookingIntake({ config, db, limits, schedule, bookings, leads, hub, mail, payments, whatsapp, logger }: BookingIntakeOptions) {
  const limiter = rateLimiter(limits, { points: config.BOOKING_RATE_LIMIT, durationSeconds: 10 * 60, keyPrefix: 'booking' });

  /**
   * Stores and announces a booking of a free time; `pageLanguage` is the visitor's language when the form names none.
   * A 404 for a type visitors cannot book, a 409 `slot_unavailable` for a time that is not free. One that filled the
   * honeypot is answered the same way with an id no stored booking gets, and is neither kept nor announced. A type paid
   * at booking holds the time until it is paid (its payment opened at Paymob, with `siteUrl` as the address of its
   * callbacks when PUBLIC_URL is not set), and is announced once paid. `attribution` is the visit it was made in, if
   * one was counted: the booking keeps it, and so does the lead it starts.
   */
  async function book(form: BookingForm, pageLanguage: Language, siteUrl: string, attribution: Attribution | null = null): Promise<BookingCreated> {
    const { [HONEYPOT_FIELD]: honeypot, language, paymentMethod, whatsapp: wantsWhatsapp, ...input } = form;
    const whatsappTo = whatsapp.consentNumber({ whatsapp: wantsWhatsapp, phone: input.phone });
    const type = await schedule.bookableType(input.typeId);
    const paid = dueAtBooking(type) > 0;
    const method = paid ? await payments.chosenMethod(paymentMethod) : undefined;
    if (paid && input.phone === '') throw validationFailed([{ path: 'phone', code: 'required', message: 'Required to pay at booking' }]);
    const booking: NewBooking = {
      ...input,
      typeId: type.id,
      leadId: null,
      attribution,
      end: new Date(Date.parse(input.start) + type.durationMinutes * MINUTE_MS).toISOString(),
      language: language ?? pageLanguage,
    };
    if (filledHoneypot(honeypot)) {
      logger.info('a booking filled the hidden field: answered as booked, neither kept nor announced');
      return created(await bookings.createDiscarded(booking));
    }
    let stored: { booking: Booking; token: string; payment?: Payment };
    try {
      // The check and the insert share one transaction, taken in turn with every other booking's: otherwise two
      // overlapping times of different starts could both pass the check (the UNIQUE live start refuses only a second
      // booking of the same start).
      stored = await db.transaction(async (transaction) => {
        await bookings.takeTurn(transaction);
        if (!(await schedule.isFree(type, booking.start, transaction))) throw slotUnavailable();
        // The inbox stays the one list of people: a booking joins the lead of its e-mail, or starts one.
        const lead =
          (await leads.findByEmail(booking.email, transaction)) ??
          (await leads.create({ name: booking.name, email: booking.email, phone: booking.phone, message: booking.message, packageInterest: '', language: booking.language, isRead: false, attribution }, transaction));
        if (method) {
          const held = await bookings.create({ ...booking, leadId: lead.id }, transaction, 'pending_payment');
          if (whatsappTo) await whatsapp.bookingConsented(held.booking, whatsappTo, transaction);
          return { ...held, payment: await payments.hold(held.booking, type, method.id, transaction) };
        }
        const made = await bookings.create({ ...booking, leadId: lead.id }, transaction);
        if (whatsappTo) await whatsapp.bookingConsented(made.booking, whatsappTo, transaction);
        await mail.booked(made.booking, transaction);
        return made;
      });
    } catch (error) {
      // A request for the same start that committed first: the UNIQUE live start refused this one.
      if (isUniqueViolation(error)) throw slotUnavailable();
      throw error;
    }
    mail.wake();
    if (stored.payment) {
      // Held, not yet booked: the practice hears of it once it is paid.
      const checkoutUrl = await payments.openCheckout(stored.payment, stored.booking, siteUrl);
      return created(stored, await payments.visitorPayment(stored.payment, checkoutUrl));
    }
    const { id, name, start, typeId } = stored.booking;
    hub.broadcast({ type: WS_NEW_BOOKING, data: { id, name, start, typeId } });
    return created(stored);
  }

  return {
    /** The per-address limit, for a route's chain (`limit(bookingIntake.perAddress)`). */
    perAddress: limiter,
    book,
  };
}

export type BookingIntake = ReturnType<typeof bookingIntake>;
