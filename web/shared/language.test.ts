import { describe, expect, it, vi } from 'vitest';
import { DETECTED_LANGUAGE_KEY, LANGUAGE_PREFERENCE_KEY } from '../../shared/constants';
import { detectLanguage, languageForCountry, languageFromQuery, startingLanguage, storedLanguage, type KeyValueStore } from './language';

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

  it('lets ?lang= select and store the language', () => {
    const storage = memoryStore({ [LANGUAGE_PREFERENCE_KEY]: 'en' });
    expect(startingLanguage('?lang=ar', storage)).toBe('ar');
    expect(storage.values[LANGUAGE_PREFERENCE_KEY]).toBe('ar');
    expect(languageFromQuery('?lang=de')).toBeNull();
  });

  it('returns null when nothing is known so that the country lookup decides', () => {
    expect(startingLanguage('', memoryStore())).toBeNull();
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
    expect(startingLanguage('?lang=ar', broken)).toBe('ar');
    expect(storedLanguage(broken)).toBeNull();
  });
});

describe('country lookup', () => {
  it('gives Arabic for Egypt and English for anything else', () => {
    expect(languageForCountry('EG')).toBe('ar');
    expect(languageForCountry('eg')).toBe('ar');
    expect(languageForCountry('US')).toBe('en');
    expect(languageForCountry(null)).toBe('en');
  });

  it('stores the detected language', async () => {
    const storage = memoryStore();
    await expect(detectLanguage(async () => 'EG', storage)).resolves.toBe('ar');
    expect(storage.values[DETECTED_LANGUAGE_KEY]).toBe('ar');
  });

  it('logs a warning and gives English when the lookup fails', async () => {
    const storage = memoryStore();
    const warn = vi.fn();
    await expect(detectLanguage(async () => Promise.reject(new Error('offline')), storage, warn)).resolves.toBe('en');
    expect(warn).toHaveBeenCalledOnce();
    expect(storage.values[DETECTED_LANGUAGE_KEY]).toBeUndefined();
  });
});
