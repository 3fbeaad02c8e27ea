import type { LeadStatus } from '@shared/schemas/lead';
import { asciiDigits, internationalNumber, whatsappUrl } from '@shared/whatsapp';

/** A WhatsApp chat with the number, or why there can be none. */
type WhatsappLink = { href: string } | { unavailable: 'noPhone' | 'notANumber' };

export function whatsappLink(phone: string | undefined): WhatsappLink {
  if (!phone?.trim()) return { unavailable: 'noPhone' };
  const href = whatsappUrl(phone);
  return href ? { href } : { unavailable: 'notANumber' };
}

/**
 * A `tel:` link: the international form when the number has one (`tel:+201001234567`, which dials from anywhere),
 * else the digits as written; null without a phone number.
 */
export function callLink(phone: string | undefined): string | null {
  const international = phone ? internationalNumber(phone) : null;
  if (international) return `tel:+${international}`;
  const dialled = asciiDigits(phone ?? '').replace(/[^\d+]/g, '');
  return /\d/.test(dialled) ? `tel:${dialled}` : null;
}

/** A `mailto:` link with the subject and the start of the body filled in. */
export function emailLink(email: string, subject: string, body: string): string {
  const to = encodeURIComponent(email.trim()).replace(/%40/g, '@');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Where a reply moves a lead: a new one has now been contacted; any other keeps its status (undefined). */
export const statusAfterReply = (status: LeadStatus): LeadStatus | undefined => (status === 'new' ? 'contacted' : undefined);
