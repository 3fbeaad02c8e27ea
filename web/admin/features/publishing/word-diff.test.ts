import { describe, expect, it } from 'vitest';
import { comparableText, sideBySideDiff } from './word-diff';

describe('sideBySideDiff', () => {
  it('marks the words removed on the left and the words added on the right', () => {
    const { before, after } = sideBySideDiff('Eat more protein daily', 'Eat less protein daily');
    expect(before.filter((part) => part.change !== 'same').map((part) => [part.change, part.text])).toEqual([['removed', 'more']]);
    expect(after.filter((part) => part.change !== 'same').map((part) => [part.change, part.text])).toEqual([['added', 'less']]);
    expect(before.map((part) => part.text).join('')).toBe('Eat more protein daily');
    expect(after.map((part) => part.text).join('')).toBe('Eat less protein daily');
  });

  it('compares Arabic word by word', () => {
    const { after } = sideBySideDiff('تناول البروتين يوميا', 'تناول الخضار يوميا');
    expect(after.filter((part) => part.change === 'added').map((part) => part.text)).toEqual(['الخضار']);
  });

  it('reads a list one item a line', () => {
    expect(comparableText(['/uploads/a.jpg', '/uploads/b.jpg'])).toBe('/uploads/a.jpg\n/uploads/b.jpg');
    expect(comparableText(undefined)).toBe('');
  });
});
