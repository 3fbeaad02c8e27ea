import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { SessionInfo } from '@shared/api-types';
import type { AdminUser } from '@shared/schemas/auth';
import type { Database } from '../db/connection';
import { toIso } from '../db/present';

export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so that reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type SessionKind = 'browser' | 'desktop';

export interface ActiveSession {
  /** The hash of the token: the row's key, never shown. */
  id: string;
  /** The id the sessions list shows and DELETE /api/auth/sessions/{id} takes. */
  publicId: string;
  admin: AdminUser;
  kind: SessionKind;
}

/** Told the ids (token hashes) of sessions that were ended, once the change is committed. */
type SessionsEndedListener = (sessionIds: string[]) => void;

/** The database keeps only a hash of the token, so a copy of the table does not give working sessions. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Runs `effect` when the transaction `connection` commits (never if it rolls back), or at once outside one. */
function afterCommit(connection: Database, effect: () => void) {
  if (connection.isTransaction) (connection as Knex.Transaction).executionPromise.then(effect, () => undefined);
  else effect();
}

/**
 * Server-side sessions: 256-bit random tokens, 12 h idle and 7 day absolute expiry; the one place that reads and
 * writes the sessions table. Every write takes an optional transaction, so that a caller can record it in the same one.
 */
export function sessionStore(db: Database, now: () => Date) {
  const listeners: SessionsEndedListener[] = [];

  /** Deletes the sessions `query` selects; the listeners hear of them once that is committed. */
  async function end(connection: Database, select: (query: Knex.QueryBuilder) => Knex.QueryBuilder): Promise<string[]> {
    const ids = (await select(connection('sessions')).select('id')).map((row: { id: string }) => row.id);
    if (ids.length === 0) return ids;
    await connection('sessions').whereIn('id', ids).delete();
    afterCommit(connection, () => listeners.forEach((listener) => listener(ids)));
    return ids;
  }

  /** Sessions within both their idle and their absolute lifetime. */
  const live = (query: Knex.QueryBuilder) => {
    const current = now().getTime();
    return query
      .where('sessions.expiresAt', '>', new Date(current).toISOString())
      .andWhere('sessions.lastSeenAt', '>', new Date(current - SESSION_IDLE_MS).toISOString());
  };

  return {
    /** `listener` hears of every session ended through this store (the live sockets close on it). */
    onEnded(listener: SessionsEndedListener) {
      listeners.push(listener);
    },

    async create(adminUserId: number, kind: SessionKind, userAgent: string, connection: Database = db): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const created = now();
      await connection('sessions').insert({
        id: hashToken(token),
        publicId: randomUUID(),
        adminUserId,
        kind,
        userAgent: userAgent.slice(0, 255),
        createdAt: created.toISOString(),
        lastSeenAt: created.toISOString(),
        expiresAt: new Date(created.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
      });
      return token;
    },

    /** The live session for `token`, refreshing its idle timer; expired sessions are deleted. */
    async resolve(token: string): Promise<ActiveSession | undefined> {
      const id = hashToken(token);
      const row = await db('sessions')
        .join('adminUsers', 'adminUsers.id', 'sessions.adminUserId')
        .where('sessions.id', id)
        .first(
          'sessions.id', 'sessions.publicId', 'sessions.kind', 'sessions.lastSeenAt', 'sessions.expiresAt',
          'adminUsers.id as adminId', 'adminUsers.name', 'adminUsers.email', 'adminUsers.twoFactorEnabledAt',
        );
      if (!row) return undefined;
      const current = now().getTime();
      const lastSeen = Date.parse(toIso(row.lastSeenAt));
      if (current >= Date.parse(toIso(row.expiresAt)) || current - lastSeen >= SESSION_IDLE_MS) {
        await db('sessions').where({ id }).delete();
        return undefined;
      }
      if (current - lastSeen >= TOUCH_INTERVAL_MS) {
        await db('sessions').where({ id }).update({ lastSeenAt: new Date(current).toISOString() });
      }
      const admin = { id: row.adminId, name: row.name, email: row.email, twoFactorEnabled: row.twoFactorEnabledAt != null };
      return { id, publicId: row.publicId, kind: row.kind, admin };
    },

    /**
     * The admin's live sessions, most recently used first, `current` marking the one with id `currentId`. Sessions used
     * and made at the same moment come in the order of their public ids: without it each database picks its own order.
     */
    async list(adminUserId: number, currentId: string): Promise<SessionInfo[]> {
      const rows = await live(db('sessions').where({ adminUserId }))
        .orderBy([{ column: 'lastSeenAt', order: 'desc' }, { column: 'createdAt', order: 'desc' }, { column: 'publicId', order: 'asc' }])
        .select('id', 'publicId', 'kind', 'userAgent', 'createdAt', 'lastSeenAt');
      return rows.map((row: Record<string, string>) => ({
        id: row.publicId!,
        kind: row.kind as SessionKind,
        userAgent: row.userAgent!,
        createdAt: toIso(row.createdAt),
        lastSeenAt: toIso(row.lastSeenAt),
        current: row.id === currentId,
      }));
    },

    /** Of the given session ids, those whose row still exists and is within its absolute lifetime (no touch). */
    async liveIds(sessionIds: string[]): Promise<Set<string>> {
      if (sessionIds.length === 0) return new Set();
      const rows: { id: string }[] = await db('sessions').whereIn('id', [...new Set(sessionIds)]).andWhere('expiresAt', '>', now().toISOString()).select('id');
      return new Set(rows.map((row) => row.id));
    },

    /** Ends one session (signing out). */
    revoke(sessionId: string, connection: Database = db): Promise<string[]> {
      return end(connection, (query) => query.where({ id: sessionId }));
    },

    /** Ends the admin's session with this public id; returns the ids ended (none when it is not theirs). */
    revokeByPublicId(adminUserId: number, publicId: string, connection: Database = db): Promise<string[]> {
      return end(connection, (query) => query.where({ adminUserId, publicId }));
    },

    /** Ends every session of the admin but `keepId` (every one without it). */
    revokeAllOf(adminUserId: number, options: { keepId?: string } = {}, connection: Database = db): Promise<string[]> {
      return end(connection, (query) => (options.keepId ? query.where({ adminUserId }).andWhereNot({ id: options.keepId }) : query.where({ adminUserId })));
    },

    async purgeExpired(): Promise<number> {
      const current = now().getTime();
      return db('sessions')
        .where('expiresAt', '<=', new Date(current).toISOString())
        .orWhere('lastSeenAt', '<=', new Date(current - SESSION_IDLE_MS).toISOString())
        .delete();
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
