import type { File } from 'formidable';
import { requireAdmin } from '../../auth/middleware';
import type { AppDeps, AppRouter } from '../../http/context';
import { badRequest } from '../../http/errors';
import { filesOf, multipart } from '../../uploads/multipart';
import { storeImages } from '../../uploads/store';

/**
 * Image uploads for the editors: one file under `image`, or several under `images`. Each stored image is queued for
 * its resized variants, which follow in the background (the answer does not wait for them).
 */
export function uploadRoutes(router: AppRouter, { config, images }: AppDeps) {
  const store = async (files: File[]) => {
    const urls = await storeImages(files, config.uploadsDir);
    for (const url of urls) void images.enqueue(url);
    return urls;
  };

  router.post('/api/upload-single', requireAdmin, multipart(), async (ctx) => {
    const [file] = filesOf(ctx.request.files, 'image');
    if (!file) throw badRequest('missing_file', 'Send one image in the multipart field "image"');
    const [url] = await store([file]);
    ctx.status = 201;
    ctx.body = { url };
  });

  router.post('/api/upload-multiple', requireAdmin, multipart(), async (ctx) => {
    const uploaded = filesOf(ctx.request.files, 'images');
    if (uploaded.length === 0) throw badRequest('missing_file', 'Send one or more images in the multipart field "images"');
    const urls = await store(uploaded);
    ctx.status = 201;
    ctx.body = { urls };
  });
}
