import type { Knex } from 'knex';
import type { Lead } from '@shared/schemas/lead';

/**
 * What taking a lead needs of WhatsApp, which server/whatsapp provides: the visitor's consent read into their number
 * (refused by field when WhatsApp is off or the number is no mobile), the thank-you and the owner's alert queued in the
 * lead's transaction, and the sender woken once it is committed.
 */
export interface LeadWhatsapp {
  consentNumber(input: { whatsapp?: boolean; phone: string }): string | null;
  leadStored(lead: Lead, number: string | null, executor: Knex): Promise<void>;
  wake(): void;
}
