/** The performance targets, which the report puts beside each figure. */
export const TARGETS = {
  /** Lighthouse mobile, alone on the machine, every public page in both languages (median of its runs). */
  lighthousePerformance: 98,
  /** Accessibility, best practices and SEO. */
  lighthouseOtherCategories: 100,
  tbtMs: 50,
  cls: 0,
  /** KB (1 KB = 1024 bytes) of JavaScript on the wire a public page receives until idle without input (e2e/support/page-weight.ts). */
  pageIdleJsKb: 20,
  /** KB of JavaScript on the wire a public page receives in all, read to its end and its forms started. */
  pageUsedJsKb: 90,
  /** KB of the hero image a phone downloads. */
  phoneHeroKb: 60,
  /**
   * A cached public answer (API read, page, their 304s): the bare server's CPU per request divided by ours, the CPU of
   * each server's processes from /proc (one load generator on 2 cores saturates neither server).
   */
  cachedCpuRatio: 0.8,
  /** The fortnight's slot search: requests/s as a fraction of the bare server's, and its p99 under load. */
  slotSearchRatio: 0.5,
  slotSearchP99Ms: 50,
  startToHealthyMs: 500,
  /** GET /api/analytics for its default period (30 days) over a year of a busy practice's views (1 million): the median answer. */
  analyticsDefaultPeriodMs: 300,
  rssAfterLoadMb: 150,
} as const;
