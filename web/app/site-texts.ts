import type { i18n as I18n } from 'i18next';
import type { Language } from '@shared/constants';
import { i18n } from '../shared/i18n';
import type { TextCatalog } from '@shared/islands';
import ar from '../site/locales/ar.json';
import en from '../site/locales/en.json';

const translations = new Map<Language, I18n>();

/**
 * The site's texts in `language`, as an i18n instance of its own sharing the catalogs: concurrent server renders in
 * both languages never switch each other's. Made on first use, so that the browser (which imports the page table
 * but never renders a head) makes none.
 */
export function siteTranslation(language: Language): I18n {
  let translation = translations.get(language);
  if (!translation) {
    translation = i18n.cloneInstance({ lng: language });
    translations.set(language, translation);
  }
  return translation;
}

/** A text of the site's catalog in `language` with its `{{name}}` placeholders filled: the words the pages show. */
export function siteText(language: Language, key: string, values: Record<string, string> = {}): string {
  return siteTranslation(language).t(key, values);
}

const CATALOGS: Record<Language, TextCatalog> = { en, ar };

/** The site's whole catalog in `language`: what the server renders the public components with (see SiteTextProvider). */
export const siteCatalog = (language: Language): TextCatalog => CATALOGS[language];
