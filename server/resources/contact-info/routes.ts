import { API_ROUTES } from '@shared/api-routes';
import { contactInfoInputSchema } from '@shared/schemas/contact-info';
import { requireAdmin } from '../../auth/middleware';
import { respondJson } from '../../http/respond';
import { validate } from '../../http/validate';
import { auditedTable } from '../../tables/audited-table';
import type { AppDeps, AppRouter } from '../app-deps';

/** The practice's phone, e-mail, address and working hours: one record, read by everyone, written by admins. */
export function contactInfoRoutes(router: AppRouter, { repositories, audit }: AppDeps) {
  router.get(API_ROUTES.contactInfo.single, async (ctx) => {
    respondJson(ctx, await repositories.contactInfo.single());
  });

  // Creates the record the first time and updates it after: the editor sends the same call either way.
  router.post(API_ROUTES.contactInfo.single, requireAdmin, validate({ body: contactInfoInputSchema }), async (ctx) => {
    ctx.body = await audit.transaction(ctx, (write) => auditedTable(repositories.contactInfo, write).saveSingle(ctx.input.body));
  });
}
