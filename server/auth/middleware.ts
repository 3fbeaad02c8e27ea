import type { IncomingMessage } from 'node:http';
import type { Middleware, Next } from 'koa';
import type { AppContext, AppDeps } from '../http/context';
import { authenticationRequired, forbidden } from '../http/errors';

export const SESSION_COOKIE = 'dietbar_session';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The bearer token or session cookie a request carries, if any. */
export function presentedCredential(headers: { authorization?: string; cookie?: string }, cookieValue?: string) {
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
  if (bearer) return { token: bearer, kind: 'bearer' as const };
  if (cookieValue) return { token: cookieValue, kind: 'cookie' as const };
  return undefined;
}

/**
 * The origin a request was addressed to, read the way Koa reads ctx.protocol and ctx.host: behind a trusted proxy
 * from the first X-Forwarded-Proto and X-Forwarded-Host, else from the connection and the Host header.
 */
export function addressedOrigin(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = (name: string) => (trustProxy ? String(request.headers[name] ?? '').split(',')[0]!.trim() : '');
  const encrypted = (request.socket as { encrypted?: boolean }).encrypted === true;
  const protocol = encrypted ? 'https' : forwarded('x-forwarded-proto') || 'http';
  return `${protocol}://${forwarded('x-forwarded-host') || request.headers.host}`;
}

/** True when `origin` is this server's own origin or one listed in ALLOWED_ORIGINS. */
export function isAllowedOrigin(origin: string | undefined, ownOrigin: string, allowed: readonly string[]): boolean {
  if (!origin) return false;
  return origin === ownOrigin || allowed.includes(origin);
}

/** Resolves the session (cookie or bearer) onto ctx.state; never rejects by itself. */
export function authenticate({ sessions }: AppDeps): Middleware {
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
  ctx.method === 'POST' && ctx.path === '/api/auth/login' && (ctx.request.body as { client?: unknown } | undefined)?.client === 'desktop';

/**
 * Cross-site request forgery guard: a state-changing request whose Origin is foreign is refused, and one
 * authenticated by cookie must carry our Origin. Bearer tokens cannot be sent by another site, so requests with one
 * (and the desktop sign-in that asks for one, from the app's file:// page) need none.
 */
export function checkOrigin({ config }: AppDeps): Middleware {
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
export const requireAdmin: Middleware = async (ctx: AppContext, next: Next) => {
  if (!ctx.state.session) throw authenticationRequired();
  await next();
};

/** The signed-in admin as a writer stamp (updatedBy). */
export const writer = (ctx: AppContext) => (ctx.state.session ? { name: ctx.state.session.admin.name } : undefined);
