import type { Logger } from 'pino';
import { z } from 'zod';
import { HONEYPOT_FIELD, WS_NEW_LEAD, type Language } from '@shared/constants';
import type { Attribution } from '@shared/schemas/analytics';
import { leadInputSchema, type Lead } from '@shared/schemas/lead';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { groupCommit } from '../db/group-commit';
import { rateLimiter, type AttemptStore } from '../http/rate-limit';
import type { LeadMail } from './mail';
import type { NotificationHub } from '../realtime/notification-hub';
import type { LeadRepository } from './repository';
import type { LeadWhatsapp } from './whatsapp-port';

/** The contact form as posted: the lead, and the hidden field that only a bot fills in (a person never sees it). */
export const contactFormSchema = leadInputSchema.extend({ [HONEYPOT_FIELD]: z.unknown().optional() });

export type ContactForm = z.output<typeof contactFormSchema>;

/** True when the hidden field holds anything. */
export const filledHoneypot = (value: unknown) => (typeof value === 'string' ? value !== '' : value !== undefined && value !== null);

interface IntakeOptions {
  config: Config;
  db: Database;
  /** Where the per-address limit counts. */
  limits: AttemptStore;
  leads: LeadRepository;
  mail: LeadMail;
  hub: NotificationHub;
  whatsapp: LeadWhatsapp;
  logger: Logger;
}

/**
 * How a lead comes in from the contact form, one way for the API and for the form posted without JavaScript: the
 * per-address limit, the shared schema, the honeypot, storage with its e-mails, and the live notice to every
 * signed-in admin.
 */
export function leadIntake({ config, db, limits, leads, mail, hub, whatsapp, logger }: IntakeOptions) {
  // Generous enough for a family sharing one connection, tight enough to stop a script flooding the inbox.
  const limiter = rateLimiter(limits, { points: config.CONTACT_RATE_LIMIT, durationSeconds: 10 * 60, keyPrefix: 'contact' });
  // Leads arriving together share a flush to the disk: each is acknowledged only once the commit holding it returned.
  const commits = groupCommit(db);

  /**
   * Stores and announces a lead, queueing its e-mails in the same transaction. `pageLanguage` is the visitor's
   * language when the form names none; `attribution` the visit it was sent in, if one was counted. A form that filled the honeypot is answered the same way, with an id of its own
   * that no stored lead gets, but it is neither kept, nor announced, nor e-mailed about: a bot cannot tell it was
   * caught.
   */
  async function store(form: ContactForm, pageLanguage: Language, attribution: Attribution | null = null): Promise<Lead> {
    const { language, whatsapp: wantsWhatsapp, [HONEYPOT_FIELD]: honeypot, ...input } = form;
    const whatsappTo = whatsapp.consentNumber({ whatsapp: wantsWhatsapp, phone: input.phone });
    const received = { ...input, language: language ?? pageLanguage, isRead: false };
    if (filledHoneypot(honeypot)) {
      logger.info('a contact form filled the hidden field: answered as sent, neither kept nor announced');
      return leads.createDiscarded({ ...received, status: 'new' });
    }
    const stored = await commits.run(async (transaction) => {
      const lead = await leads.create({ ...received, attribution }, transaction);
      await mail.queue(lead.id, transaction);
      await whatsapp.leadStored(lead, whatsappTo, transaction);
      return lead;
    });
    mail.wake();
    whatsapp.wake();
    const { isRead: _isRead, ...notice } = stored;
    hub.broadcast({ type: WS_NEW_LEAD, data: notice });
    return stored;
  }

  return {
    /** The per-address limit, for a route's chain (`limit(leadIntake.perAddress)`): the API's and the form's share it. */
    perAddress: limiter,
    store,
  };
}

export type LeadIntake = ReturnType<typeof leadIntake>;
