import type { Knex } from 'knex';
import type { BookingEmailState } from '../../shared/schemas/booking';
import type { Booking } from './bookings';

/** Who changed a booking: the visitor through their link, or the practice in the dashboard. */
export type BookingChanger = 'visitor' | 'practice';

/**
 * The e-mails about bookings, queued in the transaction that makes each change (so that none is lost) and delivered in
 * the background by the outbox when SMTP_URL is set; without it nothing is queued.
 */
export interface BookingMail {
  /** A new booking: the visitor's confirmation with its invitation, the practice's alert, and the reminders. */
  booked(booking: Booking, executor: Knex): Promise<void>;
  /** A booking given a new time (`booking` as it now is): an updated invitation, and its reminders planned again. */
  moved(booking: Booking, executor: Knex, by: BookingChanger): Promise<void>;
  /** A cancelled booking: a cancelling invitation, and no reminder from now on. */
  cancelled(booking: Booking, executor: Knex, by: BookingChanger): Promise<void>;
  /** Tells the sender about e-mails just committed to the queue. */
  wake(): void;
  /** Where each e-mail about the booking stands, oldest first; empty without SMTP_URL. */
  emailStates(bookingId: number): Promise<BookingEmailState[]>;
}

/** Until the booking e-mails are built: nothing is queued. */
export const noBookingMail: BookingMail = {
  booked: async () => {},
  moved: async () => {},
  cancelled: async () => {},
  wake: () => {},
  emailStates: async () => [],
};
