import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { OTHER_PACKAGE } from '../../shared/constants';
import type { Package } from '../../shared/schemas/package';
import { paths } from '../../shared/routes';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import type { LeadRepository } from './repository';
import type { TableRepository } from '../tables/table';
import { headerText, leadAlertEmail, visitorConfirmationEmail } from './emails';
import { mailOutbox, type MailKind, type OutboxEntry } from '../mail/outbox';
import { DEFAULT_RETRY, outboxSender, type OutgoingMail, type RetryTiming } from '../mail/sender';
import { LONGEST_DELIVERY_MS, redactedSmtpUrl, smtpSecretRedactor, smtpTransport } from '../mail/smtp';

interface LeadMailOptions {
  config: Config;
  db: Database;
  now: () => Date;
  logger: Logger;
  leads: LeadRepository;
  packages: TableRepository<Package>;
  /** Every admin's e-mail address: the alert's recipients when LEAD_EMAIL_TO is not set. */
  adminEmails(): Promise<string[]>;
  retry?: RetryTiming;
}

/**
 * E-mails about new leads: queued in the transaction that stores the lead (so none is lost), and delivered by a
 * sender in the background when SMTP_URL is set. Without it nothing is queued and nothing is sent.
 */
export function leadMail({ config, db, now, logger, leads, packages, adminEmails, retry = DEFAULT_RETRY }: LeadMailOptions) {
  const outbox = mailOutbox(db, now);
  const kinds: MailKind[] = config.CONFIRM_VISITOR_EMAIL ? ['lead_alert', 'visitor_confirmation'] : ['lead_alert'];
  let siteUrl = config.PUBLIC_URL ?? '';

  async function packageName(packageInterest: string): Promise<string> {
    if (packageInterest === '') return 'none chosen';
    if (packageInterest === OTHER_PACKAGE) return 'Other';
    const offered = /^\d+$/.test(packageInterest) ? await packages.find(Number(packageInterest)) : undefined;
    return offered ? `${offered.nameEn} (${offered.nameAr})` : `package ${packageInterest}, no longer offered`;
  }

  async function compose(entry: OutboxEntry): Promise<OutgoingMail | undefined> {
    const lead = await leads.find(entry.contactSubmissionId);
    if (!lead) return undefined;
    if (entry.kind === 'visitor_confirmation') return { to: [lead.email], ...visitorConfirmationEmail(lead.language) };
    const to = config.LEAD_EMAIL_TO.length > 0 ? config.LEAD_EMAIL_TO : await adminEmails();
    if (to.length === 0) throw new Error('There is no one to send the alert to: set LEAD_EMAIL_TO, or add an admin');
    const link = `${siteUrl}${paths.adminLead(lead.id)}`;
    return { to, replyTo: { name: headerText(lead.name), address: lead.email }, ...leadAlertEmail(lead, { packageName: await packageName(lead.packageInterest), link }) };
  }

  const sender = config.SMTP_URL
    ? outboxSender({
        outbox,
        transport: smtpTransport(config.SMTP_URL),
        from: config.MAIL_FROM!,
        compose,
        now,
        logger,
        redact: smtpSecretRedactor(config.SMTP_URL),
        retry,
        abandonedAfterMs: 2 * LONGEST_DELIVERY_MS,
      })
    : undefined;

  return {
    /** Queues the e-mails about a new lead in `executor`, the transaction storing it; nothing without SMTP_URL. */
    async queue(leadId: number, executor: Knex): Promise<void> {
      if (sender) await outbox.enqueue(leadId, kinds, executor);
    },
    /** Tells the sender about e-mails just committed to the queue. */
    wake(): void {
      sender?.wake();
    },
    alertState: outbox.alertState,
    /** Drops the e-mails about a lead that is being deleted, in `executor`, the transaction deleting it. */
    forget: outbox.forget,
    /** Starts delivering, once the server listens on `ownUrl` (the dashboard link's address when PUBLIC_URL is not set). */
    start(ownUrl: string): void {
      if (!sender || !config.SMTP_URL) return;
      siteUrl = (config.PUBLIC_URL ?? ownUrl).replace(/\/+$/, '');
      logger.info({ smtp: redactedSmtpUrl(config.SMTP_URL), confirmVisitor: config.CONFIRM_VISITOR_EMAIL }, 'e-mails about new leads are on');
      if (!config.PUBLIC_URL) logger.warn({ siteUrl }, 'PUBLIC_URL is not set: the link in lead alerts names the address this server listens on');
      sender.wake();
    },
    /** Resolves once the sender has nothing in progress. */
    settled: async () => sender?.settled(),
    /** Waits for the delivery in progress, then stops. */
    close: async () => sender?.close(),
  };
}

export type LeadMail = ReturnType<typeof leadMail>;
