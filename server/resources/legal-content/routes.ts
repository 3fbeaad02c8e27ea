import { API_ROUTES } from '@shared/api-routes';
import { legalContentInputSchema } from '@shared/schemas/legal-content';
import { requireAdmin } from '../../auth/middleware';
import { validate } from '../../http/validate';
import { auditedTable } from '../../tables/audited-table';
import { crudRoutes } from '../crud-routes';
import type { AppDeps, AppRouter } from '../app-deps';

/** updatedBy comes from the session, never from the client. */
const withoutUpdatedBy = ({ updatedBy: _ignored, ...input }: Record<string, unknown>) => input;

export function legalContentRoutes(router: AppRouter, deps: AppDeps) {
  const legal = deps.repositories.legalContent;

  // A legal text whose type already exists is updated instead of duplicated.
  router.post(API_ROUTES.legalContent.list, requireAdmin, validate({ body: legalContentInputSchema }), async (ctx) => {
    const input = withoutUpdatedBy(ctx.input.body);
    const saved = await deps.audit.transaction(ctx, (write) => auditedTable(legal, write).upsert({ type: input.type }, input));
    ctx.status = saved.created ? 201 : 200;
    ctx.body = saved.record;
  });

  crudRoutes(router, deps, {
    routes: API_ROUTES.legalContent,
    repository: legal,
    createSchema: legalContentInputSchema,
    createRoute: false,
    prepare: withoutUpdatedBy,
  });
}
