import { loginSchema, setupSchema, type LoginResponse } from '../../../shared/schemas/auth';
import { SESSION_ABSOLUTE_MS, type SessionKind } from '../../auth/sessions';
import { SESSION_COOKIE } from '../../auth/credentials';
import { requireAdmin } from '../../auth/middleware';
import { verifyAgainstDummy, verifyPassword } from '../../auth/passwords';
import type { AppContext, AppDeps, AppRouter } from '../../http/context';
import { ApiError, invalidCredentials } from '../../http/errors';
import { parseInput } from '../../http/parse';

/** Sign-in, sign-out, who-am-I and the first-run setup. */
export function authRoutes(router: AppRouter, deps: AppDeps) {
  const { adminUsers, sessions, loginThrottle, hub } = deps;

  /** Starts a fresh session (a new id at every sign-in): a cookie for browsers, a bearer token for the desktop app. */
  async function signIn(ctx: AppContext, adminUserId: number, kind: SessionKind): Promise<string | undefined> {
    const previous = ctx.state.session;
    if (previous) await sessions.revoke(previous.id);
    const token = await sessions.create(adminUserId, kind, ctx.get('User-Agent'));
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

  router.get('/api/auth/setup', async (ctx) => {
    ctx.body = { setupRequired: (await adminUsers.count()) === 0 };
  });

  router.post('/api/auth/setup', async (ctx) => {
    const input = parseInput(setupSchema, ctx.request.body);
    const user = await adminUsers.createFirst(input);
    if (!user) throw new ApiError(409, 'setup_closed', 'An admin account already exists. Sign in instead.');
    await signIn(ctx, user.id, 'browser');
    ctx.status = 201;
    ctx.body = { user } satisfies LoginResponse;
  });

  router.post('/api/auth/login', async (ctx) => {
    const input = parseInput(loginSchema, ctx.request.body);
    await loginThrottle.beginAttempt(input.email, ctx.ip);
    const account = await adminUsers.findByEmail(input.email);
    const valid = account ? await verifyPassword(input.password, account.passwordHash) : await verifyAgainstDummy(input.password);
    if (!account || !valid) throw invalidCredentials();
    await loginThrottle.recordSuccess(input.email, ctx.ip);
    const token = await signIn(ctx, account.id, input.client === 'desktop' ? 'desktop' : 'browser');
    const user = { id: account.id, name: account.name, email: account.email };
    ctx.body = (token ? { user, token } : { user }) satisfies LoginResponse;
  });

  router.post('/api/auth/logout', async (ctx) => {
    if (ctx.state.session) {
      await sessions.revoke(ctx.state.session.id);
      hub.disconnectSession(ctx.state.session.id);
    }
    ctx.cookies.set(SESSION_COOKIE, null);
    ctx.status = 204;
  });

  router.get('/api/auth/me', requireAdmin, async (ctx) => {
    ctx.body = { user: ctx.state.session!.admin };
  });
}
