interface DonutSegment {
  /** Length of the arc along the circle. */
  length: number;
  /** Distance along the circle from the start (12 o'clock) to the arc's start. */
  start: number;
}

/**
 * Arcs of a donut chart for `values` (any positive amounts), one after another around a circle of the given
 * circumference, each shortened by `gap` so that neighbours stay apart. Zero or negative amounts get no length.
 */
export function donutSegments(values: readonly number[], circumference: number, gap = 0): DonutSegment[] {
  const positive = values.map((value) => (Number.isFinite(value) && value > 0 ? value : 0));
  const total = positive.reduce((sum, value) => sum + value, 0);
  let start = 0;
  return positive.map((value) => {
    const full = total > 0 ? (value / total) * circumference : 0;
    const segment = { length: Math.max(0, full - (full > 0 ? gap : 0)), start };
    start += full;
    return segment;
  });
}
