import { API_ROUTES } from '@shared/api-routes';
import type { AuditActor } from '@shared/audit';
import { loginSchema, passwordChangeSchema, setupSchema, type LoginResponse } from '@shared/schemas/auth';
import { requestSource } from '../../audit/audit-log';
import { adminAccountEvent, presentAdminUser } from '../../auth/admin-users';
import { SESSION_ABSOLUTE_MS, type SessionKind } from '../../auth/sessions';
import { SESSION_COOKIE, userAgentOf } from '../../auth/credentials';
import { countSignInAttempt } from '../../auth/login-throttle';
import { requireAdmin } from '../../auth/middleware';
import { enforcePasswordPolicy } from '../../auth/password-policy';
import { verifyPassword } from '../../auth/passwords';
import type { AppContext } from '../../auth/app-state';
import { ApiError, invalidCredentials } from '../../http/errors';
import { limit, rateLimiter } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import type { AppDeps, AppRouter } from '../app-deps';
import { invalidPassword, invalidTwoFactorCode, twoFactorRequired } from './errors';
import { sessionRoutes } from './session-routes';
import { twoFactorRoutes } from './two-factor-routes';

/** First-run setups taken per address in 10 minutes: room for an owner's typos, none for a flood. */
export const SETUP_ATTEMPTS_PER_ADDRESS = 10;

const setupClosed = () => new ApiError(409, 'setup_closed', 'An admin account already exists. Sign in instead.');

