import type { Database } from './connection';
import { migrationSource } from './migrations';

/**
 * Brings the database to this version's schema. A restart of the same version, the usual case, is told so by one read of
 * the names of the migrations done: knex's migrator would check its two tables and take and release its lock in a
 * write transaction (a flush to the disk on SQLite) at every start. Any difference (a new database, migrations to run,
 * a migration this version does not know) is the migrator's to handle, as it always did. Run it where no other instance
 * prepares the database at the same time (see oneInstanceAtATime), so that what the read finds stays true.
 */
export async function migrateWhenPending(db: Database): Promise<void> {
  if (!(await allMigrationsDone(db))) await db.migrate.latest();
}

async function allMigrationsDone(db: Database): Promise<boolean> {
  let done: string[];
  try {
    done = await db('knex_migrations').pluck('name');
  } catch {
    // No migrations table yet: a new database, which the migrator sets up.
    return false;
  }
  const known = await migrationSource.getMigrations([]);
  const doneNames = new Set(done);
  return done.length === known.length && known.every((name) => doneNames.has(name));
}
