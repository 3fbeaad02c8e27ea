import type { Knex } from 'knex';
import type { LeadEmailAlert } from '../../shared/schemas/lead';
import type { Database } from '../db/connection';
import { toIso } from '../db/present';

/** The e-mails about a lead: the practice's alert, and the visitor's confirmation when CONFIRM_VISITOR_EMAIL is on. */
export type MailKind = 'lead_alert' | 'visitor_confirmation';

/** An outbox entry claimed for sending. */
export interface OutboxEntry {
  id: number;
  kind: MailKind;
  contactSubmissionId: number;
  /** Attempts before this one. */
  attempts: number;
  createdAt: string;
}

/**
 * The one place the mail_outbox table is read and written. An entry goes pending → sending (claimed) → sent, or back
 * to pending with a later attempt time, or failed. It holds no copy of the message: that is rendered from the lead
 * when it is sent.
 */
export function mailOutbox(db: Database, now: () => Date) {
  const stamp = () => now().toISOString();
  const attemptCounted = () => db.raw('?? + 1', ['attempts']);

  return {
    /** Queues one e-mail of each kind about the lead, due at once, in `executor` (the transaction storing the lead). */
    async enqueue(leadId: number, kinds: MailKind[], executor: Knex = db): Promise<void> {
      if (kinds.length === 0) return;
      const at = stamp();
      await executor('mailOutbox').insert(kinds.map((kind) => ({ kind, contactSubmissionId: leadId, status: 'pending', attempts: 0, nextAttemptAt: at, createdAt: at })));
    },

    /**
     * Takes the entry that has been due longest, if any, for sending: one UPDATE that only a pending entry passes, so
     * that no two senders ever take the same one.
     */
    async claimNextDue(): Promise<OutboxEntry | undefined> {
      const at = stamp();
      const due = db('mailOutbox').select('id').where('status', 'pending').where('nextAttemptAt', '<=', at).orderBy('nextAttemptAt').orderBy('id').limit(1);
      const [row] = await db('mailOutbox')
        .where('id', due)
        .where('status', 'pending')
        .update({ status: 'sending', claimedAt: at })
        .returning(['id', 'kind', 'contactSubmissionId', 'attempts', 'createdAt']);
      return row ? { ...row, createdAt: toIso(row.createdAt) } : undefined;
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

    /** Puts entries claimed before `claimedBefore` back in the queue: their sender died mid-delivery. How many. */
    async releaseAbandoned(claimedBefore: string): Promise<number> {
      return db('mailOutbox').where('status', 'sending').where('claimedAt', '<', claimedBefore).update({ status: 'pending', claimedAt: null });
    },

    /** When the next pending entry is due. */
    async nextDueAt(): Promise<Date | undefined> {
      const row = await db('mailOutbox').where('status', 'pending').min({ next: 'nextAttemptAt' }).first();
      return row?.next ? new Date(toIso(row.next)) : undefined;
    },

    /** Where the lead's alert to the practice stands; null when none was queued (no SMTP_URL then, or a lead from before). */
    async alertState(leadId: number): Promise<LeadEmailAlert | null> {
      const row = await db('mailOutbox').where({ contactSubmissionId: leadId, kind: 'lead_alert' }).orderBy('id', 'desc').first();
      if (!row) return null;
      return {
        status: row.status === 'sending' ? 'pending' : row.status,
        attempts: row.attempts,
        ...(row.lastError ? { lastError: row.lastError } : {}),
        ...(row.sentAt ? { sentAt: toIso(row.sentAt) } : {}),
      };
    },

    /** Drops every e-mail about the lead, sent or not, in `executor` (the transaction deleting it). */
    async forget(leadId: number, executor: Knex = db): Promise<void> {
      await executor('mailOutbox').where({ contactSubmissionId: leadId }).delete();
    },
  };
}

export type MailOutbox = ReturnType<typeof mailOutbox>;
