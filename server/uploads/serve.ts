import type { Middleware } from 'koa';
import { notFound } from '../http/errors';
import { UPLOADS_CACHE_CONTROL, UPLOADS_PREFIX, storedName, storedType, type UploadStorage } from '../storage/storage';

/** Whatever an upload holds, it never runs as a page: no script, plugin, form or base, no framing, and a sandbox. */
const UPLOAD_POLICY = "default-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";

/**
 * Serves /uploads/* from the storage (the local folder or the shared bucket, with the same headers either way): only
 * the names and image kinds the server stores, each with the type of its kind (the app-wide nosniff keeps browsers to
 * it), cached for a year (names are never reused), under a policy that no page can run in. Anything else (another
 * kind, a hidden temporary file, a path leaving the folder, a missing file) is a 404.
 */
export function serveUploads(storage: UploadStorage): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(UPLOADS_PREFIX)) return next();
    ctx.set('Content-Security-Policy', UPLOAD_POLICY);
    // Public images, shown by the desktop app's page too (another origin).
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    const name = storedName(ctx.path);
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !name) throw notFound('File');
    // A HEAD asks for the headers only: the bytes are not even opened.
    const file = ctx.method === 'HEAD' ? await storage.stat(name) : await storage.open(name);
    if (!file) throw notFound('File');
    ctx.set('Cache-Control', UPLOADS_CACHE_CONTROL);
    ctx.set('Last-Modified', file.lastModified.toUTCString());
    ctx.type = storedType(name)!;
    ctx.body = 'body' in file ? file.body : '';
    ctx.length = file.size;
  };
}
