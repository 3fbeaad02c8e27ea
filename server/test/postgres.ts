import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import knex from 'knex';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/connection';

/**
 * A PostgreSQL server the tests may create databases on (`postgres://user@host:port/postgres`); when it is set, vitest
 * runs the server tests a second time on it (the `postgres` project of vitest.config.mts). `.ci/run` sets it.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** The engine this test run's servers use: PostgreSQL in the `postgres` project of vitest.config.mts, else SQLite. */
export const TEST_DATABASE_ENGINE: 'sqlite' | 'postgres' = process.env.TEST_DATABASE_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each test database is copied from (see server/test/postgres-template.ts). */
    postgresTemplate: string;
  }
}

/** The test databases of one run share a prefix, so that the run's end can drop any a failed test left behind. */
export const testDatabasePrefix = (template: string) => `${template}_copy_`;

const connectTo = (url: string) => knex({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });

/** `statement` on the TEST_DATABASE_URL server's maintenance database. */
export async function onTestServer<T>(statement: (server: ReturnType<typeof connectTo>) => Promise<T>): Promise<T> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const server = connectTo(TEST_DATABASE_URL);
  try {
    return await statement(server);
  } finally {
    await server.destroy();
  }
}

/**
 * The URL of database `name` on the TEST_DATABASE_URL server. Its commits do not wait for the disk (throwaway data, as
 * SQLITE_SYNCHRONOUS=normal for the SQLite tests): waiting makes the suite much slower.
 */
export function testDatabaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  url.searchParams.set('options', '-c synchronous_commit=off');
  return url.toString();
}

export interface PostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

async function createDatabase(name: string, template?: string): Promise<PostgresDatabase> {
  await onTestServer((server) => (template ? server.raw('CREATE DATABASE ?? TEMPLATE ??', [name, template]) : server.raw('CREATE DATABASE ??', [name])));
  return {
    url: testDatabaseUrl(name),
    drop: () => onTestServer((server) => server.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name])),
  };
}

/** A new, empty database on the TEST_DATABASE_URL server (for what instances do on a database nobody prepared). */
export function freshPostgresDatabase(): Promise<PostgresDatabase> {
  return createDatabase(`dietbar_test_${randomBytes(6).toString('hex')}`);
}

/** A new database with every migration run: a copy of the run's template, much faster than migrating. */
export function migratedPostgresDatabase(): Promise<PostgresDatabase> {
  const template = inject('postgresTemplate');
  return createDatabase(`${testDatabasePrefix(template)}${randomBytes(6).toString('hex')}`, template);
}

/** Where a data folder remembers the database its server uses, so that a restart on that folder finds it again. */
const DATABASE_URL_FILE = 'test-database-url';

/**
 * The environment that puts a test server on `dataDir` onto this run's engine: nothing on SQLite (the server makes its
 * file in the folder); on PostgreSQL, the database the folder's servers used before, or a new migrated one.
 */
export async function testDatabaseEnvironment(dataDir: string): Promise<{ DATABASE_URL?: string }> {
  if (TEST_DATABASE_ENGINE === 'sqlite') return {};
  const file = path.join(dataDir, DATABASE_URL_FILE);
  if (fs.existsSync(file)) return { DATABASE_URL: fs.readFileSync(file, 'utf8') };
  const database = await migratedPostgresDatabase();
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, database.url);
  return { DATABASE_URL: database.url };
}

/** Drops the PostgreSQL database `dataDir`'s servers used, if they used one (their servers must have stopped). */
export async function dropTestDatabase(dataDir: string): Promise<void> {
  const file = path.join(dataDir, DATABASE_URL_FILE);
  if (!fs.existsSync(file)) return;
  const name = new URL(fs.readFileSync(file, 'utf8')).pathname.slice(1);
  await onTestServer((server) => server.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]));
}

/** The database `dataDir`'s servers use on this run's engine, opened directly (for what a test checks beneath the API). */
export async function openTestDatabase(dataDir: string): Promise<Database> {
  return openDatabase({ dataDir, databaseUrl: (await testDatabaseEnvironment(dataDir)).DATABASE_URL });
}
