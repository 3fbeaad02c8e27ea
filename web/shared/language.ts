import { DETECTED_LANGUAGE_KEY, LANGUAGE_PREFERENCE_KEY, type Language } from '@shared/constants';
import { isLanguage, LANGUAGE_QUERY_PARAM } from '@shared/language';

/** Each language named in itself, for the switchers (the same in every interface language). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

/** The same, abbreviated for narrow bars. */
export const LANGUAGE_SHORT_NAMES: Record<Language, string> = { en: 'EN', ar: 'ع' };

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

/** The visitor's stored choice, else the stored detected language, else null. */
export function storedLanguage(storage: KeyValueStore): Language | null {
  return chosenLanguage(storage) ?? read(storage, DETECTED_LANGUAGE_KEY);
}

/** Remembers a language the visitor chose (the switcher or `?lang=`). */
export function rememberChoice(storage: KeyValueStore, language: Language) {
  write(storage, LANGUAGE_PREFERENCE_KEY, language);
}

/** Remembers the language detected for the visitor (the server's reading of their country), below their own choice. */
export function rememberDetected(storage: KeyValueStore, language: Language) {
  write(storage, DETECTED_LANGUAGE_KEY, language);
}
