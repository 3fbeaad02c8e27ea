import type { Language } from '@shared/constants';
import ar from '../../../web/admin/locales/ar.json';
import en from '../../../web/admin/locales/en.json';

const CATALOGS = { en, ar };

/** A text of the admin catalog in `language`, with `{{name}}` placeholders filled. */
export function adminText(key: string, values: Record<string, string | number> = {}, language: Language = 'en'): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], CATALOGS[language]);
  if (typeof found !== 'string') throw new Error(`no admin text ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? ''));
}

/** A field label of a bilingual editor: 'Name (English)'. */
export const inEnglish = (labelKey: string, language: Language = 'en') => adminText('common.inEnglish', { label: adminText(labelKey, {}, language) }, language);
export const inArabic = (labelKey: string, language: Language = 'en') => adminText('common.inArabic', { label: adminText(labelKey, {}, language) }, language);