/** Sign-in (with two-factor), sign-out, who-am-I, password changes and the first-run setup; then sessions and two-factor. */
export function authRoutes(router: AppRouter, deps: AppDeps) {
  const { adminUsers, sessions, loginThrottle, twoFactor, audit, logger, passwords } = deps;
  const setupLimiter = rateLimiter(deps.limits, { points: SETUP_ATTEMPTS_PER_ADDRESS, durationSeconds: 10 * 60, keyPrefix: 'setup' });

  /**
   * Starts a fresh session (a new id at every sign-in, ending the one the request came with): a cookie for browsers,
   * a bearer token for the desktop app. Recorded in the audit log as the admin's sign-in.
   */
  async function signIn(ctx: AppContext, admin: AuditActor, kind: SessionKind): Promise<string | undefined> {
    const previous = ctx.state.session;
    const where = kind === 'desktop' ? 'the desktop app' : 'a browser';
    const token = await audit.transaction(
      ctx,
      async ({ trx, record }) => {
        if (previous) await sessions.revoke(previous.id, trx);
        await adminUsers.recordSignIn(admin.id, trx);
        const created = await sessions.create(admin.id, kind, userAgentOf(ctx), trx);
        await record({ action: 'auth.sign_in', entity: 'admin', entityId: admin.id, summary: `${admin.email} in ${where} from ${ctx.ip}` });
        return created;
      },
      requestSource(ctx, admin),
    );
    if (kind === 'desktop') return token;
    ctx.cookies.set(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.secure,
      maxAge: SESSION_ABSOLUTE_MS,
      overwrite: true,
    });
    return undefined;
  }

  router.get(API_ROUTES.auth.setup, async (ctx) => {
    ctx.body = { setupRequired: (await adminUsers.count()) === 0 };
  });

  /**
   * A closed setup is refused before the password policy and the hash (a third of a second of CPU and 128 MiB each),
   * so that anonymous posts to it cost a count; the lock in createFirst stays the last word on setups racing.
   */
  router.post(API_ROUTES.auth.setup, limit(setupLimiter), validate({ body: setupSchema }), async (ctx) => {
    const input = ctx.input.body;
    if ((await adminUsers.count()) > 0) throw setupClosed();
    await enforcePasswordPolicy(input.password, input.email, 'password');
    const passwordHash = await passwords.hash(input.password);
    const user = await audit.transaction(ctx, async ({ trx, record }) => {
      const created = await adminUsers.createFirst(input, passwordHash, trx);
      if (created) await record(adminAccountEvent('admin.added', created, 'the first admin, at setup'));
      return created;
    });
    if (!user) throw setupClosed();
    await signIn(ctx, user, 'browser');
    ctx.status = 201;
    ctx.body = { user } satisfies LoginResponse;
  });

  /**
   * Every attempt counts before anything is checked; with two-factor on, a right password without a code answers
   * two_factor_required (that attempt given back), and a wrong code counts like a wrong password. A failure is
   * recorded in the audit log with the e-mail tried and the address (never the password); one refused by the
   * throttle before any check is not, so that a flood of them cannot fill the log. Both are logged with the address.
   * The throttle follows validation: it counts the e-mail sent.
   */
  router.post(API_ROUTES.auth.login, validate({ body: loginSchema }), countSignInAttempt(loginThrottle, logger), async (ctx) => {
    const input = ctx.input.body;
    const account = await adminUsers.findByEmail(input.email);
    const valid = account ? await verifyPassword(input.password, account.passwordHash) : await passwords.verifyAgainstDummy(input.password);
    const signInFailed = (why: string) => {
      logger.warn({ ip: ctx.ip, email: input.email, why }, 'sign-in failed');
      return audit.record(requestSource(ctx, null), {
        action: 'auth.sign_in_failed',
        entity: 'admin',
        entityId: account?.id ?? null,
        summary: `${input.email} from ${ctx.ip}: ${why}`,
      });
    };
    if (!account || !valid) {
      await signInFailed(account ? 'wrong password' : 'no account has this e-mail');
      throw invalidCredentials();
    }
    if (account.twoFactorEnabledAt != null) {
      if (!input.code) {
        await loginThrottle.giveBack(input.email, ctx.ip);
        throw twoFactorRequired();
      }
      await loginThrottle.beginCodeAttempt(input.email);
      const code = input.code;
      if (!(await audit.transaction(ctx, ({ trx }) => twoFactor.verify(account, code, trx)))) {
        await signInFailed('wrong two-factor code');
        throw invalidTwoFactorCode(401);
      }
      await loginThrottle.recordCodeSuccess(input.email);
    }
    await loginThrottle.recordSuccess(input.email, ctx.ip);
    const token = await signIn(ctx, account, input.client === 'desktop' ? 'desktop' : 'browser');
    const user = presentAdminUser(account);
    ctx.body = (token ? { user, token } : { user }) satisfies LoginResponse;
  });

  router.post(API_ROUTES.auth.logout, async (ctx) => {
    // Ending the session also closes its live sockets (the store tells the notification hub).
    const session = ctx.state.session;
    if (session) {
      await audit.transaction(ctx, async ({ trx, record }) => {
        await sessions.revoke(session.id, trx);
        await record({ action: 'auth.sign_out', entity: 'admin', entityId: session.admin.id, summary: session.admin.email });
      });
    }
    ctx.cookies.set(SESSION_COOKIE, null);
    ctx.status = 204;
  });

  router.get(API_ROUTES.auth.me, requireAdmin, async (ctx) => {
    ctx.body = { user: ctx.state.session!.admin };
  });

  /**
   * A new password for the signed-in admin: every other session of theirs ends, this one stays. The current password
   * is counted like a sign-in attempt, once the new one has passed the policy (a refused new password is no guess).
   */
  router.post(API_ROUTES.auth.password, requireAdmin, validate({ body: passwordChangeSchema }), async (ctx) => {
    const input = ctx.input.body;
    const session = ctx.state.session!;
    await enforcePasswordPolicy(input.newPassword, session.admin.email, 'newPassword');
    await loginThrottle.beginAttempt(session.admin.email, ctx.ip);
    const account = await adminUsers.findById(session.admin.id);
    if (!account || !(await verifyPassword(input.currentPassword, account.passwordHash))) throw invalidPassword('currentPassword');
    await loginThrottle.recordSuccess(session.admin.email, ctx.ip);
    const passwordHash = await passwords.hash(input.newPassword);
    await audit.transaction(ctx, async ({ trx, record }) => {
      const ended = await adminUsers.replacePasswordHash(account.id, passwordHash, { keepSessionId: session.id }, trx);
      await record({ action: 'auth.password_changed', entity: 'admin', entityId: account.id, summary: `${account.email}; other sessions ended: ${ended.length}` });
    });
    ctx.status = 204;
  });

  twoFactorRoutes(router, deps);
  sessionRoutes(router, deps);
}
