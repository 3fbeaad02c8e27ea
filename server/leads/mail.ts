import type { Knex } from 'knex';
import { OTHER_PACKAGE } from '@shared/constants';
import type { Package } from '@shared/schemas/package';
import { paths } from '@shared/routes';
import type { Config } from '../config';
import type { MailDelivery } from '../mail/delivery';
import { headerText } from '../mail/message';
import type { LeadMailKind, LeadOutboxEntry } from '../mail/outbox';
import type { OutgoingMail } from '../mail/sender';
import type { TableRepository } from '../tables/table';
import { leadAlertEmail, visitorConfirmationEmail } from './emails';
import type { LeadRepository } from './repository';

interface LeadMailOptions {
  config: Config;
  delivery: MailDelivery;
  leads: LeadRepository;
  packages: TableRepository<Package>;
}

/**
 * E-mails about new leads: queued in the transaction that stores the lead (so none is lost), and delivered by the
 * outbox's sender in the background when SMTP_URL is set. Without it nothing is queued and nothing is sent.
 */
export function leadMail({ config, delivery, leads, packages }: LeadMailOptions) {
  const { outbox } = delivery;
  const kinds: LeadMailKind[] = config.CONFIRM_VISITOR_EMAIL ? ['lead_alert', 'visitor_confirmation'] : ['lead_alert'];

  async function packageName(packageInterest: string): Promise<string> {
    if (packageInterest === '') return 'none chosen';
    if (packageInterest === OTHER_PACKAGE) return 'Other';
    const offered = /^\d+$/.test(packageInterest) ? await packages.find(Number(packageInterest)) : undefined;
    return offered ? `${offered.nameEn} (${offered.nameAr})` : `package ${packageInterest}, no longer offered`;
  }

  return {
    /** Queues the e-mails about a new lead in `executor`, the transaction storing it; nothing without SMTP_URL. */
    async queue(leadId: number, executor: Knex): Promise<void> {
      if (delivery.enabled) await outbox.enqueue(kinds.map((kind) => ({ kind, contactSubmissionId: leadId })), executor);
    },
    /** Tells the sender about e-mails just committed to the queue. */
    wake: delivery.wake,
    /** The message of a lead's entry; undefined when the lead is gone. */
    async compose(entry: LeadOutboxEntry): Promise<OutgoingMail | undefined> {
      const lead = await leads.find(entry.contactSubmissionId);
      if (!lead) return undefined;
      if (entry.kind === 'visitor_confirmation') return { to: [lead.email], ...visitorConfirmationEmail(lead.language) };
      const link = `${delivery.siteUrl()}${paths.adminLead(lead.id)}`;
      const alert = leadAlertEmail(lead, { packageName: await packageName(lead.packageInterest), link });
      return { to: await delivery.practiceRecipients(), replyTo: { name: headerText(lead.name), address: lead.email }, ...alert };
    },
    alertState: outbox.alertState,
    /** Drops the e-mails about a lead that is being deleted, in `executor`, the transaction deleting it. */
    forget: outbox.forget,
  };
}

export type LeadMail = ReturnType<typeof leadMail>;
