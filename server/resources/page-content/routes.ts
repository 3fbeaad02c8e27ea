import type { z } from 'zod';
import { aboutContentInputSchema } from '../../../shared/schemas/about-content';
import { heroContentInputSchema } from '../../../shared/schemas/hero-content';
import { requireAdmin, writer } from '../../auth/middleware';
import type { AppDeps, AppRouter } from '../../http/context';
import { parseInput } from '../../http/parse';
import { respondJson } from '../../http/respond';
import { filesOf, multipart, textFields } from '../../uploads/multipart';
import { storeImages } from '../../uploads/store';
import type { TableRepository } from '../table';

/**
 * The landing page's single-record sections (hero, about): saved as multipart where the image field
 * holds either a new file or the url of an existing image (spec section 7). JSON bodies work too.
 */
export function pageContentRoutes(router: AppRouter, { repositories, config }: AppDeps) {
  const section = <Api>(path: string, repository: TableRepository<Api>, schema: z.ZodType, imageField: string) => {
    router.get(path, async (ctx) => {
      respondJson(ctx, await repository.single());
    });

    router.post(path, requireAdmin, multipart(), async (ctx) => {
      const fields = ctx.is('multipart') ? textFields(ctx.request.body) : ctx.request.body;
      const input = parseInput(schema, fields) as Record<string, unknown>;
      const [file] = filesOf(ctx.request.files, imageField);
      if (file) [input[imageField]] = await storeImages([file], config.uploadsDir);
      ctx.body = await repository.saveSingle(input, writer(ctx));
    });
  };

  section('/api/hero-content', repositories.heroContent, heroContentInputSchema, 'backgroundImage');
  section('/api/about-content', repositories.aboutContent, aboutContentInputSchema, 'image');
}
