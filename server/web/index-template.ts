import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'koa';

const TEMPLATE_CHECK_MS = 1000;

/** Where the browser build names each page module's stylesheet (see scripts/page-stylesheets.ts). */
const PAGE_STYLESHEETS_FILE = path.join('.vite', 'page-stylesheets.json');

/** The built pages every page is written into: index.html (the admin's shell) and site.html (the public pages'). */
export interface IndexTemplate {
  text: string;
  /** site.html: the public pages' shared stylesheet and island loader. */
  site: string;
  /** The address of a page module's stylesheet (see PAGE_MODULES in vite.config.ts); none in a stand-in build. */
  stylesheets: Readonly<Record<string, string>>;
  /** Its modification time: part of a rendered page's cache key, so that a new build renders every page anew. */
  modified: number;
}

/** Reads the build's index.html (see indexTemplate); `recent` answers the last one read without waiting. */
export interface TemplateReader {
  (): Promise<IndexTemplate | undefined>;
  /** The template as last read, at once; when that was over a second ago, the file is looked at again for the next call. */
  recent(): IndexTemplate | undefined;
}

/**
 * The build's index.html, re-read when a new build replaces it; undefined before the first build. Looked at once a
 * second at most: a stat for every page served from the cache cost more than the rest of the answer.
 */
export function indexTemplate(distDir: string): TemplateReader {
  const indexFile = path.join(path.resolve(distDir), 'index.html');
  const siteFile = path.join(path.resolve(distDir), 'site.html');
  const stylesheetsFile = path.join(path.resolve(distDir), PAGE_STYLESHEETS_FILE);
  let template: (IndexTemplate & { checkedAt: number }) | undefined;
  const isRecent = (checkedAt: number) => template !== undefined && checkedAt - template.checkedAt < TEMPLATE_CHECK_MS;
  const read = async () => {
    const checkedAt = performance.now();
    if (template && isRecent(checkedAt)) return template;
    const [indexStat, siteStat] = await Promise.all([fs.stat(indexFile).catch(() => undefined), fs.stat(siteFile).catch(() => undefined)]);
    if (!indexStat) return (template = undefined);
    const modified = Math.max(indexStat.mtimeMs, siteStat?.mtimeMs ?? 0);
    if (template?.modified !== modified) {
      const [text, site, stylesheets] = await Promise.all([
        fs.readFile(indexFile, 'utf8'),
        siteStat ? fs.readFile(siteFile, 'utf8') : undefined,
        fs.readFile(stylesheetsFile, 'utf8').catch(() => '{}'),
      ]);
      // A build always has all three; a test's stand-in build may have only index.html, which then serves for both.
      template = { text, site: site ?? text, stylesheets: JSON.parse(stylesheets) as Record<string, string>, modified, checkedAt };
    }
    template.checkedAt = checkedAt;
    return template;
  };
  let checking: Promise<unknown> | undefined;
  const recent = () => {
    // Looked at again in the background: a request that waited for the look would go the whole way through the chain.
    if (template && !checking && !isRecent(performance.now())) checking = read().catch(() => undefined).finally(() => (checking = undefined));
    return template;
  };
  return Object.assign(read, { recent });
}

/** The answer to a page asked for before the web app was built: how to build it. */
export function sendNotBuilt(ctx: Context) {
  ctx.status = 503;
  ctx.type = 'text/plain; charset=utf-8';
  ctx.body = 'The web app has not been built yet: run `npm run build` (npm start does it for you).';
}
