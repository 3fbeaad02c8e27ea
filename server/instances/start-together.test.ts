import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { freshPostgresDatabase, type PostgresDatabase } from '../test/postgres';

/*
 * Several instances started at the same moment on one empty PostgreSQL database, as a deploy of two or more replicas
 * does: every one comes up, and the schema, the first admin and the demo content are made once.
 */

const INSTANCES = 4;
const OWNER = { email: 'owner@dietbar.example', password: 'sunflower seeds at noon' };

describe('instances started together on one empty PostgreSQL database', () => {
  let database: PostgresDatabase;
  let started: PromiseSettledResult<TestServer>[] = [];

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    started = await Promise.allSettled(
      Array.from({ length: INSTANCES }, () =>
        startTestServer({ DATABASE_URL: database.url, SEED_DEMO: 'true', ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password }),
      ),
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)));
    await database?.drop();
  });

  it('all come up and answer', async () => {
    const failures = started.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
    expect(failures).toEqual([]);
    for (const result of started) {
      const health = await fetch(`${(result as PromiseFulfilledResult<TestServer>).value.url}/api/health`);
      expect(health.status).toBe(200);
    }
  });

  it('made the schema, the first admin and the demo content once', async () => {
    const { db } = (started.find((result) => result.status === 'fulfilled') as PromiseFulfilledResult<TestServer>).value;
    expect(await db('adminUsers').where({ email: OWNER.email }).count({ count: '*' }).first()).toEqual({ count: 1 });
    const categories = await db('categories').select('nameEn');
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories.map((category) => category.nameEn)).size).toBe(categories.length);
    expect(await db('heroContent').count({ count: '*' }).first()).toEqual({ count: 1 });
    const migrations = await db('knexMigrations').select('name');
    expect(new Set(migrations.map((migration) => migration.name)).size).toBe(migrations.length);
  });
});
