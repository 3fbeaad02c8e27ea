/** Egypt's country calling code: numbers written the local way (010…, 02…) are Egyptian. */
const EGYPT = '20';

/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits as ASCII, so a number typed on an Arabic keyboard reads the same. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String((digit.codePointAt(0)! - 0x0660) % 0x90));
}

/**
 * The phone number in international form, digits only (as wa.me takes it), or null when it cannot be one.
 * `+20 100 123 4567`, `00201001234567`, `01001234567` and `٠١٠٠١٢٣٤٥٦٧` all give `201001234567`: a leading `+` or
 * `00` starts an international number; a single leading `0` is Egypt's trunk prefix; ten digits starting `1` are an
 * Egyptian mobile written without it; the `0` some write after `+20` is dropped.
 */
export function internationalNumber(phone: string): string | null {
  const written = asciiDigits(phone).trim();
  const digits = written.replace(/\D/g, '');
  let international: string;
  if (written.startsWith('+')) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  else if (digits.startsWith('0')) international = EGYPT + digits.slice(1);
  else if (/^1[0125]\d{8}$/.test(digits)) international = EGYPT + digits;
  else international = digits;
  if (international.startsWith(`${EGYPT}0`)) international = EGYPT + international.slice(EGYPT.length + 1);
  // E.164 numbers have at most 15 digits; fewer than 8 is no full number anywhere.
  return /^[1-9]\d{7,14}$/.test(international) ? international : null;
}

/** A WhatsApp chat link for the number (`https://wa.me/201001234567`), or null when it is no usable number. */
export function whatsappUrl(phone: string): string | null {
  const number = internationalNumber(phone);
  return number ? `https://wa.me/${number}` : null;
}
