import { chromium } from '@playwright/test';
import { pageWeight } from '../e2e/support/page-weight';

export const CHROMIUM_PATH = '/usr/bin/chromium';
/** Chromium's usual flags on this machine (as the Playwright tests use them). */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export interface PageWeightFigures {
  /** The page's address, with its language in the query. */
  address: string;
  /** Bytes of script bodies on the wire with no input, and in all once read and its forms started. */
  idle: number;
  used: number;
  /** Each script and its bytes, for the figure over budget. */
  idleChunks: string;
  usedChunks: string;
}

/**
 * The JavaScript each of `addresses` (paths with their query) receives, measured as e2e/page-weight.spec.ts holds it to
 * its budget: Chromium at 1280×800 with its cache off, until idle without input, then read to the end and its forms started.
 */
export async function measurePageWeights(baseUrl: string, addresses: string[]): Promise<PageWeightFigures[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const figures: PageWeightFigures[] = [];
    for (const address of addresses) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: baseUrl });
      figures.push({ address, ...(await pageWeight(await context.newPage(), address)) });
      await context.close();
    }
    return figures;
  } finally {
    await browser.close();
  }
}

export interface HeroImage {
  devicePixelRatio: number;
  url?: string;
  bytes?: number;
  /** How the image was found: the LCP element, or the page's fetchpriority=high image. */
  source: 'largest contentful paint' | 'fetchpriority=high image' | 'none';
}

export const PHONE_VIEWPORT = { width: 375, height: 812 };

/** The hero image a 375 px wide phone downloads for `/`, as Chromium chooses it (srcset, sizes, picture). */
export async function measureHeroImage(baseUrl: string, devicePixelRatios: number[]): Promise<HeroImage[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const heroes: HeroImage[] = [];
    for (const devicePixelRatio of devicePixelRatios) {
      const context = await browser.newContext({ viewport: PHONE_VIEWPORT, deviceScaleFactor: devicePixelRatio, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
      const found = await page.evaluate(async () => {
        const lcp = await new Promise<{ url?: string } | undefined>((resolve) => {
          let last: { url?: string } | undefined;
          new PerformanceObserver((list) => (last = list.getEntries().at(-1) as { url?: string })).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(last), 1000);
        });
        const prioritized = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')?.currentSrc;
        const url = lcp?.url || prioritized;
        const timing = url ? (performance.getEntriesByName(url)[0] as PerformanceResourceTiming | undefined) : undefined;
        return { url, lcpIsImage: Boolean(lcp?.url), bytes: timing?.encodedBodySize };
      });
      await context.close();
      heroes.push({
        devicePixelRatio,
        url: found.url,
        bytes: found.bytes,
        source: found.lcpIsImage ? 'largest contentful paint' : found.url ? 'fetchpriority=high image' : 'none',
      });
    }
    return heroes;
  } finally {
    await browser.close();
  }
}
