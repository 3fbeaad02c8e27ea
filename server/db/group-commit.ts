import type { Knex } from 'knex';
import type { Database } from './connection';

/**
 * The most writes one commit carries: more than the requests a busy moment leaves waiting, and a bound on how long
 * the database's one connection is held from the reads.
 */
const MOST_WRITES_PER_COMMIT = 256;

/** The savepoint each write of a group runs in: one at a time, so one name serves them all. */
const WRITE_SAVEPOINT = 'group_commit_write';

/** What of better-sqlite3's connection the savepoints need. */
interface SavepointConnection {
  exec(sql: string): unknown;
}

interface WaitingWrite {
  work: (transaction: Knex.Transaction) => Promise<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export interface GroupCommit {
  /**
   * Runs `work` in a transaction and resolves with its result once that transaction is committed, flushed to the disk
   * as the database's settings say; if `work` fails, nothing it wrote is kept and the promise rejects with its error.
   */
  run<T>(work: (transaction: Knex.Transaction) => Promise<T>): Promise<T>;
}

/**
 * Writes that share their commits. SQLite flushes each commit to the disk (synchronous = FULL) and commits one at a
 * time, so one transaction per write caps the writes per second at the disk's flushes per second. Here the writes
 * that wait while a commit is under way go together into the next transaction, each in a savepoint of its own (one
 * that fails is rolled back alone), and each is answered only after the COMMIT that holds it returned, its flush
 * done. No write waits for company: the first after a quiet moment commits at once. PostgreSQL commits transactions
 * side by side and flushes them together by itself: there each write is its own transaction.
 */
export function groupCommit(db: Database): GroupCommit {
  if (db.client.config.client === 'pg') return { run: (work) => db.transaction(work) };
  const waiting: WaitingWrite[] = [];
  let committing = false;

  async function commitGroup(group: WaitingWrite[]) {
    const answers: (() => void)[] = [];
    try {
      await db.transaction(async (transaction) => {
        // The transaction's own connection (better-sqlite3, synchronous): each write's savepoint is set and released on
        // it directly. Knex's nested transactions would do the same with a new knex instance per write, which cost more
        // than the write itself; a write that opens one of its own still can.
        const connection = (await transaction.client.acquireConnection()) as SavepointConnection;
        for (const write of group) {
          connection.exec(`SAVEPOINT ${WRITE_SAVEPOINT}`);
          try {
            const value = await write.work(transaction);
            connection.exec(`RELEASE ${WRITE_SAVEPOINT}`);
            answers.push(() => write.resolve(value));
          } catch (error) {
            connection.exec(`ROLLBACK TO ${WRITE_SAVEPOINT}; RELEASE ${WRITE_SAVEPOINT}`);
            answers.push(() => write.reject(error));
          }
        }
      });
    } catch (error) {
      group.forEach((write) => write.reject(error));
      return;
    }
    answers.forEach((answer) => answer());
  }

  async function commitWaiting() {
    committing = true;
    while (waiting.length > 0) await commitGroup(waiting.splice(0, MOST_WRITES_PER_COMMIT));
    committing = false;
  }

  return {
    run<T>(work: (transaction: Knex.Transaction) => Promise<T>) {
      return new Promise<T>((resolve, reject) => {
        waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
        // Once this turn of the event loop has read every request that arrived: a write's whole transaction can run
        // in the promise callbacks of the request that asked for it (SQLite answers at once), so starting sooner would
        // commit each write before the next request is read, alone.
        if (!committing) {
          committing = true;
          setImmediate(() => void commitWaiting());
        }
      });
    },
  };
}
