import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { WhatsappTemplateStatus } from '@shared/schemas/whatsapp';
import { WHATSAPP_TEMPLATE_STATUSES } from '@shared/schemas/whatsapp';

/** True when the two texts are equal, compared in constant time (their SHA-256, so that the length leaks nothing either). */
export function constantTimeEqual(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * True when `signature` (X-Hub-Signature-256) is `sha256=` and the HMAC-SHA256 of exactly the bytes received under the
 * app's secret. The bytes are never parsed and written again: Meta signs its own serialisation (non-ASCII escaped as
 * \uXXXX), which another would not reproduce.
 */
export function signatureMatches(rawBody: Buffer, signature: string | undefined, appSecret: string): boolean {
  const given = /^sha256=([0-9a-f]{64})$/i.exec(signature ?? '')?.[1];
  if (!given) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(given.toLowerCase(), 'hex'), expected);
}

/** What a webhook tells, event by event. */
export type WebhookEvent =
  | { type: 'status'; metaId: string; status: 'sent' | 'delivered' | 'read' | 'failed'; error?: { code: number; title: string } }
  | { type: 'message'; metaId: string; number: string; profileName: string; text: string; at: string }
  | { type: 'template'; name: string; language: string; status: WhatsappTemplateStatus };

type Loose = Record<string, any>;

const asList = (value: unknown): Loose[] => (Array.isArray(value) ? value.filter((item): item is Loose => item !== null && typeof item === 'object') : []);
const text = (value: unknown, max = 4096) => (typeof value === 'string' ? value.slice(0, max) : '');
const DELIVERY_STATES = new Set(['sent', 'delivered', 'read', 'failed']);

/** What a visitor's message says: its text, a button's or a list reply's title, a caption, or its type. */
function messageText(message: Loose): string {
  return (
    text(message.text?.body) ||
    text(message.button?.text) ||
    text(message.interactive?.button_reply?.title) ||
    text(message.interactive?.list_reply?.title) ||
    text(message.image?.caption ?? message.video?.caption ?? message.document?.caption) ||
    `[${text(message.type, 30) || 'message'}]`
  );
}

/** The events of a signed webhook's body (`object: whatsapp_business_account`); anything it does not know is left out. */
export function parseWebhook(body: unknown): WebhookEvent[] {
  const events: WebhookEvent[] = [];
  if (!body || typeof body !== 'object' || (body as Loose).object !== 'whatsapp_business_account') return events;
  for (const entry of asList((body as Loose).entry)) {
    for (const change of asList(entry.changes)) {
      const value: Loose = change.value && typeof change.value === 'object' ? change.value : {};
      if (change.field === 'message_template_status_update') {
        const status = text(value.event, 30);
        if (WHATSAPP_TEMPLATE_STATUSES.includes(status as WhatsappTemplateStatus) && text(value.message_template_name)) {
          events.push({ type: 'template', name: text(value.message_template_name, 100), language: text(value.message_template_language, 10), status: status as WhatsappTemplateStatus });
        }
        continue;
      }
      if (change.field !== 'messages') continue;
      for (const status of asList(value.statuses)) {
        if (!DELIVERY_STATES.has(status.status) || !text(status.id)) continue;
        const [error] = asList(status.errors);
        events.push({
          type: 'status',
          metaId: text(status.id, 200),
          status: status.status,
          ...(status.status === 'failed' ? { error: { code: Number(error?.code) || 0, title: text(error?.title ?? error?.message, 500) || 'Failed' } } : {}),
        });
      }
      const names = new Map(asList(value.contacts).map((contact) => [text(contact.wa_id, 20), text(contact.profile?.name, 200)]));
      for (const message of asList(value.messages)) {
        const from = text(message.from, 20);
        const seconds = Number(message.timestamp);
        if (!/^[1-9]\d{6,14}$/.test(from) || !text(message.id) || !Number.isFinite(seconds)) continue;
        events.push({ type: 'message', metaId: text(message.id, 200), number: `+${from}`, profileName: names.get(from) ?? '', text: messageText(message), at: new Date(seconds * 1000).toISOString() });
      }
    }
  }
  return events;
}
