import type { Knex } from 'knex';
import type { Database } from './connection';

/** The key of PostgreSQL's advisory lock held while an instance prepares the database ('diet' in ASCII). */
const PREPARING_LOCK = 0x64696574;

/**
 * Runs `work` while no other instance on the same PostgreSQL database runs its own: instances started together then
 * migrate, seed and create the first admin one after another, each finding what the one before made (knex's own lock
 * table would come too late: creating it is itself the race). The lock is PostgreSQL's advisory lock on a connection of
 * its own, which the database releases should the instance die holding it. On SQLite, one machine's one instance, it
 * just runs.
 */
export async function oneInstanceAtATime<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (db.client.config.client !== 'pg') return work();
  const connection = await db.client.acquireConnection();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [PREPARING_LOCK]);
    try {
      return await work();
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [PREPARING_LOCK]);
    }
  } finally {
    await db.client.releaseConnection(connection);
  }
}

/** The first key of the advisory locks `lockUntilCommit` takes, their namespace ('once' in ASCII). */
const WITHIN_TRANSACTION_LOCKS = 0x6f6e6365;

/**
 * Holds, until `transaction` ends, the lock named `name`: another instance's transaction asking for the same name waits
 * for this one's commit or rollback, so that a read and the write it decides on are one step for that name (a new
 * WhatsApp number's first messages, arriving at two instances, make one lead). PostgreSQL's transaction-level advisory
 * lock, on the hash of the name; on SQLite, where one instance writes one transaction at a time, nothing is needed.
 */
export async function lockUntilCommit(transaction: Knex.Transaction, name: string): Promise<void> {
  if (transaction.client.config.client !== 'pg') return;
  await transaction.raw('SELECT pg_advisory_xact_lock(?, hashtext(?))', [WITHIN_TRANSACTION_LOCKS, name]);
}
