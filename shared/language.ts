import { LANGUAGES, type Language } from './constants';

/** The query parameter that selects (and stores) a language: shareable URLs per language. */
export const LANGUAGE_QUERY_PARAM = 'lang';

/**
 * The cookie that tells the server the visitor's language, so that it renders each page in it: set by the server for
 * `?lang=` and a country it recognised, and by the browser when the visitor switches.
 */
export const LANGUAGE_COOKIE = 'dietbar_lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

export const directionOf = (language: Language): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

/** Egypt reads Arabic; every other country, or none, English. */
export function languageForCountry(countryCode: string | null | undefined): Language {
  return countryCode?.toUpperCase() === 'EG' ? 'ar' : 'en';
}
