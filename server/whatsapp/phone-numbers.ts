import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { asciiDigits } from '@shared/whatsapp';

/** Types of number WhatsApp can reach: a mobile, or one of the countries whose numbering does not tell mobiles apart. */
const MOBILE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * The number in E.164 (`+201001234567`) when it can be a mobile, else null. Written as people write it: `010…` and
 * `10…` are Egyptian, `+20 10…` and `0020 10…` international, Arabic-Indic digits as their ASCII ones.
 */
export function whatsappNumber(phone: string): string | null {
  const written = asciiDigits(phone).trim().replace(/^00/, '+');
  const parsed = parsePhoneNumberFromString(written, 'EG');
  return parsed?.isValid() && MOBILE_TYPES.has(parsed.getType() ?? '') ? parsed.number : null;
}
