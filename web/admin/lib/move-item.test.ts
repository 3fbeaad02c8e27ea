import { describe, expect, it } from 'vitest';
import { moveItem } from './move-item';

describe('moveItem', () => {
  it('moves an item earlier or later without touching the input', () => {
    const items = ['a', 'b', 'c', 'd'];
    expect(moveItem(items, 2, 0)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveItem(items, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveItem(items, 1, 99)).toEqual(['a', 'c', 'd', 'b']);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });
});
