import type { Knex } from 'knex';
import { paths } from '@shared/routes';
import { PAYMOB_METHOD } from '@shared/payment-rules';
import type { BookingEmailKind, BookingEmailState, ConsultationType } from '@shared/schemas/booking';
import type { Config } from '../config';
import type { MailDelivery } from '../mail/delivery';
import { headerText } from '../mail/message';
import type { BookingOutboxEntry, NewOutboxEntry } from '../mail/outbox';
import type { OutgoingMail } from '../mail/sender';
import type { PaymentStore } from '../payments/payment-store';
import type { TableRepository } from '../tables/table';
import { bookingAlertEmail, bookingInvitationFile, visitorBookingEmail, type BookingFacts, type PaymentEmailKind } from './booking-emails';
import type { Booking, BookingRepository } from './bookings';
import { latePaymentAlertEmail, visitorPaymentEmail, type PaymentFacts } from './payment-emails';
import type { BookingSchedule } from './schedule';

const MINUTE_MS = 60_000;

const isPaymentKind = (kind: BookingEmailKind): kind is PaymentEmailKind => kind.startsWith('payment_');

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
  /** An e-mail about the booking's payment: how to pay by hand, a refund, or a late payment refunded (with the practice's alert). */
  paymentNotice(booking: Booking, kind: 'payment_instructions' | 'payment_refund' | 'payment_late', executor: Knex): Promise<void>;
  /** Tells the sender about e-mails just committed to the queue. */
  wake(): void;
  /** Where each e-mail about the booking stands, oldest first; empty without SMTP_URL. */
  emailStates(bookingId: number): Promise<BookingEmailState[]>;
}

interface OutboxBookingMailOptions {
  config: Config;
  delivery: MailDelivery;
  bookings: BookingRepository;
  consultationTypes: Pick<TableRepository<ConsultationType>, 'find'>;
  schedule: Pick<BookingSchedule, 'availability'>;
  payments: PaymentStore;
  now: () => Date;
}

