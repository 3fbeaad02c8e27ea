import { describe, expect, it } from 'vitest';
import { donutSegments } from './donut-segments';

describe('donutSegments', () => {
  it('splits the circle in proportion, one arc after another', () => {
    expect(donutSegments([30, 40, 30], 100)).toEqual([
      { length: 30, start: 0 },
      { length: 40, start: 30 },
      { length: 30, start: 70 },
    ]);
  });

  it('works from grams or calories as well as percentages', () => {
    const [protein, carbs] = donutSegments([778, 1038], 200);
    expect(protein!.length + carbs!.length).toBeCloseTo(200);
  });

  it('leaves a gap between arcs and gives nothing to empty shares', () => {
    expect(donutSegments([50, 0, 50], 100, 2)).toEqual([
      { length: 48, start: 0 },
      { length: 0, start: 50 },
      { length: 48, start: 50 },
    ]);
    expect(donutSegments([0, 0], 100)).toEqual([
      { length: 0, start: 0 },
      { length: 0, start: 0 },
    ]);
  });
});
