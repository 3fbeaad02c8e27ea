import type { File } from 'formidable';
import { API_ROUTES } from '@shared/api-routes';
import type { Recorder } from '../../audit/audit-log';
import type { AppContext } from '../../auth/app-state';
import { requireAdmin } from '../../auth/middleware';
import { badRequest } from '../../http/errors';
import { fileLabel } from '../../uploads/check-image';
import { multipart, uploadedFiles } from '../../uploads/multipart';
import { storedName } from '../../storage/storage';
import { storeImages } from '../../uploads/store';
import type { AppDeps, AppRouter } from '../app-deps';

/** Records each stored image (`urls`, in the order of `files`) as `upload.created`, named by the name it came with. */
export async function recordUploads(record: Recorder, files: File[], urls: string[]): Promise<void> {
  for (const [index, url] of urls.entries()) {
    await record({ action: 'upload.created', entity: 'upload', entityId: url, summary: fileLabel(files[index]?.originalFilename) });
  }
}

/**
 * Image uploads for the editors: one file under `image`, or several under `images`. Each stored image is recorded in
 * the audit log and queued for its resized variants, which follow in the background (the answer does not wait for them).
 * An upload changes nothing visitors read until content names it (and its variants, once made, bump the version).
 */
export function uploadRoutes(router: AppRouter, { storage, imageWork, images, audit }: AppDeps) {
  const store = async (ctx: AppContext, files: File[]) => {
    const urls = await storeImages(files, storage, imageWork);
    try {
      await audit.transaction(ctx, ({ record }) => recordUploads(record, files, urls));
    } catch (error) {
      // An upload the log does not know of is not kept: nothing names it yet, and the admin is told it failed.
      await Promise.all(urls.map((url) => storage.remove(storedName(url)!)));
      throw error;
    }
    for (const url of urls) void images.enqueue(url);
    return urls;
  };

  router.post(API_ROUTES.uploads.single, requireAdmin, multipart(), async (ctx) => {
    const [file] = uploadedFiles(ctx, 'image');
    if (!file) throw badRequest('missing_file', 'Send one image in the multipart field "image"');
    const [url] = await store(ctx, [file]);
    ctx.status = 201;
    ctx.body = { url };
  });

  router.post(API_ROUTES.uploads.multiple, requireAdmin, multipart(), async (ctx) => {
    const uploaded = uploadedFiles(ctx, 'images');
    if (uploaded.length === 0) throw badRequest('missing_file', 'Send one or more images in the multipart field "images"');
    const urls = await store(ctx, uploaded);
    ctx.status = 201;
    ctx.body = { urls };
  });
}
