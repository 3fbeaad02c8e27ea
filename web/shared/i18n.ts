import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shared/constants';
import ar from '../site/locales/ar.json';
import en from '../site/locales/en.json';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, directionOf, isLanguage } from '@shared/language';
import { rememberChoice } from './language';

/** The one place that writes `<html lang dir>`: every language change, from any screen, passes here. */
function applyDocumentLanguage(language: string) {
  if (typeof document === 'undefined' || !isLanguage(language)) return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

i18n.on('languageChanged', applyDocumentLanguage);

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, ar: { translation: ar } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'translation',
  // Catalogs are bundled: initialise synchronously so the first render already has its texts.
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

export { i18n };

/** Adds a lazily loaded screen's own catalogs (the admin's namespace) to the running i18n instance. */
export function addTranslations(namespace: string, catalogs: Record<Language, object>) {
  for (const language of LANGUAGES) i18n.addResourceBundle(language, namespace, catalogs[language], true, true);
}

/** Tells the server the visitor's language, so that the next page it renders is in it. */
function rememberLanguageForServer(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

/** Switches the interface language; `remember` stores it as the visitor's own choice (here and for the server). */
export function changeLanguage(language: Language, { remember = false } = {}) {
  if (remember && typeof window !== 'undefined') {
    rememberChoice(window.localStorage, language);
    rememberLanguageForServer(language);
  }
  return i18n.changeLanguage(language);
}

/** The current interface language, re-rendering on change. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  const language = instance.resolvedLanguage ?? instance.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
