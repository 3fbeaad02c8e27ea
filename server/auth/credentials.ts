import type { IncomingMessage } from 'node:http';

/*
 * How a request presents and addresses itself, read the same way by the HTTP middleware and the WebSocket upgrade.
 * Depends on nothing of the app, so both can import it without a cycle.
 */

export const SESSION_COOKIE = 'dietbar_session';

/** The browser or app a session is made from, as it names itself: shown in the admin's list of sessions. */
export const userAgentOf = (ctx: { get(field: string): string }) => ctx.get('User-Agent');

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

