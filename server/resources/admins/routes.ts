import { API_ROUTES } from '@shared/api-routes';
import type { AdminAccount } from '@shared/api-types';
import { AUTH_ERROR_CODES, adminCreateSchema } from '@shared/schemas/auth';
import { adminAccountEvent } from '../../auth/admin-users';
import { requireAdmin } from '../../auth/middleware';
import { enforcePasswordPolicy } from '../../auth/password-policy';
import { ApiError, inUse, notFound } from '../../http/errors';
import { idParams, validate } from '../../http/validate';
import type { AppDeps, AppRouter } from '../app-deps';

const emailTaken = () => new ApiError(409, AUTH_ERROR_CODES.emailTaken, 'Another admin already has this e-mail address', [inUse('email')]);

/** The practice's admin accounts (all with the same rights): list, add, remove; each change recorded in the audit log. */
export function adminRoutes(router: AppRouter, { adminUsers, audit, passwords }: AppDeps) {
  router.get(API_ROUTES.admins.list, requireAdmin, async (ctx) => {
    ctx.body = (await adminUsers.list()) satisfies AdminAccount[];
  });

  router.post(API_ROUTES.admins.list, requireAdmin, validate({ body: adminCreateSchema }), async (ctx) => {
    const input = ctx.input.body;
    await enforcePasswordPolicy(input.password, input.email, 'password');
    if (await adminUsers.findByEmail(input.email)) throw emailTaken();
    const passwordHash = await passwords.hash(input.password);
    // Two adds of one address at once: the unique index refuses the second, which the error handler answers with 409.
    const account = await audit.transaction(ctx, async ({ trx, record }) => {
      const added = await adminUsers.insert(input, passwordHash, trx);
      await record(adminAccountEvent('admin.added', added));
      return added;
    });
    ctx.status = 201;
    ctx.body = account satisfies AdminAccount;
  });

  /** Never the last admin, never oneself; the removed admin's sessions end and their sockets close. */
  router.delete(API_ROUTES.admins.item, requireAdmin, validate({ params: idParams }), async (ctx) => {
    const { id } = ctx.input.params;
    const outcome = await audit.transaction(ctx, async ({ trx, record }) => {
      const removed = await adminUsers.findById(id, trx);
      const result = await adminUsers.remove(id, ctx.state.session!.admin.id, trx);
      if (result === 'removed' && removed) await record(adminAccountEvent('admin.removed', removed));
      return result;
    });
    if (outcome === 'not_found') throw notFound('Admin');
    if (outcome === 'last_admin') throw new ApiError(409, AUTH_ERROR_CODES.lastAdmin, 'This is the only admin account; add another before removing it');
    if (outcome === 'self') throw new ApiError(409, AUTH_ERROR_CODES.cannotRemoveSelf, 'You cannot remove your own account; another admin can');
    ctx.status = 204;
  });
}
