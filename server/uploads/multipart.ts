import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import type { File } from 'formidable';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@shared/constants';

/**
 * Multipart parsing with the upload limits; mounted only after requireAdmin so that strangers cannot fill the disk.
 * The text fields become the body, each as one string, for the validation after it. Each request's files arrive in a temporary folder of its own, removed whole once the request is answered: what the
 * handler did not move into uploads/ goes, even a file formidable begins after refusing the request (past the file
 * count, say), which it would leave behind otherwise.
 */
export function multipart(): Middleware {
  return async (ctx, next) => {
    // JSON bodies were already parsed by the app-wide parser.
    if (!ctx.is('multipart')) return next();
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'dietbar-upload-'));
    let arrived = 0;
    try {
      // Loaded on the first upload, not at start (see http/body-parser.ts).
      const { koaBody } = await import('koa-body');
      const parse = koaBody({
        multipart: true,
        formidable: {
          maxFileSize: UPLOAD_MAX_BYTES,
          maxTotalFileSize: UPLOAD_MAX_BYTES * UPLOAD_MAX_FILES,
          maxFiles: UPLOAD_MAX_FILES,
          uploadDir: folder,
          allowEmptyFiles: false,
          // Each file is named by its place in the request: formidable lists files as their writes finish, in any order.
          filename: () => String(arrived++),
        },
      });
      await parse(ctx, async () => {
        ctx.request.body = textFields(ctx.request.body);
        await next();
      });
    } finally {
      // Retried: a file formidable opens late may appear while the folder is being emptied.
      await fs.rm(folder, { recursive: true, force: true, maxRetries: 3 });
    }
  };
}

/**
 * The files `multipart` took from the request under `field`, as a list in the order they were sent (formidable gives
 * one file or an array): the one way a handler reads files, which `validate` does not parse.
 */
export function uploadedFiles(ctx: Pick<Context, 'request'>, field: string): File[] {
  const value = (ctx.request.files as Record<string, File | File[] | undefined> | undefined)?.[field];
  if (!value) return [];
  const placeInRequest = (file: File) => Number(path.basename(file.filepath));
  return (Array.isArray(value) ? [...value] : [value]).sort((a, b) => placeInRequest(a) - placeInRequest(b));
}

/** Multipart text fields as plain strings (formidable may give arrays for repeated fields). */
function textFields(body: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries((body as Record<string, unknown>) ?? {}).map(([key, value]) => [key, Array.isArray(value) ? String(value[0]) : String(value)]),
  );
}
