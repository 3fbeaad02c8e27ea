import { describe, expect, it } from 'vitest';
import { foldForSearch } from './search-fold';

describe('foldForSearch', () => {
  it.each([
    ['harakat, shadda and sukun', 'مُحَمَّدٌ', 'محمد'],
    ['tatweel', 'مـــحمد', 'محمد'],
    ['alef with hamza above, below, madda and wasla', 'أحمد إيمان آمال ٱلله', 'احمد ايمان امال الله'],
    ['alef maqsura and ya', 'مصطفى', 'مصطفي'],
    ['ta marbuta and ha', 'فاطمة', 'فاطمه'],
    ['hamza on waw and ya', 'مؤمن قائد', 'مومن قايد'],
    ['superscript alef', 'هٰذا', 'هذا'],
    ['Persian kaf and ya', 'کیلو', 'كيلو'],
    ['presentation forms and the lam-alef ligature', 'ﻻ ﺳﻼﻡ', 'لا سلام'],
    ['Arabic-Indic digits', '٠١٠٠', '0100'],
    ['Latin case and accents', 'JOSÉ Élan', 'jose elan'],
    ['runs of white space', '  Omar \n\t Ali  ', 'omar ali'],
  ])('folds %s', (_case, text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });

  it('lets a plain query find the text written with diacritics, and the other way round', () => {
    const text = foldForSearch('أُرِيدُ خُطَّةً غِذَائِيَّةً لِلْمَرْأَةِ الحامل');
    expect(text).toContain(foldForSearch('خطه غذائيه'));
    expect(text).toContain(foldForSearch('للمراة'));
    expect(foldForSearch('اريد خطة')).toBe(foldForSearch('أُرِيدُ خُطَّةً'));
  });
});
