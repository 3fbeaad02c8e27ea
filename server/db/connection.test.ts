import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connection';
import { migrationSource } from './migrations';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dietbar-db-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('database', () => {
  it('migrates with the knex CLI through knexfile.ts', async () => {
    const result = spawnSync(path.resolve('node_modules/.bin/knex'), ['migrate:latest'], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8', timeout: 60_000 });
    const migrations = await migrationSource.getMigrations([]);
    expect(result.stdout + result.stderr).toContain(`Batch 1 run: ${migrations.length} migrations`);
    expect(result.status).toBe(0);
  });

  it('opens SQLite in WAL mode with foreign keys on and a busy timeout, and maps camelCase to snake_case', async () => {
    const db = openDatabase({ dataDir });
    try {
      await db.migrate.latest();
      const raw = await db.raw('PRAGMA journal_mode');
      expect(raw[0].journalMode).toBe('wal');
      expect((await db.raw('PRAGMA foreign_keys'))[0].foreignKeys).toBe(1);
      expect((await db.raw('PRAGMA busy_timeout'))[0].timeout).toBeGreaterThanOrEqual(5000);
      const columns = await db('packages').columnInfo();
      expect(Object.keys(columns)).toContain('isPopular');
      expect((await db.raw("SELECT name FROM pragma_table_info('packages')")).map((row: { name: string }) => row.name)).toContain('is_popular');
    } finally {
      await db.destroy();
    }
  });

  it('prepares each statement once on SQLite, and each run of it reads and writes its own values', async () => {
    const db = openDatabase({ dataDir });
    try {
      await db.migrate.latest();
      const connection = (await db.client.acquireConnection()) as { prepare(sql: string): unknown };
      try {
        expect(connection.prepare('SELECT 1')).toBe(connection.prepare('SELECT 1'));
      } finally {
        await db.client.releaseConnection(connection);
      }
      for (const slug of ['first', 'second']) await db('socialLinks').insert({ platform: slug, url: `https://${slug}.example` });
      const urls = await Promise.all(['first', 'second'].map(async (platform) => (await db('socialLinks').where({ platform }).first('url'))?.url));
      expect(urls).toEqual(['https://first.example', 'https://second.example']);
    } finally {
      await db.destroy();
    }
  });

  it('enforces the unique constraints of the spec', async () => {
    const db = openDatabase({ dataDir });
    try {
      const legal = { type: 'privacy_policy', title: 'Privacy', content: 'x', lastUpdated: new Date().toISOString() };
      await db('legalContent').insert(legal);
      await expect(db('legalContent').insert(legal)).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE' });
      await db('siteContent').insert({ key: 'tagline', value: 'a' });
      await expect(db('siteContent').insert({ key: 'tagline', value: 'b' })).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE' });
    } finally {
      await db.destroy();
    }
  });
});
