import { z } from 'zod';
import { API_ROUTES } from '@shared/api-routes';
import type { SessionInfo, SessionsEndedResponse } from '@shared/api-types';
import { SESSION_COOKIE } from '../../auth/credentials';
import { requireAdmin } from '../../auth/middleware';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import type { AppDeps, AppRouter } from '../app-deps';

const sessionParams = z.object({ id: z.uuid({ error: `Must be a session id from GET ${API_ROUTES.auth.sessions}` }) });

/** A session as the audit log names it: its kind and browser. */
const describeSession = (session: SessionInfo | undefined) =>
  session ? `${session.kind === 'desktop' ? 'Desktop app' : 'Browser'}: ${session.userAgent || 'unknown'}` : 'A session';

/**
 * The signed-in admin's own sessions: list them, end one, or end all but this one. Their live sockets close at once;
 * each ending is recorded in the audit log.
 */
export function sessionRoutes(router: AppRouter, { sessions, audit }: AppDeps) {
  router.get(API_ROUTES.auth.sessions, requireAdmin, async (ctx) => {
    const session = ctx.state.session!;
    ctx.body = (await sessions.list(session.admin.id, session.id)) satisfies SessionInfo[];
  });

  router.delete(API_ROUTES.auth.session, requireAdmin, validate({ params: sessionParams }), async (ctx) => {
    const { id } = ctx.input.params;
    const session = ctx.state.session!;
    const target = (await sessions.list(session.admin.id, session.id)).find((listed) => listed.id === id);
    const ended = await audit.transaction(ctx, async ({ trx, record }) => {
      const endedIds = await sessions.revokeByPublicId(session.admin.id, id, trx);
      if (endedIds.length > 0) await record({ action: 'auth.session_ended', entity: 'session', entityId: id, summary: describeSession(target) });
      return endedIds;
    });
    // Another admin's session is "not found" too: its existence is none of this admin's business.
    if (ended.length === 0) throw notFound('Session');
    if (ended.includes(session.id)) ctx.cookies.set(SESSION_COOKIE, null);
    ctx.status = 204;
  });

  router.delete(API_ROUTES.auth.sessions, requireAdmin, async (ctx) => {
    const session = ctx.state.session!;
    const ended = await audit.transaction(ctx, async ({ trx, record }) => {
      const endedIds = await sessions.revokeAllOf(session.admin.id, { keepId: session.id }, trx);
      if (endedIds.length > 0) await record({ action: 'auth.session_ended', entity: 'session', summary: `Every other session: ${endedIds.length}` });
      return endedIds;
    });
    ctx.body = { ended: ended.length } satisfies SessionsEndedResponse;
  });
}
