import { describe, expect, it } from 'vitest';
import { localize, pickLocalized } from './localize';

describe('pickLocalized', () => {
  const story = { nameEn: 'Sara', nameAr: 'سارة', name: 'Legacy Sara', excerptEn: 'Lost 12 kg', excerptAr: '  ', excerpt: '', fullStoryEn: '', fullStoryAr: '', fullStory: 'Old text' };

  it("reads the asked language's field", () => {
    expect(pickLocalized(story, 'name', 'ar')).toBe('سارة');
    expect(pickLocalized(story, 'name', 'en')).toBe('Sara');
  });

  it('falls back to the other language when the asked one is empty or blank', () => {
    expect(pickLocalized(story, 'excerpt', 'ar')).toBe('Lost 12 kg');
  });

  it('falls back to the legacy single-language field when both languages are empty', () => {
    expect(pickLocalized(story, 'fullStory', 'ar')).toBe('Old text');
  });

  it('treats an empty list as missing', () => {
    expect(pickLocalized({ featuresEn: ['Weekly call'], featuresAr: [] }, 'features', 'ar')).toEqual(['Weekly call']);
  });
});

describe('localize', () => {
  it('adds the localized fields beside the En/Ar ones, with the given empty value when nothing is filled', () => {
    const item = { nameEn: '', nameAr: 'باقة', featuresEn: [], featuresAr: [] };
    expect(localize(item, ['name', 'features'], 'en', { features: [] })).toEqual({ ...item, name: 'باقة', features: [] });
  });
});
