import { describe, expect, it } from 'vitest';
import { asciiDigits, internationalNumber, whatsappUrl } from './whatsapp';

describe('internationalNumber', () => {
  it.each([
    ['Egyptian mobile written locally', '01001234567', '201001234567'],
    ['local with spaces and dashes', '010 0123-4567', '201001234567'],
    ['local in Arabic-Indic digits', '٠١٠٠١٢٣٤٥٦٧', '201001234567'],
    ['local in Persian digits', '۰۱۲۲۳۴۵۶۷۸۹', '201223456789'],
    ['international with +', '+20 100 123 4567', '201001234567'],
    ['international with 00', '00201001234567', '201001234567'],
    ['+20 followed by the trunk 0', '+20 0100 123 4567', '201001234567'],
    ['in brackets', '(+20) 111 234 5678', '201112345678'],
    ['mobile without the trunk 0', '1001234567', '201001234567'],
    ['already international without +', '201001234567', '201001234567'],
    ['Cairo landline written locally', '02 2345 6789', '20223456789'],
    ['another country with +', '+44 20 7946 0958', '442079460958'],
    ['a US number with +1', '+1 (415) 555-2671', '14155552671'],
  ])('%s: %s → %s', (_case, phone, expected) => {
    expect(internationalNumber(phone)).toBe(expected);
  });

  it.each([
    ['empty', ''],
    ['letters only', 'call me'],
    ['too short', '12345'],
    ['too long for E.164', '+1234567890123456'],
    ['only a plus', '+'],
    ['a zero country code', '+0 100 123 4567'],
  ])('refuses %s: %j', (_case, phone) => {
    expect(internationalNumber(phone)).toBeNull();
  });
});

describe('whatsappUrl', () => {
  it('links to wa.me with the digits only', () => {
    expect(whatsappUrl('010 0123 4567')).toBe('https://wa.me/201001234567');
  });

  it('gives null when there is no usable number', () => {
    expect(whatsappUrl('n/a')).toBeNull();
  });
});

describe('asciiDigits', () => {
  it('leaves everything but Arabic-Indic and Persian digits alone', () => {
    expect(asciiDigits('هاتف ٠١٢ - ۳۴۵ / 678')).toBe('هاتف 012 - 345 / 678');
  });
});
