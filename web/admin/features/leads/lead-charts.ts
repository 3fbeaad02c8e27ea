import type { LeadStatus } from '@shared/schemas/lead';

/** The share of leads that became clients (clients over all leads); null while there is no lead. */
export function conversionRate(byStatus: Record<LeadStatus, number>): number | null {
  const total = Object.values(byStatus).reduce((sum, count) => sum + count, 0);
  return total > 0 ? byStatus.client / total : null;
}

/** Each count as a percentage of the largest (the bars' lengths); all 0 when every count is. */
export function barLengths(counts: readonly number[]): number[] {
  const largest = Math.max(0, ...counts);
  return counts.map((count) => (largest > 0 ? (Math.max(0, count) / largest) * 100 : 0));
}

/** A share as a whole percentage ('33%'), or '—' when there is none. */
export const formatShare = (share: number | null) => (share === null ? '—' : `${Math.round(share * 100)}%`);
