import { describe, expect, it } from 'vitest';
import { languageForCountry } from './language';

describe('country', () => {
  it('gives Arabic for Egypt and English for anything else', () => {
    expect(languageForCountry('EG')).toBe('ar');
    expect(languageForCountry('eg')).toBe('ar');
    expect(languageForCountry('US')).toBe('en');
    expect(languageForCountry(null)).toBe('en');
  });
});
