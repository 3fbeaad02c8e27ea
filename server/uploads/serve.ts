import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { notFound } from '../http/errors';

const UPLOADS_PREFIX = '/uploads/';

/** The type each stored kind is served with, by the extension the server gave it (originals and their variants). */
const SERVED_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** Whatever an upload holds, it never runs as a page: no script, plugin, form or base, no framing, and a sandbox. */
const UPLOAD_POLICY = "default-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";

/**
 * Serves /uploads/* from `uploadsDir`: only the image kinds the server stores, each with the type of its kind (the
 * app-wide nosniff keeps browsers to it), cached for a year (names are never reused), under a policy that no page can
 * run in. Anything else (another kind, a hidden temporary file, a path leaving the folder) is a 404.
 */
export function serveUploads(uploadsDir: string): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(UPLOADS_PREFIX)) return next();
    const type = SERVED_TYPES[path.extname(ctx.path).slice(1).toLowerCase()];
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !type) throw notFound('File');
    ctx.set('Content-Security-Policy', UPLOAD_POLICY);
    // Public images, shown by the desktop app's page too (another origin).
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    ctx.type = type;
    const served = await send(ctx, ctx.path.slice(UPLOADS_PREFIX.length), { root: uploadsDir, immutable: true, maxage: 365 * 24 * 60 * 60 * 1000 }).catch(() => undefined);
    if (!served) throw notFound('File');
  };
}
