import type { z } from 'zod';
import { API_ROUTES } from '@shared/api-routes';
import { aboutContentInputSchema } from '@shared/schemas/about-content';
import { heroContentInputSchema } from '@shared/schemas/hero-content';
import { requireAdmin } from '../../auth/middleware';
import { respondJson } from '../../http/respond';
import { validate } from '../../http/validate';
import { auditedTable } from '../../tables/audited-table';
import type { TableRepository } from '../../tables/table';
import { multipart, uploadedFiles } from '../../uploads/multipart';
import { storeImages } from '../../uploads/store';
import { recordUploads } from '../uploads/routes';
import type { AppDeps, AppRouter } from '../app-deps';

/**
 * The landing page's single-record sections (hero, about): saved as multipart where the image field holds either a
 * new file or the url of an existing image. JSON bodies work too. A new image is recorded in the audit log with the
 * save, in its transaction.
 */
export function pageContentRoutes(router: AppRouter, { repositories, storage, imageWork, audit }: AppDeps) {
  const section = <Api extends { id: number }>(path: string, repository: TableRepository<Api>, schema: z.ZodType<Record<string, unknown>>, imageField: string) => {
    router.get(path, async (ctx) => {
      respondJson(ctx, await repository.single());
    });

    router.post(path, requireAdmin, multipart(), validate({ body: schema }), async (ctx) => {
      const input = { ...ctx.input.body };
      const files = uploadedFiles(ctx, imageField).slice(0, 1);
      const urls = await storeImages(files, storage, imageWork);
      if (urls.length > 0) [input[imageField]] = urls;
      ctx.body = await audit.transaction(ctx, async (write) => {
        await recordUploads(write.record, files, urls);
        return auditedTable(repository, write).saveSingle(input);
      });
    });
  };

  section(API_ROUTES.heroContent.single, repositories.heroContent, heroContentInputSchema, 'backgroundImage');
  section(API_ROUTES.aboutContent.single, repositories.aboutContent, aboutContentInputSchema, 'image');
}
