import { describe, expect, it } from 'vitest';
import { localizedText, writtenLanguage } from './localized-text';

describe('localizedText', () => {
  it("gives the language's variant, else the other one", () => {
    expect(localizedText({ titleEn: 'Plate', titleAr: 'طبق' }, 'title', 'ar')).toBe('طبق');
    expect(localizedText({ titleEn: 'Plate', titleAr: '' }, 'title', 'ar')).toBe('Plate');
    expect(localizedText({}, 'title', 'en')).toBe('');
  });
});

describe('writtenLanguage', () => {
  it('tells Arabic from English by most of the letters, so a Latin brand name does not decide', () => {
    expect(writtenLanguage('DietBar عيادة للاستشارات الغذائية في المعادي')).toBe('ar');
    expect(writtenLanguage('DietBar ("we", "us") respects your privacy.')).toBe('en');
    expect(writtenLanguage('12:30 - 5%')).toBeUndefined();
  });
});
