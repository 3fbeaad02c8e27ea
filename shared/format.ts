import type { Language } from './constants';

const CURRENCY: Record<Language, string> = { en: 'EGP', ar: 'ج.م' };
const PER_MONTH: Record<Language, string> = { en: 'EGP/month', ar: 'ج.م/شهر' };
/** The locale each language's dates and times are written in: Arabic with Egypt's Arabic-Indic digits. */
export const DATE_LOCALE: Record<Language, string> = { en: 'en-US', ar: 'ar-EG' };

// Prices are free text ('500', '500 EGP', '500 ج.م'): the currency the admin typed is dropped so that it is
// written once, in the reader's language.
const CURRENCY_WORDS = /\s*(?:EGP|L\.?E\.?|ج\.?\s?م\.?|جنيه(?:ا)?(?:\s*مصري)?)\s*/giu;

/** The amount of a price text without any currency word, e.g. '1,200' for '1,200 EGP'. */
export function priceAmount(price: string): string {
  const amount = price.replace(CURRENCY_WORDS, ' ').trim();
  return amount === '' ? price.trim() : amount;
}

/** '{price} EGP' in English, '{price} ج.م' in Arabic. */
export function formatPrice(price: string, language: Language): string {
  return `${priceAmount(price)} ${CURRENCY[language]}`;
}

/** A price of nothing, however it was typed: 'Free', 'free', 'مجاني', 'مجانًا', '0', '0 EGP'. */
const FREE_PRICE = /^(?:free|0+(?:[.,]0+)?|مجان(?:ي|ية|ًا|ا)?)$/iu;
const FREE: Record<Language, string> = { en: 'Free', ar: 'مجانًا' };

/**
 * A price as the practice typed it, in the reader's language: an amount with its currency ('600 EGP', '600 ج.م'),
 * nothing at all as 'Free' / 'مجانًا', any other words ('On request') as they are.
 */
export function formatPriceText(price: string, language: Language): string {
  const amount = priceAmount(price);
  if (FREE_PRICE.test(amount)) return FREE[language];
  return /\d/.test(amount) ? formatPrice(price, language) : price.trim();
}

/** A contact-form package option: 'name - price EGP/month'. */
export function formatPackageOption(name: string, price: string, language: Language): string {
  return `${name} - ${priceAmount(price)} ${PER_MONTH[language]}`;
}

/**
 * A publish date: en-US or ar-EG with the short month in lists, the long month on detail pages.
 * Formatted in UTC so that the server and every visitor see the same day.
 */
export function formatDate(iso: string, language: Language, style: 'short' | 'long' = 'short'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(language, style).format(date);
}

// Made once per language and style: building an Intl formatter costs far more than using one.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(language: Language, style: 'short' | 'long'): Intl.DateTimeFormat {
  const key = `${language} ${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALE[language], { year: 'numeric', month: style, day: 'numeric', timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format;
}

const momentFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * A moment as the reader sees it on their own clock, with the date and the time: 'Jan 15, 2026, 2:35 PM' or its ar-EG
 * form (a lead's arrival, a note, a status change); '' when it is no date.
 */
export function formatMoment(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let format = momentFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALE[language], { dateStyle: 'medium', timeStyle: 'short' });
    momentFormats.set(language, format);
  }
  return format.format(date);
}
