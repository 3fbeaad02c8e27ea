import { configDefaults, defineConfig } from 'vitest/config';
import { SHARED_ALIAS } from './vite.config';

const SERVER_TESTS = 'server/**/*.test.ts';

/** Tests of what PostgreSQL does across instances: they need a PostgreSQL server, so they run in the `postgres` project only. */
const POSTGRES_ONLY = ['server/instances/**'];

/** Tests about the SQLite file itself, which a PostgreSQL database has no counterpart of; everything else runs on both. */
const SQLITE_ONLY = [
  // Copies the .sqlite file into an archive and back; the commands refuse DATABASE_URL (pg_dump's job there).
  'server/backup/restore-backup.test.ts',
  'server/cli/backup.test.ts',
  // The knex CLI and the connection's pragmas on the SQLite file.
  'server/db/connection.test.ts',
  // A SIGKILL or power cut against the SQLite file's journal and synchronous setting.
  'server/durability/crash.test.ts',
  // Writes grouped into SQLite's commits; on PostgreSQL each write is its own transaction.
  'server/db/group-commit.test.ts',
];

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// Vitest reads this file twice in one process: the note is printed once.
const noted = globalThis as { dietbarNotedNoPostgres?: boolean };
if (!onPostgres && !noted.dietbarNotedNoPostgres) {
  noted.dietbarNotedNoPostgres = true;
  console.warn('TEST_DATABASE_URL is not set: the server tests run on SQLite only, and those of PostgreSQL instances not at all');
}

// Unit and API tests (Node). Browser tests run under Playwright from e2e/. With TEST_DATABASE_URL, the server and API
// tests run a second time with every test server on PostgreSQL.
export default defineConfig({
  resolve: { alias: SHARED_ALIAS },
  test: {
    environment: 'node',
    // A worker per core (vitest's default leaves one free): the server tests spend much of their time waiting on
    // sockets, timers and PostgreSQL, so both passes take about 5½ minutes on 2 cores instead of 9.
    maxWorkers: '100%',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'sqlite', include: ['{shared,server,web,desktop,bench,scripts,docs}/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, ...POSTGRES_ONLY] },
      },
      ...(onPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: [SERVER_TESTS],
                exclude: [...configDefaults.exclude, ...SQLITE_ONLY],
                env: { TEST_DATABASE_ENGINE: 'postgres' },
                globalSetup: ['server/test/postgres-template.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
