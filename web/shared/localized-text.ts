import type { Language } from '../../shared/constants';
import { pickLocalized } from '../../shared/localize';

/** A record's text field in `language` with the fallbacks of pickLocalized; '' when no variant is filled. */
export function localizedText(record: object, field: string, language: Language): string {
  return pickLocalized<string>(record as Record<string, unknown>, field, language) ?? '';
}
