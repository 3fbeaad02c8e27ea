import type { File } from 'formidable';
import { requireAdmin } from '../../auth/middleware';
import type { AppDeps, AppRouter } from '../../http/context';
import { badRequest } from '../../http/errors';
import { allFiles, filesOf, multipart } from '../../uploads/multipart';
import { discardFiles, storeImage } from '../../uploads/store';

/**
 * Image uploads for the editors: one file under `image`, or several under `images`. Each stored image is queued for
 * its resized variants, which follow in the background (the answer does not wait for them).
 */
export function uploadRoutes(router: AppRouter, { config, images }: AppDeps) {
  const store = async (file: File) => {
    const url = await storeImage(file, config.uploadsDir);
    void images.enqueue(url);
    return url;
  };

  router.post('/api/upload-single', requireAdmin, multipart(), async (ctx) => {
    const files = allFiles(ctx.request.files);
    try {
      const [file] = filesOf(ctx.request.files, 'image');
      if (!file) throw badRequest('missing_file', 'Send one image in the multipart field "image"');
      ctx.status = 201;
      ctx.body = { url: await store(file) };
    } finally {
      await discardFiles(files);
    }
  });

  router.post('/api/upload-multiple', requireAdmin, multipart(), async (ctx) => {
    const files = allFiles(ctx.request.files);
    try {
      const uploaded = filesOf(ctx.request.files, 'images');
      if (uploaded.length === 0) throw badRequest('missing_file', 'Send one or more images in the multipart field "images"');
      const urls: string[] = [];
      for (const file of uploaded) urls.push(await store(file));
      ctx.status = 201;
      ctx.body = { urls };
    } finally {
      await discardFiles(files);
    }
  });
}
