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

const FREE: Record<Language, string> = { en: 'Free', ar: 'مجانًا' };

/** An amount in piastres as the spec writes prices: '600 EGP', '600 ج.م', '1,250.50 EGP'. */
export function formatMoney(cents: number, language: Language): string {
  const whole = cents % 100 === 0;
  const amount = (cents / 100).toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
  return `${amount} ${CURRENCY[language]}`;
}

/**
 * A consultation type's price in the reader's language: its amount ('600 EGP') with its note, or 'Free' / 'مجانًا'
 * when it costs nothing, or the note alone for a free type that has one ('On request').
 */
export function formatTypePrice(type: { priceCents: number; priceNote: string }, language: Language): string {
  if (type.priceCents === 0) return type.priceNote === '' ? FREE[language] : type.priceNote;
  const amount = formatMoney(type.priceCents, language);
  return type.priceNote === '' ? amount : `${amount} (${type.priceNote})`;
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
