import type { z } from 'zod';
import { aboutContentInputSchema } from '../../../shared/schemas/about-content';
import { heroContentInputSchema } from '../../../shared/schemas/hero-content';
import { auditedTable } from '../../tables/audited-table';
import { requireAdmin, writer } from '../../auth/middleware';
import type { AppDeps, AppRouter } from '../app-deps';
import { parseInput } from '../../http/parse';
import { respondJson } from '../../http/respond';
import { filesOf, multipart, textFields } from '../../uploads/multipart';
import { storeImages } from '../../uploads/store';
import type { TableRepository } from '../../tables/table';
import { recordUploads } from '../uploads/routes';

/**
 * The landing page's single-record sections (hero, about): saved as multipart where the image field
 * holds either a new file or the url of an existing image (spec section 7). JSON bodies work too.
 * A new image is recorded in the audit log with the save, in its transaction.
 */
export function pageContentRoutes(router: AppRouter, { repositories, config, audit }: AppDeps) {
  const section = <Api extends { id: number }>(path: string, repository: TableRepository<Api>, schema: z.ZodType, imageField: string) => {
    router.get(path, async (ctx) => {
      respondJson(ctx, await repository.single());
    });

    router.post(path, requireAdmin, multipart(), async (ctx) => {
      const fields = ctx.is('multipart') ? textFields(ctx.request.body) : ctx.request.body;
      const input = parseInput(schema, fields) as Record<string, unknown>;
      const files = filesOf(ctx.request.files, imageField).slice(0, 1);
      const urls = await storeImages(files, config.uploadsDir);
      if (urls.length > 0) [input[imageField]] = urls;
      ctx.body = await audit.transaction(ctx, async (trx, record) => {
        await recordUploads(record, files, urls);
        return auditedTable(repository, trx, record, writer(ctx)).saveSingle(input);
      });
    });
  };

  section('/api/hero-content', repositories.heroContent, heroContentInputSchema, 'backgroundImage');
  section('/api/about-content', repositories.aboutContent, aboutContentInputSchema, 'image');
}
