/** The nearest-rank percentile (0 < fraction ≤ 1) of the values; NaN for none. */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

/** The middle value (the lower middle for an even count, so it is always a value that was measured). */
export function median(values: readonly number[]): number {
  return percentile(values, 0.5);
}
