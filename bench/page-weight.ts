import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { httpRequest } from './http-request';

export const CHROMIUM_PATH = '/usr/bin/chromium';
/** Chromium's usual flags on this machine (as the Playwright tests use them). */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export interface AssetSize {
  url: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface StartupAssets {
  js: AssetSize[];
  css: AssetSize[];
}

/** The tags of an HTML text with their attributes (names lower-cased), for the few tags asked for. */
function tagsOf(html: string, names: string[]): { name: string; attributes: Record<string, string> }[] {
  const tags = [];
  for (const [, name, attributeText] of html.matchAll(/<([a-z]+)\b([^>]*)>/gi)) {
    if (!names.includes(name!.toLowerCase())) continue;
    const attributes: Record<string, string> = {};
    for (const [, key, doubleQuoted, singleQuoted, bare] of attributeText!.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
      attributes[key!.toLowerCase()] = doubleQuoted ?? singleQuoted ?? bare ?? '';
    }
    tags.push({ name: name!.toLowerCase(), attributes });
  }
  return tags;
}

/** The script and stylesheet addresses an HTML page loads at start: script src, modulepreload, preload as=script, stylesheets. */
export function startupAssetUrls(html: string, pageUrl: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const { name, attributes } of tagsOf(html, ['script', 'link'])) {
    const relations = (attributes.rel ?? '').toLowerCase().split(/\s+/);
    if (name === 'script' && attributes.src) js.add(new URL(attributes.src, pageUrl).href);
    else if (name === 'link' && attributes.href && (relations.includes('modulepreload') || (relations.includes('preload') && attributes.as === 'script'))) {
      js.add(new URL(attributes.href, pageUrl).href);
    } else if (name === 'link' && attributes.href && relations.includes('stylesheet')) css.add(new URL(attributes.href, pageUrl).href);
  }
  return { js: [...js], css: [...css] };
}

async function sizeOf(url: string): Promise<AssetSize> {
  const response = await httpRequest(url);
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return { url, rawBytes: response.body.length, gzipBytes: gzipSync(response.body, { level: 9 }).length };
}

/** Raw and gzip -9 sizes of every script and stylesheet that `/` loads at start (lazy chunks are not counted). */
export async function measureStartupAssets(baseUrl: string): Promise<StartupAssets> {
  const page = await httpRequest(`${baseUrl}/`, { headers: { Accept: 'text/html' } });
  if (page.status !== 200) throw new Error(`GET / answered ${page.status}`);
  const urls = startupAssetUrls(page.body.toString('utf8'), `${baseUrl}/`);
  return { js: await Promise.all(urls.js.map(sizeOf)), css: await Promise.all(urls.css.map(sizeOf)) };
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
