import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { WS_WHATSAPP_MESSAGE } from '@shared/constants';
import { formatMoney } from '@shared/format';
import { paths } from '@shared/routes';
import type { ConsultationType } from '@shared/schemas/booking';
import type { Lead } from '@shared/schemas/lead';
import {
  OUTSIDE_WINDOW,
  SERVICE_WINDOW_MS,
  WHATSAPP_LANGUAGES,
  type WhatsappConversation,
  type WhatsappLanguage,
  type WhatsappMessage,
  type WhatsappStatus,
  type WhatsappTemplateKind,
} from '@shared/schemas/whatsapp';
import { placeOf, timeOf, typeName, type BookingFacts } from '../booking/booking-emails';
import type { BookingChanger, BookingMail } from '../booking/booking-mail';
import type { Booking, BookingRepository } from '../booking/bookings';
import type { BookingSchedule } from '../booking/schedule';
import type { Config, WhatsappOptions } from '../config';
import type { Database } from '../db/connection';
import { lockUntilCommit } from '../db/one-instance-at-a-time';
import { ApiError, validationFailed } from '../http/errors';
import type { LeadRepository } from '../leads/repository';
import { DEFAULT_RETRY, FinalDeliveryError, outboxSender, type RetryTiming } from '../mail/sender';
import type { PaymentStore } from '../payments/payment-store';
import type { NotificationHub } from '../realtime/notification-hub';
import type { TableRepository } from '../tables/table';
import { GraphApiError, graphApi, type GraphApi } from './graph-api';
import { whatsappNumber } from '@shared/phone-numbers';
import { parameterText, templateOf, WHATSAPP_TEMPLATES, type TemplateParameter } from './templates';
import { whatsappStore, type StoredWhatsappMessage, type WhatsappOutboxEntry } from './whatsapp-store';
import { constantTimeEqual, parseWebhook, type WebhookEvent } from './webhook';

const MINUTE_MS = 60_000;
/** Longer than one Graph API call may take, twice over: a claim older than this is from a sender that died. */
const ABANDONED_AFTER_MS = 60_000;

/** A template message ready to go, or the practice's text. */
type OutgoingWhatsapp = { to: string; template: string; language: WhatsappLanguage; parameters: string[] } | { to: string; text: string };

interface WhatsappOptionsOfServer {
  config: Config;
  db: Database;
  bookings: BookingRepository;
  leads: LeadRepository;
  consultationTypes: Pick<TableRepository<ConsultationType>, 'find'>;
  schedule: Pick<BookingSchedule, 'availability'>;
  payments: PaymentStore;
  hub: NotificationHub;
  logger: Logger;
  now: () => Date;
  retry?: RetryTiming;
  /** The Graph API (tests give a stand-in's address through WHATSAPP_API_URL instead). */
  api?: GraphApi;
}

/** A template that Meta has not approved (or has paused): the message waits, and is tried again. */
class TemplateNotApproved extends Error {}

/** Text with Arabic letters is the visitor's Arabic; anything else is answered in English. */
const languageOfText = (text: string): WhatsappLanguage => (/[\u0600-\u06FF]/.test(text) ? 'ar' : 'en');

/**
 * WhatsApp through Meta's Cloud API, when WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN are set: the visitor's
 * confirmations, reminders and notices (with their consent) and the owner's alerts as approved templates, the
 * practice's free-text answers within the 24-hour window, all queued in the transaction of their change and sent
 * through the outbox the e-mails use; Meta's signed webhooks (delivery states, the visitors' messages, the templates'
 * reviews). Without the variables nothing is queued, nothing is offered, and a visitor's `whatsapp: true` is refused.
 */
