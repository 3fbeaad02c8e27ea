import { contactInfoInputSchema } from '../../../shared/schemas/contact-info';
import { auditedTable } from '../../tables/audited-table';
import { requireAdmin, writer } from '../../auth/middleware';
import type { AppDeps, AppRouter } from '../app-deps';
import { parseInput } from '../../http/parse';
import { respondJson } from '../../http/respond';

/** The practice's phone, e-mail, address and working hours: one record, read by everyone, written by admins. */
export function contactInfoRoutes(router: AppRouter, { repositories, audit }: AppDeps) {
  router.get('/api/contact-info', async (ctx) => {
    respondJson(ctx, await repositories.contactInfo.single());
  });

  // Creates the record the first time and updates it after: the editor sends the same call either way.
  router.post('/api/contact-info', requireAdmin, async (ctx) => {
    const input = parseInput(contactInfoInputSchema, ctx.request.body);
    ctx.body = await audit.transaction(ctx, (trx, record) => auditedTable(repositories.contactInfo, trx, record, writer(ctx)).saveSingle(input));
  });
}
