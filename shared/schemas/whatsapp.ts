import { z } from 'zod';
import { LIMITS } from '../limits';
import { requiredText } from './common';

/** Meta's language codes of the templates: one per language of the site. */
export const WHATSAPP_LANGUAGES = ['ar', 'en'] as const;
export type WhatsappLanguage = (typeof WHATSAPP_LANGUAGES)[number];

/**
 * What a WhatsApp message is: the visitor's template messages (one kind each), the owner's alerts (`owner_…`, to the
 * WHATSAPP_NOTIFY numbers), the practice's free-text `reply` within the 24-hour window, and a visitor's `incoming`
 * message.
 */
export const WHATSAPP_MESSAGE_KINDS = [
  'booking_confirmation',
  'booking_reminder',
  'booking_update',
  'booking_cancellation',
  'payment_received',
  'payment_refund',
  'lead_thanks',
  'owner_new_lead',
  'owner_new_booking',
  'owner_booking_change',
  'reply',
  'incoming',
] as const;
export type WhatsappMessageKind = (typeof WHATSAPP_MESSAGE_KINDS)[number];

/** The kinds sent as approved templates: every outgoing kind but the free-text reply. */
export type WhatsappTemplateKind = Exclude<WhatsappMessageKind, 'reply' | 'incoming'>;

/**
 * Where a message stands. Outgoing: `pending` until Meta accepted it (waiting for its turn, a retry, or its template's
 * approval), then `sent`, `delivered`, `read` as Meta reports them (never backwards), or `failed` (with Meta's error),
 * or `skipped` when it was no longer needed (a reminder of a cancelled booking). Incoming: `received`.
 */
export const WHATSAPP_MESSAGE_STATUSES = ['pending', 'sent', 'delivered', 'read', 'failed', 'skipped', 'received'] as const;
export type WhatsappMessageStatus = (typeof WHATSAPP_MESSAGE_STATUSES)[number];

/** Why a message failed: Meta's error code and title (131026 'Message undeliverable' for a number not on WhatsApp), or ours. */
export interface WhatsappError {
  code: number;
  title: string;
}

/** One message of a booking's or a lead's conversation. */
export interface WhatsappMessage {
  id: number;
  kind: WhatsappMessageKind;
  direction: 'out' | 'in';
  /** The template's name, for a template message. */
  template?: string;
  /** What the practice or the visitor wrote, for a reply or an incoming message. */
  text?: string;
  status: WhatsappMessageStatus;
  error?: WhatsappError;
  /** When it was queued (out) or written, by Meta's timestamp (in); ISO 8601 in UTC. */
  at: string;
}

/**
 * The `whatsapp` block of GET /api/bookings/{id} and GET /api/contact-submissions/{id}: whether the visitor agreed to
 * WhatsApp messages, their number (E.164, null without one), and the messages, oldest first.
 */
export interface WhatsappConversation {
  consent: boolean;
  /** When they agreed. */
  consentAt?: string;
  number: string | null;
  messages: WhatsappMessage[];
  /** A lead's: until when the practice may answer with free text (24 hours after the visitor's last message); absent when it may not. */
  replyUntil?: string;
}

/** Meta's states of a template; `MISSING` when the business account has none of that name and language. */
export const WHATSAPP_TEMPLATE_STATUSES = ['APPROVED', 'PENDING', 'REJECTED', 'PAUSED', 'DISABLED', 'IN_APPEAL', 'MISSING'] as const;
export type WhatsappTemplateStatus = (typeof WHATSAPP_TEMPLATE_STATUSES)[number];

/** One of the product's templates, in one language, as the business account last reported it. */
export interface WhatsappTemplateState {
  name: string;
  language: WhatsappLanguage;
  status: WhatsappTemplateStatus;
}

/** GET /api/whatsapp/status (signed in): whether WhatsApp is on, its number, its templates' states, the last webhook received. */
export interface WhatsappStatus {
  enabled: boolean;
  /** The business number as Meta displays it. */
  number?: string;
  templates: WhatsappTemplateState[];
  lastWebhookAt?: string;
}

/** POST /api/contact-submissions/{id}/whatsapp: the practice's free-text answer to the visitor. */
export const whatsappReplySchema = z.strictObject({ text: requiredText(LIMITS.whatsappText) });
export type WhatsappReply = z.input<typeof whatsappReplySchema>;

/** The 409 error code of a reply more than 24 hours after the visitor's last message: only templates may go then. */
export const OUTSIDE_WINDOW = 'outside_window';

/** How long after the visitor's last message the practice may still answer with free text. */
export const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What the live `whatsapp_message` message carries to every admin: a visitor wrote on WhatsApp. */
export interface WhatsappNotice {
  leadId: number;
  name: string;
  text: string;
  at: string;
}
