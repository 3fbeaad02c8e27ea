import { describe, expect, it } from 'vitest';
import { layoutShifts } from './lighthouse-audit';

describe("the bench's account of a page's layout shifts", () => {
  it('names what moved, by how much and why, one line a shift', () => {
    const details = {
      items: [
        {
          node: { snippet: '<span class="brand">', selector: 'header > a > span' },
          score: 0.00213,
          subItems: { items: [{ cause: 'Unsized image element', extra: { snippet: '<img src="/a.jpg">' } }, { cause: 'Web font', extra: { value: '/font.woff2' } }] },
        },
        { node: { selector: 'main > p' }, score: 0.0001 },
        { score: 0.0005 },
      ],
    };
    expect(layoutShifts(details)).toEqual([
      '0.0021 `<span class="brand">` (Unsized image element: <img src="/a.jpg">; Web font: /font.woff2)',
      '0.0001 `main > p`',
      '0.0005 `an element Lighthouse could not name`',
    ]);
  });

  it('says nothing of a page that did not shift', () => {
    expect(layoutShifts({ items: [] })).toBeUndefined();
    expect(layoutShifts(undefined)).toBeUndefined();
  });
});
