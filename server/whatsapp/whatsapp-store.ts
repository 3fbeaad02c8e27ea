import type { Knex } from 'knex';
import type { WhatsappError, WhatsappLanguage, WhatsappMessage, WhatsappMessageKind, WhatsappMessageStatus, WhatsappTemplateState, WhatsappTemplateStatus } from '@shared/schemas/whatsapp';
import type { Database } from '../db/connection';
import { toIso } from '../db/present';
import { outboxQueue, type ClaimedEntry } from '../mail/outbox';

/** The delivery states Meta reports. */
type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** A WhatsApp message claimed from the outbox for sending. */
export interface WhatsappOutboxEntry extends ClaimedEntry {
  kind: WhatsappMessageKind;
  whatsappMessageId: number;
}

/** An outgoing message to queue: a template of its kind, or the practice's text (`reply`). */
export interface NewWhatsappMessage {
  kind: Exclude<WhatsappMessageKind, 'incoming'>;
  number: string;
  language: WhatsappLanguage;
  template?: string;
  text?: string;
  leadId?: number | null;
  bookingId?: number;
  bookingSequence?: number;
  /** When it falls due (a reminder's time); at once when absent. */
  dueAt?: string;
}

/** A stored message, as the sender and the webhook read it. */
export interface StoredWhatsappMessage {
  id: number;
  direction: 'out' | 'in';
  kind: WhatsappMessageKind;
  leadId: number | null;
  bookingId: number | null;
  bookingSequence: number | null;
  number: string;
  language: WhatsappLanguage;
  template: string | null;
  text: string | null;
  status: WhatsappMessageStatus;
}

/**
 * The rank of each delivery state: a status report moves a message only upwards, so that reports arriving in any
 * order, or twice, leave the best one; `failed` is final.
 */
const RANK: Record<WhatsappMessageStatus, number> = { pending: 0, sent: 1, delivered: 2, read: 3, failed: 4, skipped: 4, received: 4 };
const below = (status: WhatsappMessageStatus) => (Object.keys(RANK) as WhatsappMessageStatus[]).filter((other) => RANK[other] < RANK[status]);

type Row = Record<string, any>;

const presentStored = (row: Row): StoredWhatsappMessage => ({
  id: row.id,
  direction: row.direction,
  kind: row.kind,
  leadId: row.contactSubmissionId ?? null,
  bookingId: row.bookingId ?? null,
  bookingSequence: row.bookingSequence ?? null,
  number: row.number,
  language: row.language,
  template: row.template ?? null,
  text: row.text ?? null,
  status: row.status,
});

const presentMessage = (row: Row): WhatsappMessage => ({
  id: row.id,
  kind: row.kind,
  direction: row.direction,
  ...(row.template ? { template: row.template } : {}),
  ...(row.text !== null && row.text !== undefined ? { text: row.text } : {}),
  status: row.status,
  ...(row.errorCode !== null && row.errorCode !== undefined ? { error: { code: row.errorCode, title: row.errorTitle ?? '' } } : {}),
  at: toIso(row.at),
});

/** The kinds that go to the owner, not to the visitor of the conversation. */
const OWNER_KINDS = ['owner_new_lead', 'owner_new_booking', 'owner_booking_change'];

/**
 * The one place the WhatsApp tables are read and written: the messages both ways, their outbox entries (the e-mails'
 * table, channel `whatsapp`), the templates' states and the connection's last webhook.
 */
