import { requireAdmin } from '../../auth/middleware';
import type { AppDeps, AppRouter } from '../../http/context';
import { badRequest } from '../../http/errors';
import { allFiles, filesOf, multipart } from '../../uploads/multipart';
import { discardFiles, storeImage } from '../../uploads/store';

/** Image uploads for the editors: one file under `image`, or several under `images`. */
export function uploadRoutes(router: AppRouter, { config }: AppDeps) {
  router.post('/api/upload-single', requireAdmin, multipart(), async (ctx) => {
    const files = allFiles(ctx.request.files);
    try {
      const [file] = filesOf(ctx.request.files, 'image');
      if (!file) throw badRequest('missing_file', 'Send one image in the multipart field "image"');
      ctx.status = 201;
      ctx.body = { url: await storeImage(file, config.uploadsDir) };
    } finally {
      await discardFiles(files);
    }
  });

  router.post('/api/upload-multiple', requireAdmin, multipart(), async (ctx) => {
    const files = allFiles(ctx.request.files);
    try {
      const images = filesOf(ctx.request.files, 'images');
      if (images.length === 0) throw badRequest('missing_file', 'Send one or more images in the multipart field "images"');
      const urls: string[] = [];
      for (const file of images) urls.push(await storeImage(file, config.uploadsDir));
      ctx.status = 201;
      ctx.body = { urls };
    } finally {
      await discardFiles(files);
    }
  });
}
