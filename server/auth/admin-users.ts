import type { AdminAccount } from '@shared/api-types';
import type { AdminUser } from '@shared/schemas/auth';
import { UNATTENDED, recordAudit } from '../audit/audit-log';
import { changedFields, type AuditEvent } from '../audit/changes';
import type { Database } from '../db/connection';
import { toIso } from '../db/present';
import { passwordHashing, verifyPassword, type PasswordHashing } from './passwords';
import { sessionStore, type SessionStore } from './sessions';

export interface AdminUserRow {
  id: number;
  name: string;
  email: string;
  passwordHash: string;
  /** Sealed by the secret box (server/auth/secret-box.ts). */
  twoFactorSecret: string | null;
  twoFactorPendingSecret: string | null;
  twoFactorEnabledAt: unknown;
  twoFactorLastStep: number | string | null;
  createdAt: unknown;
  lastSignInAt: unknown;
}

export const presentAdminUser = (row: AdminUserRow): AdminUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  twoFactorEnabled: row.twoFactorEnabledAt != null,
});

const presentAccount = (row: AdminUserRow): AdminAccount => ({
  ...presentAdminUser(row),
  createdAt: toIso(row.createdAt),
  lastSignInAt: row.lastSignInAt == null ? null : toIso(row.lastSignInAt),
});

type RemovalOutcome = 'removed' | 'not_found' | 'last_admin' | 'self';

/** An admin account added or removed, as the audit log records it (`how` says by what, when not by an admin). */
export function adminAccountEvent(action: 'admin.added' | 'admin.removed', account: { id: number; name: string; email: string }, how?: string): AuditEvent {
  const shown = { name: account.name, email: account.email };
  return {
    action,
    entity: 'admin',
    entityId: account.id,
    summary: `${account.name} <${account.email}>${how ? `, ${how}` : ''}`,
    changes: action === 'admin.added' ? changedFields(['name', 'email'], undefined, shown) : changedFields(['name', 'email'], shown, undefined),
  };
}

/**
 * Admin accounts: the one place that reads and writes the admin_users table. Writes take an optional transaction, so
 * that a caller can record them in the audit log in the same one; the writes made outside a request (ADMIN_EMAIL at
 * start, npm run admin) record themselves, with no actor. Sessions ended here go through `sessions`, whose listeners
 * close the live sockets.
 */
