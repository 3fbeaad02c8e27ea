import { describe, expect, it } from 'vitest';
import { packageInterestName, searchCategories, searchPackages } from './admin-search';

const packages = [
  { id: 1, nameEn: 'Basic Plan', nameAr: 'الخطة الأساسية' },
  { id: 2, nameEn: 'Premium Plan', nameAr: 'الخطة المميزة' },
  { id: 3, nameEn: 'Family', nameAr: '' },
];

describe('searchPackages', () => {
  it('matches the English or the Arabic name, ignoring case and a blank query', () => {
    expect(searchPackages(packages, 'PREMIUM').map((item) => item.id)).toEqual([2]);
    expect(searchPackages(packages, 'الأساسية').map((item) => item.id)).toEqual([1]);
    expect(searchPackages(packages, '  ')).toHaveLength(3);
    expect(searchPackages(packages, 'gold')).toHaveLength(0);
  });
});

describe('searchCategories', () => {
  const categories = [
    { name: 'Healthy Eating', nameEn: 'Healthy Eating', nameAr: 'الأكل الصحي', description: 'Everyday food choices' },
    { name: 'Fitness', nameEn: 'Fitness', nameAr: 'اللياقة', description: '' },
  ];

  it('matches the name, both language names and the description', () => {
    expect(searchCategories(categories, 'everyday')).toHaveLength(1);
    expect(searchCategories(categories, 'اللياقة')).toHaveLength(1);
    expect(searchCategories(categories, 'fit')).toHaveLength(1);
    expect(searchCategories(categories, 'e')).toHaveLength(2);
  });
});

describe('packageInterestName', () => {
  it('names the chosen package in the current language, falling back to the other one', () => {
    expect(packageInterestName('2', packages, 'en')).toBe('Premium Plan');
    expect(packageInterestName('2', packages, 'ar')).toBe('الخطة المميزة');
    expect(packageInterestName('3', packages, 'ar')).toBe('Family');
  });

  it("gives null for 'other', nothing, or a package that is gone", () => {
    expect(packageInterestName('other', packages, 'en')).toBeNull();
    expect(packageInterestName('', packages, 'en')).toBeNull();
    expect(packageInterestName('99', packages, 'en')).toBeNull();
  });
});
