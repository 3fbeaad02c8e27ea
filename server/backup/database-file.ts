import fs from 'node:fs';
import Database from 'better-sqlite3';
import { migrationSource } from '../db/migrations';
import { BackupRefused } from './backup-format';

/**
 * Copies the live SQLite database at `source` to `destination` with SQLite's online backup API while the server keeps
 * writing, as one self-contained file (rollback journal mode, no -wal beside it).
 */
export async function snapshotDatabase(source: string, destination: string): Promise<void> {
  const live = new Database(source, { fileMustExist: true, timeout: 5000 });
  try {
    // Every page in one step, inside one read transaction: a consistent snapshot that the server's writes meanwhile
    // (which WAL lets through) never restart, as they would between smaller steps.
    await live.backup(destination, { progress: () => 0x7fffffff });
  } finally {
    live.close();
  }
  const snapshot = new Database(destination, { fileMustExist: true });
  try {
    snapshot.pragma('journal_mode = DELETE');
  } finally {
    snapshot.close();
  }
}

interface DatabaseFacts {
  migrations: string[];
  leads: number;
  adminAccounts: number;
}

/**
 * Checks a database file on its own (`PRAGMA integrity_check`, a DietBar schema this version knows) and reads what a
 * manifest tells of it. `describe` names the file in the refusal messages.
 */
export async function inspectDatabase(file: string, describe: string): Promise<DatabaseFacts> {
  const known = new Set(await migrationSource.getMigrations([]));
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new BackupRefused(`${describe} failed SQLite's integrity check (${String(integrity)})`);
    const hasMigrations = db.prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'knex_migrations'").pluck().get();
    if (!hasMigrations) throw new BackupRefused(`${describe} is not a DietBar database (it has no migrations table)`);
    const migrations = db.prepare('SELECT name FROM knex_migrations ORDER BY id').pluck().all() as string[];
    const unknown = migrations.filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new BackupRefused(`${describe} comes from a newer DietBar (its schema has ${unknown.join(', ')}, which this version does not know): update DietBar first`);
    }
    const count = (table: string) => db!.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
    return { migrations, leads: count('contact_submissions'), adminAccounts: count('admin_users') };
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    throw new BackupRefused(`${describe} is not a readable SQLite database (${(error as Error).message})`);
  } finally {
    db?.close();
  }
}

/**
 * Refuses when another process has the database at `file` open, by trying SQLite's exclusive lock on it. A running
 * server (or `npm run admin` or `npm run images`) holds the file open for as long as it runs, and the operating
 * system drops the lock with the process: a server that crashed never blocks a restore, nor does a stale file.
 */
export function refuseWhileOpen(file: string, dataDir: string): void {
  if (!fs.existsSync(file)) return;
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { fileMustExist: true, timeout: 0 });
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
  } catch (error) {
    const code = String((error as { code?: unknown }).code);
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
      throw new BackupRefused(
        `The database in ${dataDir} is open in another process: the server is running there (or npm run admin or images is). ` +
          'Stop it first, or pass --force to restore under it anyway and restart it right after',
      );
    }
    // Anything else means a file SQLite cannot use (damaged, or something else under its name): nothing uses it either.
  } finally {
    db?.close();
  }
}