export function adminUsers(db: Database, now: () => Date, sessions: SessionStore = sessionStore(db, now), passwords: PasswordHashing = passwordHashing()) {
  const recordUnattended = (connection: Database, event: AuditEvent) => recordAudit(connection, now(), UNATTENDED, event);

  async function insert(connection: Database, input: { name: string; email: string }, passwordHash: string): Promise<AdminAccount> {
    const timestamp = now().toISOString();
    const [row] = await connection('adminUsers')
      .insert({ name: input.name, email: input.email.toLowerCase(), passwordHash, createdAt: timestamp, updatedAt: timestamp })
      .returning('*');
    return presentAccount(row);
  }

  const countIn = async (connection: Database): Promise<number> => {
    const [{ count }] = (await connection('adminUsers').count({ count: '*' })) as [{ count: number | string }];
    return Number(count);
  };

  const store = {
    count: () => countIn(db),
    async findByEmail(email: string, connection: Database = db): Promise<AdminUserRow | undefined> {
      return connection('adminUsers').where({ email: email.toLowerCase() }).first();
    },
    async findById(id: number, connection: Database = db): Promise<AdminUserRow | undefined> {
      return connection('adminUsers').where({ id }).first();
    },
    /** Every admin, oldest first. */
    async list(): Promise<AdminAccount[]> {
      return (await db('adminUsers').orderBy('id')).map(presentAccount);
    },
    /** Adds an admin with a password hashed beforehand (hashing takes a while: not inside a transaction). */
    insert(input: { name: string; email: string }, passwordHash: string, connection: Database = db): Promise<AdminAccount> {
      return insert(connection, input, passwordHash);
    },
    /**
     * The first-run setup: creates the admin only while none exists, or returns undefined. The check and the
     * insert share the transaction `trx`, which runs alone, so that setups racing each other make one admin: SQLite runs
     * transactions one at a time; PostgreSQL, with no row yet to lock, locks the table against other writers (those of
     * other instances too) until the transaction ends.
     */
    async createFirst(input: { name: string; email: string }, passwordHash: string, trx: Database): Promise<AdminUser | undefined> {
      if (trx.client.config.client === 'pg') await trx.raw('LOCK TABLE ?? IN EXCLUSIVE MODE', ['adminUsers']);
      const account = (await countIn(trx)) === 0 ? await insert(trx, input, passwordHash) : undefined;
      return account && { id: account.id, name: account.name, email: account.email, twoFactorEnabled: account.twoFactorEnabled };
    },
    /**
     * Makes sure the admin `email` exists with `password` (ADMIN_EMAIL/ADMIN_PASSWORD at start): creates it, or
     * resets a different password (ending its sessions); an unchanged password leaves its sessions alone.
     */
    async ensure(input: { name: string; email: string; password: string }): Promise<'created' | 'updated' | 'unchanged'> {
      const account = await store.findByEmail(input.email);
      if (!account) {
        const passwordHash = await passwords.hash(input.password);
        await db.transaction(async (trx) => {
          const created = await insert(trx, input, passwordHash);
          await recordUnattended(trx, adminAccountEvent('admin.added', created, 'from ADMIN_EMAIL at start'));
        });
        return 'created';
      }
      if (await verifyPassword(input.password, account.passwordHash)) return 'unchanged';
      await store.setPassword(input.email, input.password, 'set from ADMIN_PASSWORD at start');
      return 'updated';
    },
    /** True when the admin `email` exists and `password` is its password. */
    async hasPassword(email: string, password: string): Promise<boolean> {
      const account = await store.findByEmail(email);
      return account ? verifyPassword(password, account.passwordHash) : false;
    },
    /**
     * Sets a new password outside a request (recorded in the audit log, saying `how`) and ends every session of that
     * admin. Returns false for an unknown email.
     */
    async setPassword(email: string, password: string, how: string): Promise<boolean> {
      const user = await store.findByEmail(email);
      if (!user) return false;
      const passwordHash = await passwords.hash(password);
      await db.transaction(async (trx) => {
        await store.replacePasswordHash(user.id, passwordHash, {}, trx);
        await recordUnattended(trx, { action: 'auth.password_changed', entity: 'admin', entityId: user.id, summary: `${user.email}, ${how}` });
      });
      return true;
    },
    /** Stores a new password hash and ends every session of the admin but `keepSessionId`; answers the ids of those ended. */
    async replacePasswordHash(id: number, passwordHash: string, options: { keepSessionId?: string }, connection: Database = db): Promise<string[]> {
      await connection('adminUsers').where({ id }).update({ passwordHash, updatedAt: now().toISOString() });
      return sessions.revokeAllOf(id, { keepId: options.keepSessionId }, connection);
    },
    async recordSignIn(id: number, connection: Database = db): Promise<void> {
      await connection('adminUsers').where({ id }).update({ lastSignInAt: now().toISOString() });
    },
    async setPendingTwoFactorSecret(id: number, sealedSecret: string, connection: Database = db): Promise<void> {
      await connection('adminUsers').where({ id }).update({ twoFactorPendingSecret: sealedSecret, updatedAt: now().toISOString() });
    },
    /** Turns two-factor on with the pending secret (sealed), its first code's step counting as used. */
    async enableTwoFactor(id: number, sealedSecret: string, usedStep: number, connection: Database = db): Promise<void> {
      const timestamp = now().toISOString();
      await connection('adminUsers').where({ id }).update({
        twoFactorSecret: sealedSecret,
        twoFactorPendingSecret: null,
        twoFactorEnabledAt: timestamp,
        twoFactorLastStep: usedStep,
        updatedAt: timestamp,
      });
    },
    async disableTwoFactor(id: number, connection: Database = db): Promise<void> {
      await connection('adminUsers').where({ id }).update({
        twoFactorSecret: null,
        twoFactorPendingSecret: null,
        twoFactorEnabledAt: null,
        twoFactorLastStep: null,
        updatedAt: now().toISOString(),
      });
    },
    /**
     * Records `step` as the last one used, only when it is later than the one stored: true for the one request
     * that did so, so that a code sent twice at once signs in once.
     */
    async claimTwoFactorStep(id: number, step: number, connection: Database = db): Promise<boolean> {
      const updated = await connection('adminUsers')
        .where({ id })
        .andWhere((query) => query.whereNull('twoFactorLastStep').orWhere('twoFactorLastStep', '<', step))
        .update({ twoFactorLastStep: step });
      return updated === 1;
    },
    /**
     * Removes the admin `id` and ends their sessions, unless it is the last admin or `removedBy` themselves. Every
     * admin row is locked first (PostgreSQL; SQLite runs one transaction at a time), so that two admins removing each
     * other at once cannot leave none.
     */
    async remove(id: number, removedBy: number, connection: Database): Promise<RemovalOutcome> {
      const ids = (await connection('adminUsers').select('id').forUpdate()).map((row: { id: number }) => row.id);
      if (!ids.includes(id)) return 'not_found';
      if (ids.length <= 1) return 'last_admin';
      if (id === removedBy) return 'self';
      await sessions.revokeAllOf(id, {}, connection);
      await connection('adminUsers').where({ id }).delete();
      return 'removed';
    },
  };
  return store;
}

export type AdminUsers = ReturnType<typeof adminUsers>;
