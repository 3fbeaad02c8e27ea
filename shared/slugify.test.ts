import { describe, expect, it } from 'vitest';
import { anchorSlug, uniqueAnchors } from './slugify';

describe('anchorSlug', () => {
  it('keeps letters and digits of any script, lower case, other runs as one hyphen', () => {
    expect(anchorSlug('  Eat *well*: 5 tips!  ')).toBe('eat-well-5-tips');
    expect(anchorSlug('الطبق المتوازن، خطوة 2')).toBe('الطبق-المتوازن-خطوة-2');
  });

  it('leaves out Arabic vowel marks, so a heading written with or without them has one anchor', () => {
    expect(anchorSlug('الطبقُ المتوازنُ')).toBe(anchorSlug('الطبق المتوازن'));
  });

  it('is `section` when no letter or digit is left', () => {
    expect(anchorSlug('***')).toBe('section');
  });
});

describe('uniqueAnchors', () => {
  it('numbers a repeated anchor from 2, and never repeats one that was written with its number', () => {
    const anchor = uniqueAnchors();
    expect(['Intro', 'Intro', 'Intro 2', 'intro'].map(anchor)).toEqual(['intro', 'intro-2', 'intro-2-2', 'intro-3']);
  });
});
