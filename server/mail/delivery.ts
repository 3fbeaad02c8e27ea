import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { siteAddress } from '../http/site-base-url';
import { mailOutbox, type OutboxEntry } from './outbox';
import { DEFAULT_RETRY, outboxSender, type MailTransport, type OutboxChannelSender, type OutgoingMail, type RetryTiming } from './sender';
import { LONGEST_DELIVERY_MS, redactedSmtpUrl, smtpSecretRedactor, smtpTransport } from './smtp';

interface MailDeliveryOptions {
  config: Config;
  db: Database;
  now: () => Date;
  logger: Logger;
  /** Every admin's e-mail address: the practice's recipients when LEAD_EMAIL_TO is not set. */
  adminEmails(): Promise<string[]>;
  /** The message for an entry, written by the code of what it is about (a lead, a booking); see outboxSender. */
  compose(entry: OutboxEntry): Promise<OutgoingMail | undefined>;
  retry?: RetryTiming;
}

/** E-mails from the outbox through the mail server, from MAIL_FROM. */
const smtpChannel = (transport: MailTransport, from: string, compose: (entry: OutboxEntry) => Promise<OutgoingMail | undefined>): OutboxChannelSender<OutboxEntry, OutgoingMail> => ({
  noun: 'an e-mail',
  compose,
  async send(message) {
    await transport.sendMail({ from, ...message });
    return message.to;
  },
  close: () => transport.close(),
});

/**
 * The server's one outbox and its one sender, when SMTP_URL is set: the leads' and the bookings' e-mails are queued in
 * the transactions of their changes and delivered here in the order they fall due. Without SMTP_URL nothing is queued
 * and nothing is sent.
 */
export function mailDelivery({ config, db, now, logger, adminEmails, compose, retry = DEFAULT_RETRY }: MailDeliveryOptions) {
  const outbox = mailOutbox(db, now);
  let siteUrl = siteAddress(config.PUBLIC_URL, '');

  const sender = config.SMTP_URL
    ? outboxSender({
        outbox,
        channel: smtpChannel(smtpTransport(config.SMTP_URL), config.MAIL_FROM!, compose),
        now,
        logger,
        redact: smtpSecretRedactor(config.SMTP_URL),
        retry,
        abandonedAfterMs: 2 * LONGEST_DELIVERY_MS,
      })
    : undefined;

  return {
    outbox,
    /** True when SMTP_URL is set: e-mails are queued and sent. */
    enabled: sender !== undefined,
    /** The site's address for the links in e-mails (PUBLIC_URL, else the address this server listens on), no trailing slash. */
    siteUrl: () => siteUrl,
    /** Who gets the practice's alerts: LEAD_EMAIL_TO, else every admin. Throws when there is no one (it is retried). */
    async practiceRecipients(): Promise<string[]> {
      const to = config.LEAD_EMAIL_TO.length > 0 ? config.LEAD_EMAIL_TO : await adminEmails();
      if (to.length === 0) throw new Error('There is no one to send the alert to: set LEAD_EMAIL_TO, or add an admin');
      return to;
    },
    /** Tells the sender about e-mails just committed to the queue. */
    wake(): void {
      sender?.wake();
    },
    /** Starts delivering, once the server listens on `ownUrl` (the links' address when PUBLIC_URL is not set). */
    start(ownUrl: string): void {
      if (!sender || !config.SMTP_URL) return;
      siteUrl = siteAddress(config.PUBLIC_URL, ownUrl);
      logger.info({ smtp: redactedSmtpUrl(config.SMTP_URL), confirmVisitor: config.CONFIRM_VISITOR_EMAIL }, 'e-mails about leads and bookings are on');
      if (!config.PUBLIC_URL) logger.warn({ siteUrl }, 'PUBLIC_URL is not set: the links in e-mails name the address this server listens on');
      sender.wake();
    },
    /** Resolves once the sender has nothing in progress. */
    settled: async () => sender?.settled(),
    /** Waits for the delivery in progress, then stops. */
    close: async () => sender?.close(),
  };
}

export type MailDelivery = ReturnType<typeof mailDelivery>;
