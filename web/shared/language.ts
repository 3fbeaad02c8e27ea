import { DETECTED_LANGUAGE_KEY, LANGUAGE_PREFERENCE_KEY, LANGUAGES, type Language } from '../../shared/constants';

/** Each language named in itself, for the switchers (the same in every interface language). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

/** The same, abbreviated for narrow bars. */
export const LANGUAGE_SHORT_NAMES: Record<Language, string> = { en: 'EN', ar: 'ع' };

/** The query parameter that selects (and stores) a language: shareable URLs per language. */
export const LANGUAGE_QUERY_PARAM = 'lang';

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

export const directionOf = (language: Language): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

/** The part of localStorage the language logic needs; every call may throw (private modes, disabled storage). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function read(storage: KeyValueStore, key: string): Language | null {
  try {
    const value = storage.getItem(key);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function write(storage: KeyValueStore, key: string, language: Language) {
  try {
    storage.setItem(key, language);
  } catch {
    // Storage is unavailable: the choice lasts for this page view only.
  }
}

/** The language of a `?lang=` query, if valid. */
export function languageFromQuery(search: string): Language | null {
  const value = new URLSearchParams(search).get(LANGUAGE_QUERY_PARAM);
  return isLanguage(value) ? value : null;
}

/** The language the visitor chose themselves, if any. */
export function chosenLanguage(storage: KeyValueStore): Language | null {
  return read(storage, LANGUAGE_PREFERENCE_KEY);
}

/** The visitor's stored choice, else the stored detected language (spec section 1), else null. */
export function storedLanguage(storage: KeyValueStore): Language | null {
  return chosenLanguage(storage) ?? read(storage, DETECTED_LANGUAGE_KEY);
}

/** Remembers a language the visitor chose (the switcher or `?lang=`). */
export function rememberChoice(storage: KeyValueStore, language: Language) {
  write(storage, LANGUAGE_PREFERENCE_KEY, language);
}

/** Egypt reads Arabic; every other country, or none, English. */
export function languageForCountry(countryCode: string | null | undefined): Language {
  return countryCode?.toUpperCase() === 'EG' ? 'ar' : 'en';
}

/**
 * The language to start with: `?lang=` (stored as the visitor's choice), else a stored one.
 * `null` means nothing is known yet and the country lookup should decide.
 */
export function startingLanguage(search: string, storage: KeyValueStore): Language | null {
  const fromQuery = languageFromQuery(search);
  if (fromQuery) {
    rememberChoice(storage, fromQuery);
    return fromQuery;
  }
  return storedLanguage(storage);
}

/**
 * Asks for the visitor's country and stores the language it gives as the detected choice.
 * A failed lookup logs a warning and gives English without storing anything, so the next visit asks again.
 */
export async function detectLanguage(
  lookupCountry: () => Promise<string | null>,
  storage: KeyValueStore,
  warn: (message: string, error: unknown) => void = console.warn,
): Promise<Language> {
  try {
    const language = languageForCountry(await lookupCountry());
    write(storage, DETECTED_LANGUAGE_KEY, language);
    return language;
  } catch (error) {
    warn('Country lookup failed; using English', error);
    return 'en';
  }
}
