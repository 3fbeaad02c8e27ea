import type { Knex } from 'knex';
import type { BookingEmailKind, BookingEmailState } from '@shared/schemas/booking';
import type { LeadEmailAlert } from '@shared/schemas/lead';
import type { Database } from '../db/connection';
import { toIso } from '../db/present';

/** The e-mails about a lead: the practice's alert, and the visitor's confirmation when CONFIRM_VISITOR_EMAIL is on. */
export type LeadMailKind = 'lead_alert' | 'visitor_confirmation';

/** An e-mail to queue: about a lead or about a booking (the version of it the e-mail is written for), due at once or at `dueAt`. */
export type NewOutboxEntry = { dueAt?: string } & (
  | { kind: LeadMailKind; contactSubmissionId: number }
  | { kind: BookingEmailKind; bookingId: number; bookingSequence: number }
);

/** What every claimed entry has, whatever its channel. */
export interface ClaimedEntry {
  id: number;
  /** Attempts before this one. */
  attempts: number;
  /** When it fell due (its first attempt): at once when queued, or a reminder's time. */
  dueAt: string;
}

/** A claimed e-mail about a lead. */
export interface LeadOutboxEntry extends ClaimedEntry {
  kind: LeadMailKind;
  contactSubmissionId: number;
  bookingId: null;
  bookingSequence: null;
}

/** A claimed e-mail about a booking, as the booking was (its sequence) when the e-mail was queued. */
export interface BookingOutboxEntry extends ClaimedEntry {
  kind: BookingEmailKind;
  contactSubmissionId: null;
  bookingId: number;
  bookingSequence: number;
}

/** An outbox entry claimed for sending. */
export type OutboxEntry = LeadOutboxEntry | BookingOutboxEntry;

/** Which sender an outbox entry is for: e-mails, or WhatsApp messages. */
export type OutboxChannel = 'email' | 'whatsapp';

/**
 * The one place the mail_outbox table is read and written. An entry goes pending → sending (claimed) → sent, or back
 * to pending with a later attempt time, or failed; or skipped, when it is no longer needed (a reminder of a cancelled
 * booking). It holds no copy of the message: that is rendered from what it is about when it is sent. Each channel's
 * sender claims only its own entries (`channel`), so that e-mails and WhatsApp messages share one durable queue, with
 * its claims, retries and release of abandoned claims, and neither waits for the other.
 */
export function outboxQueue<Entry extends ClaimedEntry>(db: Database, now: () => Date, channel: OutboxChannel, columns: readonly string[]) {
  const stamp = () => now().toISOString();
  const attemptCounted = () => db.raw('?? + 1', ['attempts']);

  return {
    /** Queues the entries in `executor` (the transaction storing what they are about). */
    async enqueue(entries: ({ dueAt?: string } & Record<string, unknown>)[], executor: Knex = db): Promise<void> {
      if (entries.length === 0) return;
      const at = stamp();
      const rows = entries.map(({ dueAt = at, ...entry }) => ({ ...entry, channel, status: 'pending', attempts: 0, dueAt, nextAttemptAt: dueAt, createdAt: at }));
      await executor('mailOutbox').insert(rows);
    },

    /**
     * Takes the entry that has been due longest, if any, for sending: one UPDATE that only a pending entry passes, so
     * that no two senders ever take the same one.
     */
    async claimNextDue(): Promise<Entry | undefined> {
      const at = stamp();
      const due = db('mailOutbox').select('id').where({ channel, status: 'pending' }).where('nextAttemptAt', '<=', at).orderBy('nextAttemptAt').orderBy('id').limit(1);
      const [row] = await db('mailOutbox')
        .where('id', due)
        .where('status', 'pending')
        .update({ status: 'sending', claimedAt: at })
        .returning(['id', 'kind', 'attempts', 'dueAt', ...columns]);
      return row ? { ...row, dueAt: toIso(row.dueAt) } : undefined;
    },

    async markSent(id: number, recipients: string[]): Promise<void> {
      await db('mailOutbox')
        .where({ id, status: 'sending' })
        .update({ status: 'sent', attempts: attemptCounted(), sentAt: stamp(), recipients: JSON.stringify(recipients), lastError: null, claimedAt: null });
    },

    /** Records a failed attempt: pending again until `retryAt`, or failed for good when there is none. */
    async markFailed(id: number, reason: string, retryAt: string | undefined): Promise<void> {
      await db('mailOutbox')
        .where({ id, status: 'sending' })
        .update({ status: retryAt ? 'pending' : 'failed', attempts: attemptCounted(), lastError: reason, claimedAt: null, ...(retryAt ? { nextAttemptAt: retryAt } : {}) });
    },

    /** Records that a claimed entry was no longer needed when it fell due: it is never sent. */
    async markSkipped(id: number): Promise<void> {
      await db('mailOutbox').where({ id, status: 'sending' }).update({ status: 'skipped', claimedAt: null });
    },

    /** Puts entries claimed before `claimedBefore` back in the queue: their sender died mid-delivery. How many. */
    async releaseAbandoned(claimedBefore: string): Promise<number> {
      return db('mailOutbox').where({ channel, status: 'sending' }).where('claimedAt', '<', claimedBefore).update({ status: 'pending', claimedAt: null });
    },

    /** When the next pending entry is due. */
    async nextDueAt(): Promise<Date | undefined> {
      const row = await db('mailOutbox').where({ channel, status: 'pending' }).min({ next: 'nextAttemptAt' }).first();
      return row?.next ? new Date(toIso(row.next)) : undefined;
    },

    /** Makes every pending entry due now (what they waited for has come), in `executor`. */
    async hurryPending(executor: Knex = db): Promise<void> {
      await executor('mailOutbox').where({ channel, status: 'pending' }).where('nextAttemptAt', '>', stamp()).where('dueAt', '<=', stamp()).update({ nextAttemptAt: stamp() });
    },
  };
}

