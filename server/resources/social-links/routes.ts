import { socialLinkInputSchema } from '../../../shared/schemas/social-link';
import { auditedTable } from '../../tables/audited-table';
import { requireAdmin, writer } from '../../auth/middleware';
import type { AppDeps, AppRouter } from '../app-deps';
import { parseInput } from '../../http/parse';
import { crudRoutes } from '../crud-routes';

export function socialLinkRoutes(router: AppRouter, deps: AppDeps) {
  const links = deps.repositories.socialLinks;

  // Registered before the generic routes: the editor saves a platform that has no row yet through this.
  router.post('/api/social-links/upsert', requireAdmin, async (ctx) => {
    const input = parseInput(socialLinkInputSchema, ctx.request.body);
    const saved = await deps.audit.transaction(ctx, (trx, record) => auditedTable(links, trx, record, writer(ctx)).upsert({ platform: input.platform }, input));
    ctx.status = saved.created ? 201 : 200;
    ctx.body = saved.record;
  });

  crudRoutes(router, deps, { path: '/api/social-links', repository: links, createSchema: socialLinkInputSchema });
}