export function whatsappStore(db: Database, now: () => Date) {
  const outbox = outboxQueue<WhatsappOutboxEntry>(db, now, 'whatsapp', ['whatsappMessageId']);
  const stamp = () => now().toISOString();

  /** Moves the outgoing message of Meta's id up to `status`; answers whether it changed. */
  async function raise(metaId: string, status: DeliveryStatus, error?: WhatsappError): Promise<boolean> {
    const changed = await db('whatsappMessages')
      .where({ metaId, direction: 'out' })
      .whereIn('status', below(status))
      .update({ status, ...(error ? { errorCode: error.code, errorTitle: error.title.slice(0, 500) } : {}) });
    return changed > 0;
  }

  /** Applies the report kept for Meta's id before its message was known, once it is. */
  async function applyEarly(metaId: string): Promise<void> {
    if (!(await db('whatsappMessages').where({ metaId }).first('id'))) return;
    const early = await db('whatsappEarlyStatuses').where({ metaId }).first();
    if (!early) return;
    await raise(metaId, early.status, early.errorCode === null ? undefined : { code: early.errorCode, title: early.errorTitle ?? '' });
    await db('whatsappEarlyStatuses').where({ metaId }).delete();
  }

  return {
    outbox,

    /** Stores the messages and queues each one, in `executor` (the transaction of the change they tell of). */
    async queue(messages: NewWhatsappMessage[], executor: Knex): Promise<number[]> {
      const ids: number[] = [];
      for (const { kind, number, language, template, text, leadId, bookingId, bookingSequence, dueAt } of messages) {
        const [row] = await executor('whatsappMessages')
          .insert({
            direction: 'out',
            kind,
            number,
            language,
            template: template ?? null,
            text: text ?? null,
            contactSubmissionId: leadId ?? null,
            bookingId: bookingId ?? null,
            bookingSequence: bookingSequence ?? null,
            status: 'pending',
            at: dueAt ?? stamp(),
          })
          .returning('id');
        await outbox.enqueue([{ kind, whatsappMessageId: row.id, ...(dueAt ? { dueAt } : {}) }], executor);
        ids.push(row.id);
      }
      return ids;
    },

    async find(id: number): Promise<StoredWhatsappMessage | undefined> {
      const row = await db('whatsappMessages').where({ id }).first();
      return row ? presentStored(row) : undefined;
    },

    /**
     * Records Meta's id of a message it accepted: `sent` from now on, unless a report already moved it further, or
     * came before this answer (then it is applied now).
     */
    async markAccepted(id: number, metaId: string): Promise<void> {
      await db('whatsappMessages').where({ id }).update({ metaId });
      await db('whatsappMessages').where({ id, status: 'pending' }).update({ status: 'sent' });
      await applyEarly(metaId);
    },

    /** Records that the outbox skipped or gave up a message, with why. */
    async markEnded(id: number, status: 'skipped' | 'failed', error?: { code: number; title: string }): Promise<void> {
      await db('whatsappMessages')
        .where({ id, status: 'pending' })
        .update({ status, ...(error ? { errorCode: error.code, errorTitle: error.title.slice(0, 500) } : {}) });
    },

    /**
     * Applies Meta's report of a message's state, only upwards. A report of a message whose id is not noted yet (its
     * send's answer is still on its way) is kept until it is.
     */
    async applyStatus(metaId: string, status: DeliveryStatus, error?: WhatsappError): Promise<void> {
      if ((await raise(metaId, status, error)) || (await db('whatsappMessages').where({ metaId }).first('id'))) return;
      const early = await db('whatsappEarlyStatuses').where({ metaId }).first('status');
      if (early && RANK[early.status as WhatsappMessageStatus] >= RANK[status]) return;
      await db('whatsappEarlyStatuses')
        .insert({ metaId, status, errorCode: error?.code ?? null, errorTitle: error?.title.slice(0, 500) ?? null })
        .onConflict('metaId')
        .merge(['status', 'errorCode', 'errorTitle']);
      // The answer may have been noted meanwhile, and looked for an early report before this one was kept.
      await applyEarly(metaId);
    },

    /** Skips the booking's messages of `kind` still waiting (its reminders, once it is moved or cancelled), in `executor`. */
    async skipPending(bookingId: number, kind: WhatsappMessageKind, executor: Knex): Promise<void> {
      const waiting = executor('whatsappMessages').select('id').where({ bookingId, kind, status: 'pending' });
      await executor('mailOutbox').where({ channel: 'whatsapp', status: 'pending' }).whereIn('whatsappMessageId', waiting).update({ status: 'skipped' });
      await executor('whatsappMessages').where({ bookingId, kind, status: 'pending' }).update({ status: 'skipped' });
    },

    /** Keeps a visitor's message once (by Meta's id); answers whether it was new. */
    async recordIncoming(message: { metaId: string; number: string; leadId: number; language: WhatsappLanguage; text: string; at: string }, executor: Knex): Promise<boolean> {
      const inserted = await executor('whatsappMessages')
        .insert({
          direction: 'in',
          kind: 'incoming',
          metaId: message.metaId,
          number: message.number,
          contactSubmissionId: message.leadId,
          language: message.language,
          text: message.text,
          status: 'received',
          at: message.at,
        })
        .onConflict('metaId')
        .ignore()
        .returning('id');
      return inserted.length > 0;
    },

    /** True when Meta's id is of a message already kept. */
    async knownIncoming(metaId: string): Promise<boolean> {
      return (await db('whatsappMessages').where({ metaId }).first('id')) !== undefined;
    },

    /** The visitor's last message on the lead: when (Meta's clock) and from which number. */
    async lastIncoming(leadId: number): Promise<{ at: string; number: string } | undefined> {
      const row = await db('whatsappMessages').where({ contactSubmissionId: leadId, direction: 'in' }).orderBy('at', 'desc').orderBy('id', 'desc').first('at', 'number');
      return row ? { at: toIso(row.at), number: row.number } : undefined;
    },

    /** One message as the API shows it. */
    async message(id: number): Promise<WhatsappMessage | undefined> {
      const row = await db('whatsappMessages').where({ id }).first();
      return row ? presentMessage(row) : undefined;
    },

    /** A booking's messages, its owner's alerts included, oldest first. */
    async ofBooking(bookingId: number): Promise<WhatsappMessage[]> {
      return (await db('whatsappMessages').where({ bookingId }).orderBy('at').orderBy('id')).map(presentMessage);
    },

    /** A lead's conversation: its own messages and its bookings' (not the owner's alerts), oldest first. */
    async ofLead(leadId: number): Promise<WhatsappMessage[]> {
      const rows = await db('whatsappMessages')
        .where((about) => about.where({ contactSubmissionId: leadId }).orWhereIn('bookingId', db('bookings').select('id').where({ leadId })))
        .whereNotIn('kind', OWNER_KINDS)
        .orderBy('at')
        .orderBy('id');
      return rows.map(presentMessage);
    },

    /**
     * Drops the lead's own messages (its thank-you, the visitor's words, the practice's replies, the owner's alert) with
     * their outbox entries, in `executor` (the transaction deleting it); its bookings' messages stay with the bookings.
     */
    async forget(leadId: number, executor: Knex): Promise<void> {
      const own = executor('whatsappMessages').select('id').where({ contactSubmissionId: leadId }).whereNull('bookingId');
      await executor('mailOutbox').whereIn('whatsappMessageId', own).delete();
      await executor('whatsappMessages').where({ contactSubmissionId: leadId }).whereNull('bookingId').delete();
    },

    /** The states of the templates as the business account last reported them. */
    async templateStates(): Promise<WhatsappTemplateState[]> {
      const rows = await db('whatsappTemplates').select('name', 'language', 'status').orderBy('name').orderBy('language');
      return rows.map(({ name, language, status }) => ({ name, language, status }));
    },

    /** The known state of one template; undefined when never reported. */
    async templateStatus(name: string, language: WhatsappLanguage): Promise<WhatsappTemplateStatus | undefined> {
      return (await db('whatsappTemplates').where({ name, language }).first('status'))?.status;
    },

    /** Records a template's state (from the list, or a status webhook). */
    async setTemplateStatus(name: string, language: string, status: WhatsappTemplateStatus): Promise<void> {
      await db('whatsappTemplates').insert({ name, language, status, updatedAt: stamp() }).onConflict(['name', 'language']).merge(['status', 'updatedAt']);
    },

    /** The business number as WhatsApp shows it, and when a webhook last came. */
    async connection(executor: Knex = db): Promise<{ displayNumber?: string; lastWebhookAt?: string }> {
      const row = await executor('whatsappConnection').where({ id: 1 }).first();
      return { ...(row?.displayNumber ? { displayNumber: row.displayNumber } : {}), ...(row?.lastWebhookAt ? { lastWebhookAt: toIso(row.lastWebhookAt) } : {}) };
    },

    async setDisplayNumber(displayNumber: string): Promise<void> {
      await db('whatsappConnection').insert({ id: 1, displayNumber }).onConflict('id').merge(['displayNumber']);
    },

    /** Notes that a signed webhook came now. */
    async recordWebhook(): Promise<void> {
      await db('whatsappConnection').insert({ id: 1, lastWebhookAt: stamp() }).onConflict('id').merge(['lastWebhookAt']);
    },
  };
}

export type WhatsappStore = ReturnType<typeof whatsappStore>;
