import { API_ROUTES } from '@shared/api-routes';
import { auditLogQuerySchema, type AuditLogPage } from '@shared/audit';
import { requireAdmin } from '../../auth/middleware';
import { validate } from '../../http/validate';
import type { AppDeps, AppRouter } from '../app-deps';

/** The audit log, read only: no route changes or deletes an entry (the router answers 405 for other methods). */
export function auditLogRoutes(router: AppRouter, { audit }: AppDeps) {
  router.get(API_ROUTES.auditLog.list, requireAdmin, validate({ query: auditLogQuerySchema }), async (ctx) => {
    ctx.body = (await audit.page(ctx.input.query)) satisfies AuditLogPage;
  });
}
