import { socialLinkInputSchema } from '../../../shared/schemas/social-link';
import { requireAdmin, writer } from '../../auth/middleware';
import type { AppDeps, AppRouter } from '../../http/context';
import { parseInput } from '../../http/parse';
import { crudRoutes } from '../crud-routes';

export function socialLinkRoutes(router: AppRouter, { repositories }: AppDeps) {
  const links = repositories.socialLinks;

  // Registered before the generic routes: the editor saves a platform that has no row yet through this.
  router.post('/api/social-links/upsert', requireAdmin, async (ctx) => {
    const input = parseInput(socialLinkInputSchema, ctx.request.body);
    const existing = await links.findBy({ platform: input.platform });
    ctx.status = existing ? 200 : 201;
    ctx.body = existing ? await links.update(existing.id, input, writer(ctx)) : await links.create(input, writer(ctx));
  });

  crudRoutes(router, { path: '/api/social-links', repository: links, createSchema: socialLinkInputSchema });
}
