/** The performance targets, which the report puts beside each figure. */
export const TARGETS = {
  lighthousePerformance: 95,
  /** Accessibility, best practices and SEO. */
  lighthouseOtherCategories: 100,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0,
  /** gzip KB (1 KB = 1024 bytes) of the JavaScript `/` loads at start. */
  startupJsGzipKb: 100,
  /** KB of the hero image a phone downloads. */
  phoneHeroKb: 60,
  /** Requests/s as a fraction of the bare server's. */
  landingApiRatio: 0.5,
  renderedPageRatio: 0.4,
  notModifiedRatio: 0.6,
  startToHealthyMs: 1000,
  rssAfterLoadMb: 150,
} as const;
