import { foldForSearch } from './search-fold';

interface SearchedFields {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/**
 * What the leads search looks in, stored with each lead: its name, e-mail, phone (also as digits only, so that
 * `01001234567` finds `0100 123 4567`) and message, folded, one per line. A folded query holds no line break, so a
 * match never spans two fields.
 */
export function leadSearchText(lead: SearchedFields): string {
  const phoneDigits = foldForSearch(lead.phone).replace(/\D/g, '');
  return [lead.name, lead.email, lead.phone, phoneDigits, lead.message].map(foldForSearch).join('\n');
}

/** LIKE patterns for a query (the folded text, and its digits alone when it reads as a phone number), % and _ escaped with \. */
export function leadSearchPatterns(query: string): string[] {
  const folded = foldForSearch(query);
  if (folded === '') return [];
  const like = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
  const digits = folded.replace(/\D/g, '');
  const phoneLike = /^[\d\s+().-]+$/.test(folded) && digits.length >= 3 && digits !== folded;
  return phoneLike ? [like(folded), like(digits)] : [like(folded)];
}
