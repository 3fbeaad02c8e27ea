import { createHash, randomBytes } from 'node:crypto';
import type { AdminUser } from '../../shared/schemas/auth';
import type { Database } from '../db/connection';
import { toIso } from '../db/present';

export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so that reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type SessionKind = 'browser' | 'desktop';

export interface ActiveSession {
  id: string;
  admin: AdminUser;
  kind: SessionKind;
}

/** The database keeps only a hash of the token, so a copy of the table does not give working sessions. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Server-side sessions: 256-bit random tokens, 12 h idle and 7 day absolute expiry. */
export function sessionStore(db: Database, now: () => Date) {
  return {
    async create(adminUserId: number, kind: SessionKind, userAgent: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const created = now();
      await db('sessions').insert({
        id: hashToken(token),
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
        .first('sessions.id', 'sessions.kind', 'sessions.lastSeenAt', 'sessions.expiresAt', 'adminUsers.id as adminId', 'adminUsers.name', 'adminUsers.email');
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
      return { id, kind: row.kind, admin: { id: row.adminId, name: row.name, email: row.email } };
    },

    /** Of the given session ids, those whose row still exists and is within its absolute lifetime (no touch). */
    async liveIds(sessionIds: string[]): Promise<Set<string>> {
      if (sessionIds.length === 0) return new Set();
      const rows: { id: string }[] = await db('sessions').whereIn('id', [...new Set(sessionIds)]).andWhere('expiresAt', '>', now().toISOString()).select('id');
      return new Set(rows.map((row) => row.id));
    },
    async revoke(sessionId: string): Promise<void> {
      await db('sessions').where({ id: sessionId }).delete();
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
