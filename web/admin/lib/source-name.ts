/**
 * The catalog keys of the source names the server gives in English that are words rather than names; Google, Instagram
 * and a site's domain are written the same in both languages.
 */
export const TRANSLATED_SOURCES: Readonly<Record<string, string>> = { Direct: 'analytics.sources.direct', 'E-mail': 'analytics.sources.email' };

/** A visit's source as the admin reads it: translated when it is a word, as given when it is a name. */
export function sourceName(source: string, translate: (key: string) => string): string {
  const key = TRANSLATED_SOURCES[source];
  return key ? translate(key) : source;
}
