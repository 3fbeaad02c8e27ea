import type { Logger } from 'pino';
import { exponentialBackoff } from '@shared/reconnect-policy';
import type { ClaimedEntry, OutboxQueue } from './outbox';

/** One e-mail, ready for the transport (nodemailer's message fields). */
export interface OutgoingMail {
  to: string[];
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /**
   * A calendar invitation: nodemailer sends it as the text/calendar alternative that mail apps offer to add (its
   * Content-Type carries the method) and as an .ics attachment.
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

/** What delivers a message: nodemailer's transport, or anything shaped like it. */
export interface MailTransport {
  sendMail(message: OutgoingMail & { from: string }): Promise<unknown>;
  close(): void;
}

export interface RetryTiming {
  /** The wait before the first retry; each later one doubles it. */
  firstMs: number;
  /** The longest wait between two attempts. */
  maxMs: number;
}

/** First retry after 5 seconds, then 10, 20… up to 10 minutes between attempts. */
export const DEFAULT_RETRY: RetryTiming = { firstMs: 5_000, maxMs: 10 * 60_000 };

/** A message that has failed for this long after it fell due is given up. */
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

/** How long the sender sleeps at most, so that entries it was not woken for (released claims) still go out. */
const LONGEST_SLEEP_MS = 60_000;

/** A failure that no retry can mend (Meta refusing a number): the entry fails at once instead of being tried again. */
export class FinalDeliveryError extends Error {}

/** What an outbox's sender does with each entry: writes its message, and delivers that. */
export interface OutboxChannelSender<Entry extends ClaimedEntry, Message> {
  /** How the logs name one message: 'an e-mail', 'a WhatsApp message'. */
  noun: string;
  /**
   * The message for an entry; undefined when it is no longer needed (its lead is gone, its booking changed), which
   * skips it. Throws when it cannot be sent now (no recipient).
   */
  compose(entry: Entry): Promise<Message | undefined>;
  /** Delivers the message; answers who it went to. Throws a FinalDeliveryError when it can never go. */
  send(message: Message, entry: Entry): Promise<string[]>;
  /** What to do once an entry is given up or skipped (record it on what it is about). */
  ended?(entry: Entry, outcome: 'skipped' | 'failed', reason?: string): Promise<void>;
  close(): void;
}

interface OutboxSenderOptions<Entry extends ClaimedEntry, Message> {
  outbox: Pick<OutboxQueue<Entry>, 'claimNextDue' | 'markSent' | 'markFailed' | 'markSkipped' | 'releaseAbandoned' | 'nextDueAt'>;
  channel: OutboxChannelSender<Entry, Message>;
  now: () => Date;
  logger: Logger;
  /** Takes secrets out of error messages before they are logged or stored. */
  redact(text: string): string;
  retry: RetryTiming;
  /** A claim older than this is from a sender that died mid-delivery. */
  abandonedAfterMs: number;
}

/**
 * Delivers the outbox, one entry at a time, in the order they fell due. Woken at once for a new entry, and by a timer
 * for the next one falling due (a retry, a reminder). Each entry is claimed before it is sent and marked after, so a running sender never sends one
 * twice; `close` waits for the delivery in progress, so a restart does not either. Only a process that dies between
 * the mail server's acceptance and the mark leaves a claim behind, which is retried once it is abandoned: then, and
 * only then, a message may arrive twice (at least once, never lost).
 */
export function outboxSender<Entry extends ClaimedEntry, Message>({ outbox, channel, now, logger, redact, retry, abandonedAfterMs }: OutboxSenderOptions<Entry, Message>) {
  const { noun } = channel;
  const backoff = exponentialBackoff({ baseMs: retry.firstMs, maxMs: retry.maxMs, random: () => 0 });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wokenWhileRunning = false;
  let closed = false;

  const reasonOf = (error: unknown) => redact(error instanceof Error ? error.message : String(error)).slice(0, 1000);

  async function deliver(entry: Entry) {
    const { id, attempts, dueAt, ...subject } = entry;
    // What the entry is about (its kind, lead, booking or message), as the log names it.
    const about: Record<string, unknown> = { mailId: id, ...subject, attempt: attempts + 1 };
    let recipients: string[];
    try {
      const message = await channel.compose(entry);
      if (!message) {
        await outbox.markSkipped(entry.id);
        await channel.ended?.(entry, 'skipped');
        logger.info(about, `${noun} was no longer needed when it fell due; it is skipped`);
        return;
      }
      recipients = await channel.send(message, entry);
    } catch (error) {
      const reason = reasonOf(error);
      const givingUp = error instanceof FinalDeliveryError || now().getTime() - Date.parse(dueAt) >= GIVE_UP_AFTER_MS;
      const retryAt = givingUp ? undefined : new Date(now().getTime() + backoff.delay(attempts)).toISOString();
      await outbox.markFailed(entry.id, reason, retryAt);
      if (retryAt) logger.warn({ ...about, reason, retryAt }, `${noun} could not be sent; it will be tried again`);
      else {
        await channel.ended?.(entry, 'failed', reason);
        logger.error({ ...about, reason }, error instanceof FinalDeliveryError ? `${noun} was refused; it is given up` : `${noun} could not be sent for 3 days; it is given up`);
      }
      return;
    }
    await outbox.markSent(entry.id, recipients);
    logger.info({ ...about, recipients: recipients.length }, `${noun} was sent`);
  }

  async function sleepUntilNextDue() {
    const next = await outbox.nextDueAt();
    const wait = next ? Math.min(Math.max(0, next.getTime() - now().getTime()), LONGEST_SLEEP_MS) : LONGEST_SLEEP_MS;
    clearTimeout(timer);
    timer = setTimeout(wake, wait);
    timer.unref();
  }

  async function drain() {
    try {
      const released = await outbox.releaseAbandoned(new Date(now().getTime() - abandonedAfterMs).toISOString());
      if (released > 0) logger.warn({ released, channel: noun }, 'messages left mid-delivery by a stopped process are queued again');
      for (let entry = await outbox.claimNextDue(); entry; entry = closed ? undefined : await outbox.claimNextDue()) await deliver(entry);
      if (!closed) await sleepUntilNextDue();
    } catch (error) {
      logger.error({ reason: reasonOf(error), channel: noun }, 'the outbox could not be worked through');
      if (!closed) {
        clearTimeout(timer);
        timer = setTimeout(wake, LONGEST_SLEEP_MS);
        timer.unref();
      }
    }
  }

  function wake() {
    if (closed) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    clearTimeout(timer);
    running = drain().finally(() => {
      running = undefined;
      if (wokenWhileRunning) {
        wokenWhileRunning = false;
        wake();
      }
    });
  }

  return {
    /** Looks at the outbox now (a new entry was committed, or the server started). */
    wake,
    /** Resolves once the sender has nothing in progress (tests wait for it). */
    async settled(): Promise<void> {
      while (running) await running;
    },
    /** Stops the timer and waits for the delivery in progress to finish and be marked. */
    async close(): Promise<void> {
      closed = true;
      clearTimeout(timer);
      while (running) await running;
      channel.close();
    },
  };
}

