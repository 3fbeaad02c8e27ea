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
  /** Durable contact form writes (SQLITE_SYNCHRONOUS=full), each stored before it is acknowledged. */
  contactWritesPerSecond: 2000,
  /** GET /api/analytics for its default period (30 days) over a year of a busy practice's views (1 million): the median answer. */
  analyticsDefaultPeriodMs: 300,
  /** Every process of the server, after load over the public pages and API. */
  rssAfterLoadMb: 150,
} as const;

/**
 * The figures the bench gave before the public pages became islands and cached answers left the Koa chain (2026-11-26,
 * this machine, alone; Lighthouse 12 mobile, median of 3): the report shows each beside today's.
 */
export const PREVIOUS_FIGURES = {
  date: '2026-11-26',
  lighthouseWorst: '75 (`/`)',
  tbtWorst: '764 ms (`/`)',
  javascriptIdle: '147 KB on every page (the whole public app)',
  cachedApiCpu: '0.47–0.63×',
  cachedPageCpu: '0.26–0.41×',
  revalidationCpu: '0.20–0.40×',
  slotSearch: '199 requests/s (0.013×), p99 1.97 s',
  rssAfterLoad: '434 MB (363 MB in the bench)',
  startToHealthy: '1.58 s',
  contactWrites: '561/s',
} as const;
