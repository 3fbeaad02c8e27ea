import { randomBytes } from 'node:crypto';
import knex from 'knex';

/**
 * A PostgreSQL database the tests may create databases through (`postgres://user@host:port/postgres`); when it is not
 * set, the tests that need PostgreSQL are skipped and everything runs on SQLite. `.ci/run` sets it.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

const connectTo = (url: string) => knex({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });

/** A new, empty database on the TEST_DATABASE_URL server, with its URL and a way to drop it once its server has stopped. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `dietbar_test_${randomBytes(6).toString('hex')}`;
  const server = connectTo(TEST_DATABASE_URL);
  try {
    await server.raw('CREATE DATABASE ??', [name]);
  } finally {
    await server.destroy();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = connectTo(TEST_DATABASE_URL);
      try {
        await dropper.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]);
      } finally {
        await dropper.destroy();
      }
    },
  };
}

/** The engines the server tests run on: SQLite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export const DATABASE_ENGINES = TEST_DATABASE_URL ? (['SQLite', 'PostgreSQL'] as const) : (['SQLite'] as const);
export type DatabaseEngine = (typeof DATABASE_ENGINES)[number];

/**
 * The environment that puts a test server on `engine` (nothing for SQLite, which each server makes in its own data
 * folder; a fresh database for PostgreSQL), and how to remove that database once the server has stopped.
 */
export async function testDatabase(engine: DatabaseEngine): Promise<{ environment: Record<string, string>; drop(): Promise<void> }> {
  if (engine === 'SQLite') return { environment: {}, drop: async () => {} };
  const database = await freshPostgresDatabase();
  return { environment: { DATABASE_URL: database.url }, drop: database.drop };
}
