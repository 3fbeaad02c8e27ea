import { describe, expect, it } from 'vitest';
import { layoutShifts, medianFigures, type RunFigures } from './lighthouse-audit';

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

describe("a page's figures over its runs", () => {
  const run = (tbtMs: number, extra: Partial<RunFigures> = {}): RunFigures => ({ performance: 100, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1200, tbtMs, cls: 0, ...extra });

  it('takes each figure as the median of the runs, not the figures of one run picked by its score', () => {
    // Equal scores: the middle run by score would be the second, whose TBT is the highest.
    const figures = medianFigures([run(12, { lcpMs: 1500 }), run(58, { lcpMs: 1100 }), run(30, { lcpMs: 1300, performance: 99 })]);
    expect(figures).toMatchObject({ performance: 100, tbtMs: 30, lcpMs: 1300, cls: 0, performanceRange: [99, 100], tbtRunsMs: [12, 58, 30], clsRuns: [0, 0, 0] });
    expect(figures.shifts).toBeUndefined();
  });

  it('keeps every run\'s layout shift and names the shifts of the run that shifted most', () => {
    const figures = medianFigures([run(0), run(0, { cls: 0.002, shifts: ['0.0020 `header`'] }), run(0, { cls: 0.001, shifts: ['0.0010 `img`'] })]);
    expect(figures.cls).toBe(0.001);
    expect(figures.clsRuns).toEqual([0, 0.002, 0.001]);
    expect(figures.shifts).toEqual(['0.0020 `header`']);
  });
});
