import fs from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import type pg from 'pg';
import { migrationSource } from './migrations';

const toSnake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const toCamel = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

function camelizeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelizeKeys);
  if (value && typeof value === 'object' && value.constructor === Object) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [toCamel(key), inner]));
  }
  return value;
}

/** PostgreSQL's type id of bigint (int8). */
const BIGINT_TYPE_ID = 20;

/**
 * node-postgres reads a bigint (what count(*) answers) as text, lest a value beyond 2^53 lose digits; every bigint here
 * is a count or an id far below that, so each connection reads it as a number, as SQLite answers it. Set on the
 * connection rather than through node-postgres's module, which only knex loads, and only for PostgreSQL: a server on
 * SQLite starts without it.
 */
function readBigintsAsNumbers(connection: pg.Client, done: (error: Error | null, connection: pg.Client) => void) {
  connection.setTypeParser(BIGINT_TYPE_ID, (value: string) => Number(value));
  done(null, connection);
}

interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  /** SQLite's flushing of commits (config SQLITE_SYNCHRONOUS); `full` unless told otherwise. */
  synchronous?: 'full' | 'normal';
}

/** Knex settings: PostgreSQL when a URL is given, else an SQLite file in dataDir. Code uses camelCase, tables snake_case. */
export function databaseSettings(options: DatabaseOptions): Knex.Config {
  const shared: Knex.Config = {
    migrations: { migrationSource },
    wrapIdentifier: (value, wrap) => wrap(typeof value === 'string' && value !== '*' ? toSnake(value) : value),
    postProcessResponse: (result) => camelizeKeys(result),
  };
  if (options.databaseUrl) {
    return { ...shared, client: 'pg', connection: { connectionString: options.databaseUrl }, pool: { min: 0, max: 10, afterCreate: readBigintsAsNumbers } };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  return {
    ...shared,
    client: 'better-sqlite3',
    connection: { filename: path.join(options.dataDir, 'dietbar.sqlite') },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      afterCreate(connection: { pragma(statement: string): unknown }, done: (error: Error | null, connection: unknown) => void) {
        connection.pragma('journal_mode = WAL');
        connection.pragma('foreign_keys = ON');
        connection.pragma('busy_timeout = 5000');
        // FULL flushes each commit to the disk before it is acknowledged: a lead the visitor saw accepted survives a
        // power cut, not only a crash of the process (NORMAL in WAL mode leaves the last commits in the OS cache).
        connection.pragma(`synchronous = ${options.synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
        done(null, connection);
      },
    },
  };
}

export function openDatabase(options: DatabaseOptions): Knex {
  return knex(databaseSettings(options));
}

export type Database = Knex;
