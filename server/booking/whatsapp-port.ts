import type { Knex } from 'knex';
import type { WhatsappConversation } from '@shared/schemas/whatsapp';
import type { LeadWhatsapp } from '../leads/whatsapp-port';
import type { Booking } from './bookings';

/**
 * What bookings need of WhatsApp, which server/whatsapp provides: the consent read as for a lead, the number recorded
 * and the confirmation queued in the booking's transaction, and a booking's conversation for its detail.
 */
export interface BookingWhatsapp extends Pick<LeadWhatsapp, 'consentNumber'> {
  bookingConsented(booking: Booking, number: string, executor: Knex): Promise<void>;
  bookingConversation(bookingId: number): Promise<WhatsappConversation>;
}