/** The address of a mailbox such as `DietBar <alerts@dietbar.example>`. */
const addressOf = (mailbox: string) => /<([^<>\s]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox.trim();

/**
 * The booking e-mails through the server's outbox. Each entry is written for one version of its booking (its
 * sequence, which every move and cancellation raises): when the booking has changed by the time an entry falls due, a
 * later entry tells of it as it now is, so the stale one is skipped, and a reminder whose time changed or whose booking
 * was cancelled is never sent. The visitor's e-mails carry their manage link, opened from the booking's sealed copy of
 * the token when each e-mail is written.
 */
export function outboxBookingMail({ config, delivery, bookings, consultationTypes, schedule, payments, now }: OutboxBookingMailOptions) {
  const { outbox } = delivery;

  const entry = (kind: BookingEmailKind, booking: Booking, dueAt?: string): NewOutboxEntry => ({
    kind,
    bookingId: booking.id,
    bookingSequence: booking.sequence,
    ...(dueAt ? { dueAt } : {}),
  });

  /** One reminder per entry of the availability's reminderMinutesBefore, each due that long before the start; none already past. */
  async function reminders(booking: Booking, executor: Knex): Promise<NewOutboxEntry[]> {
    const { reminderMinutesBefore } = await schedule.availability(executor);
    const start = Date.parse(booking.start);
    return reminderMinutesBefore
      .map((minutes) => start - minutes * MINUTE_MS)
      .filter((due) => due >= now().getTime())
      .map((due) => entry('booking_reminder', booking, new Date(due).toISOString()));
  }

  /** A move or a cancellation: the pending reminders dropped, the visitor's invitation, and the practice told when the visitor did it. */
  async function changed(booking: Booking, executor: Knex, by: BookingChanger, kind: 'booking_update' | 'booking_cancellation') {
    if (!delivery.enabled) return;
    await outbox.skipPending(booking.id, 'booking_reminder', executor);
    const alert = by === 'visitor' ? [entry('booking_alert', booking)] : [];
    const planned = kind === 'booking_update' ? await reminders(booking, executor) : [];
    await outbox.enqueue([entry(kind, booking), ...alert, ...planned], executor);
  }

  /** What a payment e-mail says of the booking's payment as it now is. */
  async function paymentFacts(booking: Booking): Promise<PaymentFacts | undefined> {
    const payment = await payments.ofBooking(booking.id);
    if (!payment) return undefined;
    const method = payment.method === PAYMOB_METHOD ? undefined : (await payments.methods.list(true)).find((entry) => entry.id === payment.method);
    const language = booking.language;
    const given = (await payments.refunds.of(payment.id)).filter((refund) => refund.status === 'succeeded' || refund.status === 'recorded');
    return {
      amountCents: payment.amountCents,
      refundCents: given.at(-1)?.amountCents ?? 0,
      holdUntil: payment.holdUntil,
      methodName: method ? (language === 'ar' ? method.nameAr : method.nameEn) : '',
      instructions: method ? (language === 'ar' ? method.instructionsAr : method.instructionsEn) : '',
    };
  }

  /** A payment e-mail: written about the payment whatever became of the booking's time since. */
  async function composePayment(kind: PaymentEmailKind, booking: Booking, facts: BookingFacts): Promise<OutgoingMail | undefined> {
    const payment = await paymentFacts(booking);
    if (!payment) return undefined;
    const siteUrl = delivery.siteUrl();
    if (kind === 'payment_late_alert') {
      return { to: await delivery.practiceRecipients(), replyTo: { name: headerText(booking.name), address: booking.email }, ...latePaymentAlertEmail(facts, payment, `${siteUrl}${paths.adminBooking(booking.id)}`) };
    }
    // Instructions are only worth sending while the booking still waits for them.
    if (kind === 'payment_instructions' && booking.status !== 'pending_payment') return undefined;
    const token = await bookings.manageToken(booking.id);
    const manageUrl = token ? `${siteUrl}${paths.manageBooking(token)}` : undefined;
    return { to: [booking.email], ...visitorPaymentEmail(kind, facts, payment, { siteUrl, manageUrl }) };
  }

  async function compose(queued: BookingOutboxEntry): Promise<OutgoingMail | undefined> {
    const booking = await bookings.find(queued.bookingId);
    if (!booking || (!isPaymentKind(queued.kind) && booking.sequence !== queued.bookingSequence)) return undefined;
    if (queued.kind === 'booking_reminder' && (booking.status !== 'confirmed' || Date.parse(booking.start) <= now().getTime())) return undefined;
    const type = await consultationTypes.find(booking.typeId);
    if (!type) throw new Error(`The consultation type ${booking.typeId} of booking ${booking.id} is missing`);
    const facts: BookingFacts = { booking, type, timeZone: (await schedule.availability()).timeZone };
    if (isPaymentKind(queued.kind)) return composePayment(queued.kind, booking, facts);
    const siteUrl = delivery.siteUrl();
    if (queued.kind === 'booking_alert') {
      const alert = bookingAlertEmail(facts, `${siteUrl}${paths.adminBooking(booking.id)}`);
      return { to: await delivery.practiceRecipients(), replyTo: { name: headerText(booking.name), address: booking.email }, ...alert };
    }
    const token = queued.kind === 'booking_cancellation' ? undefined : await bookings.manageToken(booking.id);
    const manageUrl = token ? `${siteUrl}${paths.manageBooking(token)}` : undefined;
    const message: OutgoingMail = { to: [booking.email], ...visitorBookingEmail(queued.kind, facts, { siteUrl, manageUrl }) };
    if (queued.kind === 'booking_reminder') return message;
    const method = queued.kind === 'booking_cancellation' ? 'CANCEL' : 'REQUEST';
    const content = bookingInvitationFile(method, facts, { siteUrl, organizerEmail: addressOf(config.MAIL_FROM!), manageUrl });
    return { ...message, icalEvent: { method, filename: 'invitation.ics', content } };
  }

  return {
    async booked(booking: Booking, executor: Knex): Promise<void> {
      if (!delivery.enabled) return;
      await outbox.enqueue([entry('booking_confirmation', booking), entry('booking_alert', booking), ...(await reminders(booking, executor))], executor);
    },
    moved: (booking: Booking, executor: Knex, by: BookingChanger) => changed(booking, executor, by, 'booking_update'),
    cancelled: (booking: Booking, executor: Knex, by: BookingChanger) => changed(booking, executor, by, 'booking_cancellation'),
    async paymentNotice(booking: Booking, kind: 'payment_instructions' | 'payment_refund' | 'payment_late', executor: Knex): Promise<void> {
      if (!delivery.enabled) return;
      await outbox.enqueue([entry(kind, booking), ...(kind === 'payment_late' ? [entry('payment_late_alert', booking)] : [])], executor);
    },
    wake: delivery.wake,
    emailStates: outbox.bookingStates,
    /** The message of a booking's entry, or undefined to skip it (see above). */
    compose,
  } satisfies BookingMail & { compose: typeof compose };
}
