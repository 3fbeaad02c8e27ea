import type { Language } from '@shared/constants';
import { pickLocalized } from '@shared/localize';

/** A record's text field in `language` with the fallbacks of pickLocalized; '' when no variant is filled. */
export function localizedText(record: object, field: string, language: Language): string {
  return pickLocalized<string>(record as Record<string, unknown>, field, language) ?? '';
}

const LETTER = /\p{L}/gu;
const ARABIC_LETTER = /\p{Script=Arabic}/gu;

/**
 * The language a stored text is mostly written in (Arabic when at least half its letters are Arabic), or undefined
 * when it has no letters. Content that exists in one language only (a fallback, the legal texts) is shown in its own
 * direction with it.
 */
export function writtenLanguage(text: string): Language | undefined {
  const letters = text.match(LETTER)?.length ?? 0;
  if (letters === 0) return undefined;
  return (text.match(ARABIC_LETTER)?.length ?? 0) * 2 >= letters ? 'ar' : 'en';
}
