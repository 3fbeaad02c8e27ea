import { diffWords } from 'diff';

export interface DiffPart {
  text: string;
  change: 'same' | 'added' | 'removed';
}

/** A form value as text to compare: a list (the gallery) one item a line. */
export const comparableText = (value: unknown) => (Array.isArray(value) ? value.join('\n') : value == null ? '' : String(value));

// jsdiff's own word pattern knows Latin letters only and would split Arabic words into letters; Intl's knows both.
const words = new Intl.Segmenter(undefined, { granularity: 'word' });

/**
 * Two texts side by side, word by word: `before` as its kept and removed parts, `after` as its kept and added parts.
 */
export function sideBySideDiff(before: string, after: string): { before: DiffPart[]; after: DiffPart[] } {
  const parts = diffWords(before, after, { intlSegmenter: words });
  const of = (part: (typeof parts)[number]): DiffPart => ({ text: part.value, change: part.added ? 'added' : part.removed ? 'removed' : 'same' });
  return {
    before: parts.filter((part) => !part.added).map(of),
    after: parts.filter((part) => !part.removed).map(of),
  };
}
