import type { Language } from '../../../shared/constants';

const LOCALES: Record<Language, string> = { en: 'en-US', ar: 'ar-EG' };

// Made once per language: building an Intl formatter costs far more than using one.
const formats = new Map<Language, Intl.DateTimeFormat>();

/** A moment as the admin reads it, in their own time zone: 'Jan 15, 2026, 2:35 PM' or its ar-EG form; '' if invalid. */
export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(language, format);
  }
  return format.format(date);
}
