import { describe, expect, it } from 'vitest';
import { temporaryDataDirs } from '../test/data-dirs';
import { startTestServer } from '../test/harness';
import { freshPostgresDatabase, openTestDatabase, TEST_DATABASE_ENGINE } from '../test/postgres';
import { openDatabase, type Database } from './connection';
import { migrateWhenPending } from './migrate-when-pending';
import { migrationSource } from './migrations';

const freshDataDir = temporaryDataDirs('dietbar-migrate-');

/** The statements `work` sends to the database. */
async function statementsOf(db: Database, work: () => Promise<void>): Promise<string[]> {
  const statements: string[] = [];
  const record = (query: { sql: string }) => statements.push(query.sql);
  db.on('query', record);
  try {
    await work();
  } finally {
    db.off('query', record);
  }
  return statements;
}

const pendingMigrations = async (db: Database) => ((await db.migrate.list()) as [unknown[], unknown[]])[1];

describe('migrations at start', () => {
  it('learns that none is pending from one read of the names done, without knex’s lock or a write', async () => {
    const db = await openTestDatabase(freshDataDir());
    try {
      await db.migrate.latest();
      const statements = await statementsOf(db, () => migrateWhenPending(db));
      expect(statements).toHaveLength(1);
      expect(statements[0]).toMatch(/^select .*name.* from .knex_migrations.$/);
    } finally {
      await db.destroy();
    }
  });

  it('runs the migrations a database has not had, the last one or one in the middle', async () => {
    const db = await openTestDatabase(freshDataDir());
    try {
      await db.migrate.latest();
      const names = await migrationSource.getMigrations([]);
      for (const name of [names.at(-1)!, names[Math.floor(names.length / 2)]!]) {
        await db.migrate.down({ name });
        expect(await pendingMigrations(db)).toHaveLength(1);
        await migrateWhenPending(db);
        expect(await pendingMigrations(db)).toEqual([]);
      }
    } finally {
      await db.destroy();
    }
  });

  it('sets up a new database', async () => {
    const postgres = TEST_DATABASE_ENGINE === 'postgres' ? await freshPostgresDatabase() : undefined;
    const db = openDatabase({ dataDir: freshDataDir(), databaseUrl: postgres?.url });
    try {
      await migrateWhenPending(db);
      expect(await pendingMigrations(db)).toEqual([]);
      expect(await db.schema.hasTable('contact_submissions')).toBe(true);
    } finally {
      await db.destroy();
      await postgres?.drop();
    }
  });

  it('refuses, as knex does, a database that has a migration this version does not know', async () => {
    const db = await openTestDatabase(freshDataDir());
    try {
      await db.migrate.latest();
      await db('knex_migrations').insert({ name: '20991231000000_from_a_newer_version', batch: 2, migrationTime: new Date() });
      await expect(migrateWhenPending(db)).rejects.toThrow(/20991231000000_from_a_newer_version/);
    } finally {
      await db.destroy();
    }
  });

  it('brings a restarted server’s database up to date before it answers', async () => {
    const dataDir = freshDataDir();
    const db = await openTestDatabase(dataDir);
    try {
      await db.migrate.latest();
      const names = await migrationSource.getMigrations([]);
      await db.migrate.down({ name: names.at(-1)! });
    } finally {
      await db.destroy();
    }
    const server = await startTestServer({ DATA_DIR: dataDir });
    try {
      expect(await pendingMigrations(server.db)).toEqual([]);
      expect((await server.client().get('/api/ready')).body).toEqual({ status: 'ready' });
    } finally {
      await server.close();
    }
  });
});
