import fs from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import { migrationSource } from './migrations';

/** `convert` remembered for each name: a query's every column name is converted, and the names are few. */
function byName(convert: (name: string) => string): (name: string) => string {
  const converted = new Map<string, string>();
  return (name) => {
    let result = converted.get(name);
    if (result === undefined) converted.set(name, (result = convert(name)));
    return result;
  };
}

const toSnake = byName((name) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`));
const toCamel = byName((name) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()));

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

/** What of a better-sqlite3 connection the settings use. */
interface SqliteConnection {
  pragma(statement: string): unknown;
  prepare(sql: string): unknown;
}

/** How many prepared statements a connection keeps: every query the code makes, with room for the lists of many lengths. */
const PREPARED_STATEMENTS_MAX = 1000;

/**
 * Keeps the statements knex has the connection prepare, by their SQL: knex prepares every query anew, which cost more
 * than running it for the small writes that matter most (a contact form's). A statement is run at once and to its end
 * (better-sqlite3 is synchronous), so one serves every query of its SQL.
 */
function reusePreparedStatements(connection: SqliteConnection) {
  const prepare = connection.prepare.bind(connection);
  const statements = new LRUCache<string, object>({ max: PREPARED_STATEMENTS_MAX });
  connection.prepare = (sql) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = prepare(sql) as object));
    return statement;
  };
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
      afterCreate(connection: SqliteConnection, done: (error: Error | null, connection: unknown) => void) {
        reusePreparedStatements(connection);
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
