import { auditLogQuerySchema, type AuditLogPage } from '../../../shared/audit';
import { requireAdmin } from '../../auth/middleware';
import type { AppDeps, AppRouter } from '../app-deps';
import { parseInput } from '../../http/parse';

/** The audit log, read only: no route changes or deletes an entry (the router answers 405 for other methods). */
export function auditLogRoutes(router: AppRouter, { audit }: AppDeps) {
  router.get('/api/audit-log', requireAdmin, async (ctx) => {
    ctx.body = (await audit.page(parseInput(auditLogQuerySchema, ctx.query))) satisfies AuditLogPage;
  });
}
