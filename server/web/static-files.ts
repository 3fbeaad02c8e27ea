import path from 'node:path';
import type { Context } from 'koa';
import send from 'koa-send';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** How long a file that may change under the same name (favicon, robots.txt, sitemap.xml) is kept: an hour. */
export const SHORT_CACHE = 'public, max-age=3600';

/** The public pages' speculation rules (web/public), which the Speculation-Rules header names: of a type of their own. */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';
const SPECULATION_RULES_TYPE = 'application/speculationrules+json';

/**
 * Sends the file of the build at the request's path: hashed assets (`/assets/`) cached for a year as immutable, others
 * briefly. Resolves to false when the build has no such file (or the path leaves the build), for the next handler.
 */
export function staticFiles(distDir: string): (ctx: Context) => Promise<boolean> {
  const root = path.resolve(distDir);
  return async (ctx) => {
    const immutable = ctx.path.startsWith('/assets/');
    try {
      const served = await send(ctx, ctx.path, {
        root,
        index: false,
        hidden: false,
        // The build writes name.br and name.gz beside each hashed asset (scripts/precompress-assets.ts): sent as they are.
        brotli: true,
        gzip: true,
        setHeaders: (response) => {
          response.setHeader('Cache-Control', immutable ? `public, max-age=${YEAR_SECONDS}, immutable` : SHORT_CACHE);
          ctx.vary('Accept-Encoding');
        },
      });
      if (served && ctx.path === SPECULATION_RULES_PATH) ctx.type = SPECULATION_RULES_TYPE;
      return Boolean(served);
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === 404 || status === 400 || status === 403) return false;
      throw error;
    }
  };
}
