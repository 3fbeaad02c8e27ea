import type { Language } from './constants';

type Suffix = 'En' | 'Ar';
const SUFFIX: Record<Language, Suffix> = { en: 'En', ar: 'Ar' };
const OTHER: Record<Language, Language> = { en: 'ar', ar: 'en' };

const isFilled = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value.trim() !== '' : value != null;

/**
 * The value of `field` in `language`: `${field}En` or `${field}Ar`, else the other language's,
 * else the legacy single-language `field`. Empty strings and empty lists count as missing.
 */
export function pickLocalized<T>(record: Record<string, unknown>, field: string, language: Language): T | undefined {
  const candidates = [record[field + SUFFIX[language]], record[field + SUFFIX[OTHER[language]]], record[field]];
  return candidates.find(isFilled) as T | undefined;
}

/** List-valued localized fields; every other localized field is text. */
type ListField = 'features';
type Localized<T, F extends string> = T & { [K in F]: K extends ListField ? string[] : string };

/** A copy of `record` with each of `fields` set to its value in `language` (see pickLocalized). */
export function localize<T extends object, F extends string>(
  record: T,
  fields: readonly F[],
  language: Language,
  empty: Partial<Record<F, unknown>> = {},
): Localized<T, F> {
  const localized: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const field of fields) {
    localized[field] = pickLocalized(record as Record<string, unknown>, field, language) ?? empty[field] ?? '';
  }
  return localized as Localized<T, F>;
}
