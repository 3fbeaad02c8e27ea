import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/connection';
import { onTestServer, testDatabasePrefix, testDatabaseUrl } from './postgres';

/**
 * Vitest's global setup of the `postgres` project: migrates one template database for the run, which each test server's
 * database copies (CREATE DATABASE … TEMPLATE takes a fraction of the time of migrating). At the end it drops the
 * template and any copy a failed test left behind.
 */
export default async function setup(project: TestProject) {
  const template = `dietbar_test_template_${randomBytes(4).toString('hex')}`;
  await onTestServer((server) => server.raw('CREATE DATABASE ??', [template]));
  // A database being copied must have no open connection: this one closes before any test starts.
  const db = openDatabase({ dataDir: '', databaseUrl: testDatabaseUrl(template) });
  try {
    await db.migrate.latest();
  } finally {
    await db.destroy();
  }
  project.provide('postgresTemplate', template);

  return async function teardown() {
    await onTestServer(async (server) => {
      const leftovers = await server('pg_database').where('datname', 'like', `${testDatabasePrefix(template)}%`).pluck('datname');
      for (const name of [...leftovers, template]) await server.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]);
    });
  };
}
