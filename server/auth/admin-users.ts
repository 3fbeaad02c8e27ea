import type { AdminUser } from '../../shared/schemas/auth';
import type { Database } from '../db/connection';
import { hashPassword, verifyPassword } from './passwords';

interface AdminUserRow extends AdminUser {
  passwordHash: string;
}

const present = ({ id, name, email }: AdminUser): AdminUser => ({ id, name, email });

/** Admin accounts: the one place that reads and writes the admin_users table. */
export function adminUsers(db: Database, now: () => Date) {
  async function insert(connection: Database, input: { name: string; email: string }, passwordHash: string): Promise<AdminUser> {
    const timestamp = now().toISOString();
    const [row] = await connection('adminUsers')
      .insert({ name: input.name, email: input.email.toLowerCase(), passwordHash, createdAt: timestamp, updatedAt: timestamp })
      .returning(['id', 'name', 'email']);
    return present(row);
  }

  return {
    async count(): Promise<number> {
      const [{ count }] = (await db('adminUsers').count({ count: '*' })) as [{ count: number | string }];
      return Number(count);
    },
    async findByEmail(email: string): Promise<AdminUserRow | undefined> {
      return db('adminUsers').where({ email: email.toLowerCase() }).first();
    },
    async create(input: { name: string; email: string; password: string }): Promise<AdminUser> {
      return insert(db, input, await hashPassword(input.password));
    },
    /**
     * The first-run setup: creates the admin only while none exists, or returns undefined. The check and the
     * insert share one transaction (SQLite runs them one at a time), so that setups racing each other make one admin.
     */
    async createFirst(input: { name: string; email: string; password: string }): Promise<AdminUser | undefined> {
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (trx) => {
        const [{ count }] = (await trx('adminUsers').count({ count: '*' })) as [{ count: number | string }];
        return Number(count) === 0 ? insert(trx, input, passwordHash) : undefined;
      });
    },
    /**
     * Makes sure the admin `email` exists with `password` (ADMIN_EMAIL/ADMIN_PASSWORD at start): creates it, or
     * resets a different password (ending its sessions); an unchanged password leaves its sessions alone.
     */
    async ensure(input: { name: string; email: string; password: string }): Promise<'created' | 'updated' | 'unchanged'> {
      const account = await this.findByEmail(input.email);
      if (!account) {
        await this.create(input);
        return 'created';
      }
      if (await verifyPassword(input.password, account.passwordHash)) return 'unchanged';
      await this.setPassword(input.email, input.password);
      return 'updated';
    },
    /** Sets a new password and ends every session of that admin. Returns false for an unknown email. */
    async setPassword(email: string, password: string): Promise<boolean> {
      const user = await this.findByEmail(email);
      if (!user) return false;
      await db.transaction(async (trx) => {
        await trx('adminUsers').where({ id: user.id }).update({ passwordHash: await hashPassword(password), updatedAt: now().toISOString() });
        await trx('sessions').where({ adminUserId: user.id }).delete();
      });
      return true;
    },
  };
}

export type AdminUsers = ReturnType<typeof adminUsers>;
