import { asciiDigits } from './whatsapp';

/**
 * Text as a search compares it: lower case, without diacritics, and with the Arabic letters people write
 * interchangeably made one, as Arabic search engines do. Harakat, shadda, sukun, the superscript alef and Latin
 * accents go (a compatibility decomposition splits them from their letters, and أ إ آ ؤ ئ from their hamza or madda);
 * tatweel goes; ٱ becomes ا, ى becomes ي, ة becomes ه, Persian ک and ی become ك and ي; Arabic-Indic digits become
 * ASCII; runs of white space become one space. Substrings survive folding, so folding both the text and the query
 * keeps every match.
 */
export function foldForSearch(text: string): string {
  return asciiDigits(text.normalize('NFKD'))
    .replace(/[\p{M}\u0640]/gu, '')
    .replace(/\u0671/g, '\u0627')
    .replace(/[\u0649\u06CC]/g, '\u064A')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u06A9/g, '\u0643')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
