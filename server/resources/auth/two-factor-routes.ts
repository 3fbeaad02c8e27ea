import { API_ROUTES } from '@shared/api-routes';
import type { TwoFactorEnableResponse, TwoFactorSetupResponse } from '@shared/api-types';
import { twoFactorDisableSchema, twoFactorEnableSchema } from '@shared/schemas/auth';
import { requireAdmin } from '../../auth/middleware';
import { verifyPassword } from '../../auth/passwords';
import { validate } from '../../http/validate';
import type { AppDeps, AppRouter } from '../app-deps';
import { invalidPassword, invalidTwoFactorCode, twoFactorAlreadyEnabled, twoFactorNotEnabled, twoFactorSetupRequired } from './errors';

/**
 * Two-factor sign-in for the signed-in admin: set up, enable with a first code, turn off with password and code.
 * Turning it on or off is recorded in the audit log (never the secret or the recovery codes).
 */
export function twoFactorRoutes(router: AppRouter, { adminUsers, loginThrottle, twoFactor, audit }: AppDeps) {
  router.post(API_ROUTES.auth.twoFactorSetup, requireAdmin, async (ctx) => {
    const setup = await audit.transaction(ctx, ({ trx }) => twoFactor.begin(ctx.state.session!.admin, trx));
    if (!setup) throw twoFactorAlreadyEnabled();
    ctx.body = setup satisfies TwoFactorSetupResponse;
  });

  router.post(API_ROUTES.auth.twoFactorEnable, requireAdmin, validate({ body: twoFactorEnableSchema }), async (ctx) => {
    const input = ctx.input.body;
    const { id, email } = ctx.state.session!.admin;
    const outcome = await audit.transaction(ctx, async ({ trx, record }) => {
      const enabled = await twoFactor.enable(id, input.code, trx);
      if (typeof enabled === 'object') {
        await record({ action: 'auth.2fa_enabled', entity: 'admin', entityId: id, summary: email, changes: { twoFactorEnabled: [false, true] } });
      }
      return enabled;
    });
    if (outcome === 'already_enabled') throw twoFactorAlreadyEnabled();
    if (outcome === 'no_setup') throw twoFactorSetupRequired();
    if (outcome === 'invalid_code') throw invalidTwoFactorCode(400);
    ctx.body = outcome satisfies TwoFactorEnableResponse;
  });

  /**
   * Needs the password and a code (or a recovery code), counted like sign-in attempts once two-factor is known to be on
   * (asking to turn off what is off is no guess).
   */
  router.post(API_ROUTES.auth.twoFactorDisable, requireAdmin, validate({ body: twoFactorDisableSchema }), async (ctx) => {
    const input = ctx.input.body;
    const { email, id } = ctx.state.session!.admin;
    const account = await adminUsers.findById(id);
    if (!account || account.twoFactorEnabledAt == null) throw twoFactorNotEnabled();
    await loginThrottle.beginAttempt(email, ctx.ip);
    if (!(await verifyPassword(input.password, account.passwordHash))) throw invalidPassword('password');
    await loginThrottle.beginCodeAttempt(email);
    const disabled = await audit.transaction(ctx, async ({ trx, record }) => {
      if (!(await twoFactor.verify(account, input.code, trx))) return false;
      await twoFactor.disable(id, trx);
      await record({ action: 'auth.2fa_disabled', entity: 'admin', entityId: id, summary: email, changes: { twoFactorEnabled: [true, false] } });
      return true;
    });
    if (!disabled) throw invalidTwoFactorCode(400);
    await loginThrottle.recordCodeSuccess(email);
    await loginThrottle.recordSuccess(email, ctx.ip);
    ctx.status = 204;
  });
}
