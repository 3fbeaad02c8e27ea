/**
 * Amounts as the practice types and reads them: in EGP with up to two decimals ('600', '600.50', '1,200', or with
 * Arabic-Indic digits '٦٠٠٫٥'), kept as whole piastres (60000, 60050) as the API counts them.
 */

const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;

/** The text with its digits in ASCII, thousands separators dropped and the Arabic decimal separator read as a point. */
function normalized(text: string): string {
  return text
    .trim()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - EASTERN_ARABIC_INDIC_ZERO))
    .replace(/[,\u066c\s]/g, '')
    .replace(/\u066b/g, '.');
}

/**
 * A typed amount in EGP as piastres: '600.5' is 60050. Empty is undefined (missing); anything that is not an amount
 * of whole piastres stays as typed, for the schema to refuse by name. Counted in digits, never through a float, so
 * that '0.29' is 29 and not 28.999….
 */
export function centsOfText(text: string): number | string | undefined {
  const amount = normalized(text);
  if (amount === '') return undefined;
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) return text.trim();
  const [, sign, pounds, piastres = ''] = match;
  const cents = Number(pounds) * 100 + Number(piastres.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** Piastres as the editor's field shows them: 60000 is '600', 60050 is '600.50'. */
export function textOfCents(cents: number): string {
  const pounds = Math.trunc(cents / 100);
  const piastres = Math.abs(cents % 100);
  return piastres === 0 ? String(pounds) : `${pounds}.${String(piastres).padStart(2, '0')}`;
}
