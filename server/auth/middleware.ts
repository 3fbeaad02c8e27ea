import type { Middleware, Next } from 'koa';
import { API_ROUTES } from '@shared/api-routes';
import type { Config } from '../config';
import { authenticationRequired, forbidden } from '../http/errors';
import { chainStep } from '../http/route-chain';
import type { ValidatedContext } from '../http/validate';
import type { AppContext, AppState } from './app-state';
import { SESSION_COOKIE, addressedOrigin, isAllowedOrigin, presentedCredential } from './credentials';
import type { SessionStore } from './sessions';

/** Methods that change nothing. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Resolves the session (cookie or bearer) onto ctx.state; never rejects by itself. */
export function authenticate({ sessions }: { sessions: SessionStore }): Middleware {
  return async (ctx: AppContext, next: Next) => {
    const credential = presentedCredential(ctx.headers, ctx.cookies.get(SESSION_COOKIE));
    if (credential) {
      const session = await sessions.resolve(credential.token);
      if (session) {
        ctx.state.session = session;
        ctx.state.credential = credential.kind;
      } else if (credential.kind === 'cookie') {
        ctx.cookies.set(SESSION_COOKIE, null);
      }
    }
    await next();
  };
}

/** A desktop sign-in: it answers with a bearer token and sets no cookie, so a forged one gains nothing. */
const asksForBearer = (ctx: AppContext) =>
  ctx.method === 'POST' && ctx.path === API_ROUTES.auth.login && (ctx.request.body as { client?: unknown } | undefined)?.client === 'desktop';

/**
 * Cross-site request forgery guard: a state-changing request whose Origin is foreign is refused, and one
 * authenticated by cookie must carry our Origin. Bearer tokens cannot be sent by another site, so requests with one
 * (and the desktop sign-in that asks for one, from the app's file:// page) need none.
 */
export function checkOrigin({ config }: { config: Config }): Middleware {
  return async (ctx: AppContext, next: Next) => {
    if (!SAFE_METHODS.has(ctx.method) && ctx.state.credential !== 'bearer' && !asksForBearer(ctx)) {
      const origin = ctx.get('Origin') || undefined;
      const allowed = isAllowedOrigin(origin, addressedOrigin(ctx.req, config.TRUST_PROXY), config.ALLOWED_ORIGINS);
      if (origin && !allowed) throw forbidden('bad_origin', 'This request came from another site and was refused');
      if (!origin && ctx.state.credential === 'cookie') throw forbidden('bad_origin', 'This request must carry an Origin header');
    }
    await next();
  };
}

/** Only signed-in admins get past: 401 otherwise. */
export const requireAdmin: Middleware = chainStep('requireAdmin', async (ctx: AppContext, next: Next) => {
  if (!ctx.state.session) throw authenticationRequired();
  await next();
});

/**
 * Only signed-in admins get past when the validated input asks for what only the practice sees (a public list's
 * `?status=all`), 401 otherwise; everyone else when it does not. After `validate`, whose input it reads.
 */
export function requireAdminWhen<Input>(asksForAdmin: (input: Input) => boolean): Middleware<AppState, ValidatedContext<Input>> {
  return async (ctx, next) => {
    if (asksForAdmin(ctx.input) && !ctx.state.session) throw authenticationRequired();
    await next();
  };
}
