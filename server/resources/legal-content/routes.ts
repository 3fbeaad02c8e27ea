import { legalContentInputSchema } from '../../../shared/schemas/legal-content';
import { requireAdmin, writer } from '../../auth/middleware';
import type { AppDeps, AppRouter } from '../../http/context';
import { parseInput } from '../../http/parse';
import { crudRoutes } from '../crud-routes';

/** updatedBy comes from the session, never from the client. */
const withoutUpdatedBy = ({ updatedBy: _ignored, ...input }: Record<string, unknown>) => input;

export function legalContentRoutes(router: AppRouter, { repositories }: AppDeps) {
  const legal = repositories.legalContent;

  // A legal text whose type already exists is updated instead of duplicated (spec section 4).
  router.post('/api/legal-content', requireAdmin, async (ctx) => {
    const input = withoutUpdatedBy(parseInput(legalContentInputSchema, ctx.request.body));
    const existing = await legal.findBy({ type: input.type });
    ctx.status = existing ? 200 : 201;
    ctx.body = existing ? await legal.update(existing.id, input, writer(ctx)) : await legal.create(input, writer(ctx));
  });

  crudRoutes(router, {
    path: '/api/legal-content',
    repository: legal,
    createSchema: legalContentInputSchema,
    createRoute: false,
    prepare: withoutUpdatedBy,
  });
}
