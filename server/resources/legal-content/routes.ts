import { legalContentInputSchema } from '../../../shared/schemas/legal-content';
import { auditedTable } from '../../tables/audited-table';
import { requireAdmin, writer } from '../../auth/middleware';
import type { AppDeps, AppRouter } from '../app-deps';
import { parseInput } from '../../http/parse';
import { crudRoutes } from '../crud-routes';

/** updatedBy comes from the session, never from the client. */
const withoutUpdatedBy = ({ updatedBy: _ignored, ...input }: Record<string, unknown>) => input;

export function legalContentRoutes(router: AppRouter, deps: AppDeps) {
  const legal = deps.repositories.legalContent;

  // A legal text whose type already exists is updated instead of duplicated (spec section 4).
  router.post('/api/legal-content', requireAdmin, async (ctx) => {
    const input = withoutUpdatedBy(parseInput(legalContentInputSchema, ctx.request.body));
    const saved = await deps.audit.transaction(ctx, (trx, record) => auditedTable(legal, trx, record, writer(ctx)).upsert({ type: input.type }, input));
    ctx.status = saved.created ? 201 : 200;
    ctx.body = saved.record;
  });

  crudRoutes(router, deps, {
    path: '/api/legal-content',
    repository: legal,
    createSchema: legalContentInputSchema,
    createRoute: false,
    prepare: withoutUpdatedBy,
  });
}
