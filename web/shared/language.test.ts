import { describe, expect, it } from 'vitest';
import { DETECTED_LANGUAGE_KEY, LANGUAGE_PREFERENCE_KEY } from '@shared/constants';
import { chosenLanguage, languageFromQuery, rememberChoice, rememberDetected, storedLanguage, type KeyValueStore } from './language';

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { values: Record<string, string> } {
  const values = { ...initial };
  return {
    values,
    getItem: (key) => values[key] ?? null,
    setItem: (key, value) => {
      values[key] = value;
    },
  };
}

describe('language choice order', () => {
  it('prefers the stored choice over the stored detected language', () => {
    expect(storedLanguage(memoryStore({ [LANGUAGE_PREFERENCE_KEY]: 'en', [DETECTED_LANGUAGE_KEY]: 'ar' }))).toBe('en');
    expect(storedLanguage(memoryStore({ [DETECTED_LANGUAGE_KEY]: 'ar' }))).toBe('ar');
    expect(storedLanguage(memoryStore({ [LANGUAGE_PREFERENCE_KEY]: 'fr' }))).toBeNull();
  });

  it('reads ?lang= and stores a choice apart from a detected language', () => {
    expect(languageFromQuery('?lang=ar')).toBe('ar');
    expect(languageFromQuery('?lang=de')).toBeNull();
    const storage = memoryStore();
    rememberDetected(storage, 'ar');
    expect(chosenLanguage(storage)).toBeNull();
    expect(storedLanguage(storage)).toBe('ar');
    rememberChoice(storage, 'en');
    expect(storedLanguage(storage)).toBe('en');
  });

  it('survives storage that throws', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    rememberChoice(broken, 'ar');
    expect(storedLanguage(broken)).toBeNull();
  });
});