export function whatsappMessaging({ config, db, bookings, leads, consultationTypes, schedule, payments, hub, logger, now, retry = DEFAULT_RETRY, api: givenApi }: WhatsappOptionsOfServer) {
  const options: WhatsappOptions | undefined = config.whatsapp;
  const store = whatsappStore(db, now);
  const api = options ? (givenApi ?? graphApi(options)) : undefined;
  const siteUrl = (config.PUBLIC_URL ?? '').replace(/\/+$/, '');
  const secrets = options ? [options.accessToken, options.appSecret, options.verifyToken] : [];
  const redact = (text: string) => secrets.reduce((redacted, secret) => redacted.split(secret).join('[redacted]'), text);
  /** Meta's error of each message's last failed attempt, kept for the moment it is given up. */
  const lastErrors = new Map<number, { code: number; title: string }>();

  /** The owner's numbers, never the business number itself (a message to oneself is refused). */
  async function ownerNumbers(executor: Knex): Promise<string[]> {
    const { displayNumber } = await store.connection(executor);
    const business = displayNumber ? whatsappNumber(displayNumber) : null;
    return (options?.notify ?? []).filter((number) => number !== business);
  }

  async function ownerAlerts(kind: 'owner_new_lead' | 'owner_new_booking' | 'owner_booking_change', about: { leadId?: number | null; booking?: Booking }, executor: Knex) {
    return (await ownerNumbers(executor)).map((number) => ({
      kind,
      number,
      language: options!.notifyLanguage,
      template: templateOf(kind).name,
      leadId: about.leadId ?? about.booking?.leadId ?? null,
      ...(about.booking ? { bookingId: about.booking.id, bookingSequence: about.booking.sequence } : {}),
    }));
  }

  const visitorMessage = (kind: WhatsappTemplateKind, booking: Booking, number: string, dueAt?: string) => ({
    kind,
    number,
    language: booking.language,
    template: templateOf(kind).name,
    leadId: booking.leadId,
    bookingId: booking.id,
    bookingSequence: booking.sequence,
    ...(dueAt ? { dueAt } : {}),
  });

  /** The reminders of a booking, due as its e-mail reminders are; none already past. */
  async function reminders(booking: Booking, number: string, executor: Knex) {
    const { reminderMinutesBefore } = await schedule.availability(executor);
    const start = Date.parse(booking.start);
    return reminderMinutesBefore
      .map((minutes) => start - minutes * MINUTE_MS)
      .filter((due) => due >= now().getTime())
      .map((due) => visitorMessage('booking_reminder', booking, number, new Date(due).toISOString()));
  }

  /** The visitor's number when they agreed to messages about the booking, or null. */
  async function consentedNumber(booking: Booking, executor: Knex): Promise<string | null> {
    const { number, consentAt } = await bookings.whatsappOf(booking.id, executor);
    return number && consentAt ? number : null;
  }

  async function changed(booking: Booking, executor: Knex, by: BookingChanger, kind: 'booking_update' | 'booking_cancellation') {
    if (!options) return;
    await store.skipPending(booking.id, 'booking_reminder', executor);
    const number = await consentedNumber(booking, executor);
    const visitor = number ? [visitorMessage(kind, booking, number), ...(kind === 'booking_update' ? await reminders(booking, number, executor) : [])] : [];
    const owner = by === 'visitor' ? await ownerAlerts('owner_booking_change', { booking }, executor) : [];
    await store.queue([...visitor, ...owner], executor);
  }

  // ---- Writing each message when it falls due ----

  async function bookingFacts(booking: Booking): Promise<BookingFacts> {
    const type = await consultationTypes.find(booking.typeId);
    if (!type) throw new Error(`The consultation type ${booking.typeId} of booking ${booking.id} is missing`);
    return { booking, type, timeZone: (await schedule.availability()).timeZone };
  }

  /** The amount a payment notice tells of, in the visitor's language; undefined when there is none to tell. */
  async function amountOf(booking: Booking, kind: 'payment_received' | 'payment_refund', language: WhatsappLanguage): Promise<string | undefined> {
    const payment = await payments.ofBooking(booking.id);
    if (!payment) return undefined;
    if (kind === 'payment_received') return payment.paidAt ? formatMoney(payment.amountCents, language) : undefined;
    const given = (await payments.refunds.of(payment.id)).filter((refund) => refund.status === 'succeeded' || refund.status === 'recorded');
    const last = given.at(-1);
    return last ? formatMoney(last.amountCents, language) : undefined;
  }

  /** The parameters of a booking's message, or undefined when it is no longer needed. */
  async function bookingParameters(message: StoredWhatsappMessage, booking: Booking): Promise<Partial<Record<TemplateParameter, string>> | undefined> {
    const kind = message.kind;
    const isPayment = kind === 'payment_received' || kind === 'payment_refund';
    // A message about a version of the booking that has changed since is told again by a later one (payments excepted).
    if (!isPayment && kind !== 'owner_new_booking' && booking.sequence !== message.bookingSequence) return undefined;
    if (kind === 'booking_reminder' && (booking.status !== 'confirmed' || Date.parse(booking.start) <= now().getTime())) return undefined;
    const facts = await bookingFacts(booking);
    const language = message.language;
    const token = kind === 'booking_cancellation' ? undefined : await bookings.manageToken(booking.id);
    const amount = isPayment ? await amountOf(booking, kind, language) : undefined;
    if (isPayment && !amount) return undefined;
    return {
      consultation: typeName(facts, language),
      when: timeOf(facts, language),
      place: placeOf(facts, language) || (facts.type.mode === 'online' ? (language === 'ar' ? 'عبر الإنترنت' : 'Online') : '-'),
      manageLink: token ? `${siteUrl}${paths.manageBooking(token)}` : `${siteUrl}${paths.book()}`,
      bookLink: `${siteUrl}${paths.book()}`,
      name: booking.name,
      change: booking.status === 'cancelled' ? (language === 'ar' ? 'أُلغي' : 'cancelled') : language === 'ar' ? 'نُقل إلى موعد آخر' : 'moved to another time',
      dashboardLink: `${siteUrl}${paths.adminBooking(booking.id)}`,
      ...(amount ? { amount } : {}),
    };
  }

  async function leadParameters(lead: Lead): Promise<Partial<Record<TemplateParameter, string>>> {
    return {
      name: lead.name,
      contact: [lead.phone, lead.email].filter(Boolean).join(' · ') || '-',
      dashboardLink: `${siteUrl}${paths.adminLead(lead.id)}`,
    };
  }

  async function compose(entry: WhatsappOutboxEntry): Promise<OutgoingWhatsapp | undefined> {
    const message = await store.find(entry.whatsappMessageId);
    if (!message || message.status !== 'pending') return undefined;
    if (message.kind === 'reply') return { to: message.number, text: message.text ?? '' };
    const template = templateOf(message.kind as WhatsappTemplateKind);
    let values: Partial<Record<TemplateParameter, string>> | undefined;
    if (message.bookingId !== null) {
      const booking = await bookings.find(message.bookingId);
      values = booking && (await bookingParameters(message, booking));
    } else {
      const lead = message.leadId === null ? undefined : await leads.find(message.leadId);
      values = lead && (await leadParameters(lead));
    }
    if (!values) return undefined;
    const status = await store.templateStatus(template.name, message.language);
    // Unknown (no list read yet) is tried: Meta answers 132001 when it does not have it, and the message waits then.
    if (status !== undefined && status !== 'APPROVED') throw new TemplateNotApproved(`The template ${template.name} (${message.language}) is ${status}, not approved yet`);
    return { to: message.number, template: template.name, language: message.language, parameters: template.parameters.map((name) => parameterText(values[name] ?? '-')) };
  }

  async function send(outgoing: OutgoingWhatsapp, entry: WhatsappOutboxEntry): Promise<string[]> {
    try {
      const metaId = 'text' in outgoing ? await api!.sendText(outgoing.to, outgoing.text) : await api!.sendTemplate(outgoing.to, outgoing);
      lastErrors.delete(entry.whatsappMessageId);
      await store.markAccepted(entry.whatsappMessageId, metaId);
      return [outgoing.to];
    } catch (error) {
      if (!(error instanceof GraphApiError)) throw error;
      lastErrors.set(entry.whatsappMessageId, { code: error.code, title: redact(error.title) });
      if (error.retry === 'never') throw new FinalDeliveryError(redact(error.message));
      throw error;
    }
  }

  const sender = options
    ? outboxSender({
        outbox: store.outbox,
        channel: {
          noun: 'a WhatsApp message',
          compose,
          send,
          async ended(entry, outcome, reason) {
            const error = outcome === 'failed' ? (lastErrors.get(entry.whatsappMessageId) ?? { code: 0, title: reason ?? 'Not sent' }) : undefined;
            lastErrors.delete(entry.whatsappMessageId);
            await store.markEnded(entry.whatsappMessageId, outcome, error);
          },
          close: () => undefined,
        },
        now,
        logger,
        redact,
        retry,
        abandonedAfterMs: ABANDONED_AFTER_MS,
      })
    : undefined;

  // ---- Meta's webhooks ----

  async function applyTemplateStatus(name: string, language: string, status: Parameters<typeof store.setTemplateStatus>[2]) {
    await store.setTemplateStatus(name, language, status);
    if (status === 'APPROVED') {
      // Messages waiting for this approval go at once rather than at their next backoff.
      await store.outbox.hurryPending();
      sender?.wake();
    }
  }

  /**
   * A visitor's message: kept on the lead of their number (its WhatsApp number, else the phone it gave; a new lead named
   * from their profile, when none), which turns unread.
   */
  async function receive(event: Extract<WebhookEvent, { type: 'message' }>) {
    if (await store.knownIncoming(event.metaId)) return;
    const language = languageOfText(event.text);
    const kept = await db.transaction(async (transaction) => {
      // A number's messages one at a time across instances: two first messages of a new number make one lead.
      await lockUntilCommit(transaction, `whatsapp number ${event.number}`);
      let lead = await leads.findByWhatsappNumber(event.number, transaction);
      if (!lead) {
        // A visitor who left this number without asking for messages here: their lead, which now knows the number.
        lead = await leads.findByPhoneNumber(event.number, transaction);
        if (lead) await leads.recordWhatsapp(lead.id, event.number, null, transaction);
      }
      if (!lead) {
        const name = event.profileName.trim() || event.number;
        lead = await leads.create({ name, email: '', phone: event.number, packageInterest: '', message: event.text, language, isRead: false }, transaction);
        await leads.recordWhatsapp(lead.id, event.number, null, transaction);
      }
      const isNew = await store.recordIncoming({ metaId: event.metaId, number: event.number, leadId: lead.id, language, text: event.text, at: event.at }, transaction);
      if (isNew) await leads.markUnread(lead.id, transaction);
      return isNew ? lead : undefined;
    });
    if (kept) hub.broadcast({ type: WS_WHATSAPP_MESSAGE, data: { leadId: kept.id, name: kept.name, text: event.text, at: event.at } });
  }

  async function apply(event: WebhookEvent) {
    if (event.type === 'status') await store.applyStatus(event.metaId, event.status, event.error);
    else if (event.type === 'template') await applyTemplateStatus(event.name, event.language, event.status);
    else await receive(event);
  }

  return {
    /** True when WhatsApp is configured: messages are queued and sent, and visitors are offered it. */
    enabled: options !== undefined,

    /**
     * The visitor's WhatsApp number (E.164) when they asked for messages there, null when they did not; a 400 by field
     * when WhatsApp is off (`whatsapp`) or the phone cannot be a mobile (`phone`).
     */
    consentNumber(input: { whatsapp?: boolean; phone: string }): string | null {
      if (!input.whatsapp) return null;
      if (!options) throw validationFailed([{ path: 'whatsapp', code: 'whatsapp_not_offered', message: 'WhatsApp messages are not offered' }]);
      const number = whatsappNumber(input.phone);
      if (!number) throw validationFailed([{ path: 'phone', code: 'not_mobile', message: 'Must be a mobile number that can receive WhatsApp messages' }]);
      return number;
    },

    /** A new lead, in `executor` (the transaction storing it): the owner's alert, and the visitor's thank-you when they agreed. */
    async leadStored(lead: Lead, number: string | null, executor: Knex): Promise<void> {
      if (!options) return;
      const thanks = number ? [{ kind: 'lead_thanks' as const, number, language: lead.language, template: templateOf('lead_thanks').name, leadId: lead.id }] : [];
      if (number) await leads.recordWhatsapp(lead.id, number, now().toISOString(), executor);
      await store.queue([...thanks, ...(await ownerAlerts('owner_new_lead', { leadId: lead.id }, executor))], executor);
    },

    /** Records the visitor's consent to WhatsApp messages about a new booking (and on its lead), in `executor`. */
    async bookingConsented(booking: Booking, number: string, executor: Knex): Promise<void> {
      const at = now().toISOString();
      await bookings.recordWhatsapp(booking.id, number, at, executor);
      if (booking.leadId !== null) await leads.recordWhatsapp(booking.leadId, number, at, executor);
    },

    /** The bookings' e-mails with their WhatsApp messages beside them, queued in the same transactions. */
    alongside(mail: BookingMail): BookingMail {
      return {
        async booked(booking, executor) {
          await mail.booked(booking, executor);
          if (!options) return;
          const number = await consentedNumber(booking, executor);
          // A booking paid at booking is booked once its payment is in (marked paid in the same transaction).
          const payment = number ? await payments.ofBooking(booking.id, executor) : undefined;
          const visitor = number
            ? [visitorMessage('booking_confirmation', booking, number), ...(payment ? [visitorMessage('payment_received', booking, number)] : []), ...(await reminders(booking, number, executor))]
            : [];
          await store.queue([...visitor, ...(await ownerAlerts('owner_new_booking', { booking }, executor))], executor);
        },
        async moved(booking, executor, by) {
          await mail.moved(booking, executor, by);
          await changed(booking, executor, by, 'booking_update');
        },
        async cancelled(booking, executor, by) {
          await mail.cancelled(booking, executor, by);
          await changed(booking, executor, by, 'booking_cancellation');
        },
        async paymentNotice(booking, kind, executor) {
          await mail.paymentNotice(booking, kind, executor);
          const number = options && kind !== 'payment_instructions' ? await consentedNumber(booking, executor) : null;
          if (number) await store.queue([visitorMessage('payment_refund', booking, number)], executor);
        },
        wake() {
          mail.wake();
          sender?.wake();
        },
        emailStates: mail.emailStates,
      };
    },

    /** Drops the lead's own messages, in `executor` (the transaction deleting it). */
    forget: (leadId: number, executor: Knex) => store.forget(leadId, executor),

    /** Tells the sender about messages just committed to the queue. */
    wake(): void {
      sender?.wake();
    },

    /** The `whatsapp` block of GET /api/bookings/{id}. */
    async bookingConversation(bookingId: number): Promise<WhatsappConversation> {
      const { number, consentAt } = await bookings.whatsappOf(bookingId);
      return { consent: consentAt !== null, ...(consentAt ? { consentAt } : {}), number, messages: await store.ofBooking(bookingId) };
    },

    /** The `whatsapp` block of GET /api/contact-submissions/{id}, with until when the practice may answer in free text. */
    async leadConversation(lead: Lead): Promise<WhatsappConversation> {
      const last = await store.lastIncoming(lead.id);
      const replyUntil = last ? Date.parse(last.at) + SERVICE_WINDOW_MS : 0;
      return {
        consent: lead.whatsappConsentAt !== undefined,
        ...(lead.whatsappConsentAt ? { consentAt: lead.whatsappConsentAt } : {}),
        number: lead.whatsappNumber ?? null,
        messages: await store.ofLead(lead.id),
        ...(options && replyUntil > now().getTime() ? { replyUntil: new Date(replyUntil).toISOString() } : {}),
      };
    },

    /**
     * POST /api/contact-submissions/{id}/whatsapp: the practice's text to the visitor, queued like any message, to the
     * number they last wrote from; a 409 `outside_window` more than 24 hours after their last message (by Meta's clock).
     */
    async reply(lead: Lead, text: string): Promise<WhatsappMessage> {
      const last = options ? await store.lastIncoming(lead.id) : undefined;
      if (!last || now().getTime() - Date.parse(last.at) >= SERVICE_WINDOW_MS) {
        throw new ApiError(409, OUTSIDE_WINDOW, 'More than 24 hours have passed since the visitor last wrote: only a template can reach them now');
      }
      const [id] = await db.transaction((transaction) => store.queue([{ kind: 'reply', number: last.number, language: lead.language, text, leadId: lead.id }], transaction));
      sender?.wake();
      return (await store.message(id!))!;
    },

    /** GET /api/whatsapp/status. */
    async status(): Promise<WhatsappStatus> {
      if (!options) return { enabled: false, templates: [] };
      const known = new Map((await store.templateStates()).map((state) => [`${state.name} ${state.language}`, state.status]));
      const { displayNumber, lastWebhookAt } = await store.connection();
      return {
        enabled: true,
        ...(displayNumber ? { number: displayNumber } : {}),
        templates: WHATSAPP_TEMPLATES.flatMap(({ name }) => WHATSAPP_LANGUAGES.map((language) => ({ name, language, status: known.get(`${name} ${language}`) ?? 'MISSING' }))),
        ...(lastWebhookAt ? { lastWebhookAt } : {}),
      };
    },

    /** Meta's verification of the webhook's address: the challenge when the token matches, else undefined. */
    verificationAnswer(query: { mode?: string; token?: string; challenge?: string }): string | undefined {
      if (!options || query.mode !== 'subscribe' || query.challenge === undefined || query.token === undefined) return undefined;
      return constantTimeEqual(query.token, options.verifyToken) ? query.challenge : undefined;
    },

    /** The app's secret that signs the webhooks; undefined when WhatsApp is off. */
    appSecret: options?.appSecret,

    /** Applies a signed webhook's events, each once (see the store's ranks and Meta's ids). */
    async applyWebhook(body: unknown): Promise<void> {
      await store.recordWebhook();
      for (const event of parseWebhook(body)) {
        try {
          await apply(event);
        } catch (error) {
          logger.error({ event: event.type, reason: redact(error instanceof Error ? error.message : String(error)) }, 'a WhatsApp webhook event could not be applied');
        }
      }
      sender?.wake();
    },

    /** Starts sending, and learns the business number and the templates' states from the Graph API. */
    async start(): Promise<void> {
      if (!options || !api) return;
      logger.info({ phoneNumberId: options.phoneNumberId, notify: options.notify.length }, 'WhatsApp messages are on');
      try {
        await store.setDisplayNumber(await api.displayNumber());
        const ours = new Set(WHATSAPP_TEMPLATES.map((template) => template.name));
        for (const template of await api.templates()) if (ours.has(template.name)) await store.setTemplateStatus(template.name, template.language, template.status);
      } catch (error) {
        logger.warn({ reason: redact(error instanceof Error ? error.message : String(error)) }, 'the WhatsApp number and templates could not be read; messages are tried all the same');
      }
      sender?.wake();
    },

    /** Resolves once the sender has nothing in progress (tests wait for it). */
    settled: async () => sender?.settled(),
    close: async () => sender?.close(),
  };
}

export type WhatsappMessaging = ReturnType<typeof whatsappMessaging>;
