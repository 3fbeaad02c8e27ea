import type { AdminUser } from '../../shared/schemas/auth';
import type { Database } from '../db/connection';
import { hashPassword } from './passwords';

interface AdminUserRow extends AdminUser {
  passwordHash: string;
}

const present = ({ id, name, email }: AdminUser): AdminUser => ({ id, name, email });

/** Admin accounts: the one place that reads and writes the admin_users table. */
export function adminUsers(db: Database, now: () => Date) {
  return {
    async count(): Promise<number> {
      const [{ count }] = (await db('adminUsers').count({ count: '*' })) as [{ count: number | string }];
      return Number(count);
    },
    async findByEmail(email: string): Promise<AdminUserRow | undefined> {
      return db('adminUsers').where({ email: email.toLowerCase() }).first();
    },
    async findById(id: number): Promise<AdminUser | undefined> {
      const row = await db('adminUsers').where({ id }).first();
      return row ? present(row) : undefined;
    },
    async create(input: { name: string; email: string; password: string }): Promise<AdminUser> {
      const timestamp = now().toISOString();
      const [row] = await db('adminUsers')
        .insert({ name: input.name, email: input.email.toLowerCase(), passwordHash: await hashPassword(input.password), createdAt: timestamp, updatedAt: timestamp })
        .returning(['id', 'name', 'email']);
      return present(row);
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
