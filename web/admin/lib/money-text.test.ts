import { describe, expect, it } from 'vitest';
import { centsOfText, textOfCents } from './money-text';

describe('an amount typed in EGP', () => {
  it('is read as whole piastres, without the errors of floating point', () => {
    expect(centsOfText('600')).toBe(60000);
    expect(centsOfText(' 600.50 ')).toBe(60050);
    expect(centsOfText('600.5')).toBe(60050);
    expect(centsOfText('0.29')).toBe(29);
    expect(centsOfText('1,200')).toBe(120000);
    expect(centsOfText('0')).toBe(0);
  });

  it('takes Arabic-Indic digits and separators', () => {
    expect(centsOfText('٦٠٠')).toBe(60000);
    expect(centsOfText('١٬٢٠٠٫٥')).toBe(120050);
    expect(centsOfText('۶۰۰')).toBe(60000);
  });

  it('is missing when empty, negative when so typed, and left as typed when it is no amount of piastres', () => {
    expect(centsOfText('  ')).toBeUndefined();
    expect(centsOfText('-5')).toBe(-500);
    expect(centsOfText('600.555')).toBe('600.555');
    expect(centsOfText('six hundred')).toBe('six hundred');
    expect(centsOfText('1.2.3')).toBe('1.2.3');
  });
});

describe('piastres as the field shows them', () => {
  it('writes whole pounds without decimals and others with two', () => {
    expect(textOfCents(60000)).toBe('600');
    expect(textOfCents(60050)).toBe('600.50');
    expect(textOfCents(5)).toBe('0.05');
    expect(textOfCents(0)).toBe('0');
  });

  it('reads back what it writes', () => {
    for (const cents of [0, 1, 99, 100, 12345, 100_000_000]) expect(centsOfText(textOfCents(cents))).toBe(cents);
  });
});
