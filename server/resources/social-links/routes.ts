import { API_ROUTES } from '@shared/api-routes';
import { socialLinkInputSchema } from '@shared/schemas/social-link';
import { requireAdmin } from '../../auth/middleware';
import { validate } from '../../http/validate';
import { auditedTable } from '../../tables/audited-table';
import { crudRoutes } from '../crud-routes';
import type { AppDeps, AppRouter } from '../app-deps';

export function socialLinkRoutes(router: AppRouter, deps: AppDeps) {
  const links = deps.repositories.socialLinks;

  // Registered before the generic routes: the editor saves a platform that has no row yet through this.
  router.post(API_ROUTES.socialLinks.upsert, requireAdmin, validate({ body: socialLinkInputSchema }), async (ctx) => {
    const input = ctx.input.body;
    const saved = await deps.audit.transaction(ctx, (write) => auditedTable(links, write).upsert({ platform: input.platform }, input));
    ctx.status = saved.created ? 201 : 200;
    ctx.body = saved.record;
  });

  crudRoutes(router, deps, { routes: API_ROUTES.socialLinks, repository: links, createSchema: socialLinkInputSchema });
}
