import os from 'node:os';
import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import type { File } from 'formidable';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../../shared/constants';

/** Multipart parsing with the upload limits; mounted only after requireAdmin so that strangers cannot fill the disk. */
export function multipart(): Middleware {
  const parse = koaBody({
    multipart: true,
    formidable: {
      maxFileSize: UPLOAD_MAX_BYTES,
      maxTotalFileSize: UPLOAD_MAX_BYTES * UPLOAD_MAX_FILES,
      maxFiles: UPLOAD_MAX_FILES,
      uploadDir: os.tmpdir(),
      allowEmptyFiles: false,
    },
  });
  // JSON bodies were already parsed by the app-wide parser.
  return (ctx, next) => (ctx.is('multipart') ? parse(ctx, next) : next());
}

/** The files sent under `field`, as a list (formidable gives one file or an array). */
export function filesOf(files: unknown, field: string): File[] {
  const value = (files as Record<string, File | File[] | undefined> | undefined)?.[field];
  if (!value) return [];
  return Array.isArray(value) ? value : [value];
}

/** Every file of a request, for clean-up. */
export function allFiles(files: unknown): File[] {
  return Object.values((files as Record<string, File | File[]>) ?? {}).flat();
}

/** Multipart text fields as plain strings (formidable may give arrays for repeated fields). */
export function textFields(body: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries((body as Record<string, unknown>) ?? {}).map(([key, value]) => [key, Array.isArray(value) ? String(value[0]) : String(value)]),
  );
}