/** The queue's part that a sender uses. */
export type OutboxQueue<Entry extends ClaimedEntry> = ReturnType<typeof outboxQueue<Entry>>;

/** The e-mails' side of the outbox: their queue, and what the leads and the bookings read of it. */
export function mailOutbox(db: Database, now: () => Date) {
  const email = () => db('mailOutbox').where('channel', 'email');
  return {
    ...outboxQueue<OutboxEntry>(db, now, 'email', ['contactSubmissionId', 'bookingId', 'bookingSequence']),

    /** Where the lead's alert to the practice stands; null when none was queued (no SMTP_URL then, or a lead from before). */
    async alertState(leadId: number): Promise<LeadEmailAlert | null> {
      const row = await email().where({ contactSubmissionId: leadId, kind: 'lead_alert' }).orderBy('id', 'desc').first();
      if (!row) return null;
      return {
        status: row.status === 'sending' ? 'pending' : row.status,
        attempts: row.attempts,
        ...(row.lastError ? { lastError: row.lastError } : {}),
        ...(row.sentAt ? { sentAt: toIso(row.sentAt) } : {}),
      };
    },

    /**
     * Drops every e-mail about the lead, sent or not, in `executor` (the transaction deleting it). The e-mails about its
     * bookings are the bookings' and stay: a booking outlives its lead.
     */
    async forget(leadId: number, executor: Knex = db): Promise<void> {
      await executor('mailOutbox').where({ contactSubmissionId: leadId }).delete();
    },

    /** Marks the booking's e-mails of `kind` that are still waiting as skipped, in `executor` (the transaction changing it). */
    async skipPending(bookingId: number, kind: BookingEmailKind, executor: Knex = db): Promise<void> {
      await executor('mailOutbox').where({ channel: 'email', bookingId, kind, status: 'pending' }).update({ status: 'skipped' });
    },

    /** Where each e-mail about the booking stands, by the time it fell due (oldest first). */
    async bookingStates(bookingId: number): Promise<BookingEmailState[]> {
      const rows = await email().where({ bookingId }).orderBy('dueAt').orderBy('id');
      return rows.map((row) => ({
        kind: row.kind,
        // One being sent is still pending to the reader.
        status: row.status === 'sending' ? 'pending' : row.status,
        dueAt: toIso(row.dueAt),
        attempts: row.attempts,
        ...(row.lastError ? { lastError: row.lastError } : {}),
        ...(row.sentAt ? { sentAt: toIso(row.sentAt) } : {}),
      }));
    },
  };
}

export type MailOutbox = ReturnType<typeof mailOutbox>;
