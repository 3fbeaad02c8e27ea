import { z } from 'zod';
import type { SessionInfo, SessionsEndedResponse } from '../../../shared/api-types';
import { SESSION_COOKIE } from '../../auth/credentials';
import { requireAdmin } from '../../auth/middleware';
import type { AppDeps, AppRouter } from '../../http/context';
import { notFound } from '../../http/errors';
import { parseInput } from '../../http/parse';

const sessionParams = z.object({ id: z.uuid({ error: 'Must be a session id from GET /api/auth/sessions' }) });

/** The signed-in admin's own sessions: list them, end one, or end all but this one. Their live sockets close at once. */
export function sessionRoutes(router: AppRouter, { db, sessions }: AppDeps) {
  router.get('/api/auth/sessions', requireAdmin, async (ctx) => {
    const session = ctx.state.session!;
    ctx.body = (await sessions.list(session.admin.id, session.id)) satisfies SessionInfo[];
  });

  router.delete('/api/auth/sessions/:id', requireAdmin, async (ctx) => {
    const { id } = parseInput(sessionParams, ctx.params);
    const session = ctx.state.session!;
    const ended = await db.transaction((trx) => sessions.revokeByPublicId(session.admin.id, id, trx));
    // Another admin's session is "not found" too: its existence is none of this admin's business.
    if (ended.length === 0) throw notFound('Session');
    if (ended.includes(session.id)) ctx.cookies.set(SESSION_COOKIE, null);
    ctx.status = 204;
  });

  router.delete('/api/auth/sessions', requireAdmin, async (ctx) => {
    const session = ctx.state.session!;
    const ended = await db.transaction((trx) => sessions.revokeAllOf(session.admin.id, { keepId: session.id }, trx));
    ctx.body = { ended: ended.length } satisfies SessionsEndedResponse;
  });
}
