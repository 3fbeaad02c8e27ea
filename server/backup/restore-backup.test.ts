import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection';
import { TINY_PNG } from '../test/harness';
import { describeFile, type BackupManifest } from './backup-format';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';

const dirs: string[] = [];
const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dietbar-restore-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A key file as the server makes it on first use of two-factor sign-in. */
const newSecretKey = () => `${randomBytes(32).toString('base64')}\n`;
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

let good: string;
let goodSecretKey: string;
beforeAll(async () => {
  const dataDir = freshDir();
  const db = openDatabase({ dataDir });
  await db.migrate.latest();
  await db('contactSubmissions').insert({ name: 'Omar', email: 'omar@example.com', message: 'Hello', isRead: false });
  await db.destroy();
  fs.mkdirSync(path.join(dataDir, 'uploads', 'variants'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'uploads', 'photo.png'), TINY_PNG);
  fs.writeFileSync(path.join(dataDir, 'uploads', 'variants', 'photo-320.webp'), 'webp bytes');
  goodSecretKey = newSecretKey();
  fs.writeFileSync(path.join(dataDir, 'secret.key'), goodSecretKey, { mode: 0o600 });
  good = path.join(freshDir(), 'good.tar.gz');
  const { manifest } = await createBackup(dataDir, good);
  expect(manifest.counts).toEqual({ leads: 1, adminAccounts: 0, uploads: 2 });
  expect(manifest.files.map((file) => file.path)).toEqual(['database/dietbar.sqlite', 'uploads/photo.png', 'uploads/variants/photo-320.webp', 'secret.key']);
});

/** The good archive unpacked, changed by `change`, and packed again (its manifest as `change` left it). */
async function repacked(change: (dir: string, manifest: BackupManifest) => Promise<void> | void): Promise<string> {
  const dir = freshDir();
  await tar.extract({ file: good, cwd: dir });
  const manifestFile = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
  await change(dir, manifest);
  if (fs.existsSync(manifestFile)) fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  const archive = path.join(freshDir(), 'changed.tar.gz');
  await tar.create({ file: archive, cwd: dir, gzip: true }, fs.readdirSync(dir));
  return archive;
}

/** Gives a changed file its new size and checksum in the manifest, so that only the change itself is wrong. */
async function relist(dir: string, manifest: BackupManifest, file: string) {
  manifest.files = [...manifest.files.filter((listed) => listed.path !== file), await describeFile(dir, file)];
}

/** A gzip-compressed tar archive holding the given raw entries, as no tar tool of ours would write them. */
function handMade(entries: { path: string; type: 'File' | 'SymbolicLink'; body?: string; linkpath?: string }[]): string {
  const blocks = entries.flatMap((entry) => {
    const body = Buffer.from(entry.body ?? '');
    const header = new tar.Header({ path: entry.path, type: entry.type, size: body.length, mode: 0o644, mtime: new Date(), linkpath: entry.linkpath });
    header.encode();
    return [header.block!, body, Buffer.alloc((512 - (body.length % 512)) % 512)];
  });
  const archive = path.join(freshDir(), 'hand-made.tar.gz');
  fs.writeFileSync(archive, zlib.gzipSync(Buffer.concat([...blocks, Buffer.alloc(1024)])));
  return archive;
}

/** Restores `archive` into a DATA_DIR holding data already, expects the refusal, and that the data was not touched. */
async function expectRefused(archive: string, message: string | RegExp) {
  const dataDir = freshDir();
  fs.mkdirSync(path.join(dataDir, 'uploads'));
  fs.writeFileSync(path.join(dataDir, 'uploads', 'kept.png'), TINY_PNG);
  fs.writeFileSync(path.join(dataDir, 'dietbar.sqlite'), 'the current database');
  await expect(restoreBackup(dataDir, archive)).rejects.toThrow(message);
  expect(fs.readdirSync(dataDir).sort()).toEqual(['dietbar.sqlite', 'uploads']);
  expect(fs.readdirSync(path.join(dataDir, 'uploads'))).toEqual(['kept.png']);
  expect(fs.readFileSync(path.join(dataDir, 'dietbar.sqlite'), 'utf8')).toBe('the current database');
  expect(fs.readdirSync(path.dirname(dataDir)).filter((name) => name === 'escaped.txt')).toEqual([]);
}

describe('restoreBackup refuses, before touching DATA_DIR', () => {
  it('a file that is not a gzip-compressed tar archive, or compressed something else', async () => {
    const text = path.join(freshDir(), 'notes.tar.gz');
    fs.writeFileSync(text, 'a page of notes');
    await expectRefused(text, 'notes.tar.gz is not a DietBar backup: it is not a gzip-compressed tar archive');
    fs.writeFileSync(text, zlib.gzipSync('a page of notes'));
    await expectRefused(text, 'notes.tar.gz is not a DietBar backup: it is not a tar archive');
  });

  it('a damaged or cut-short archive', async () => {
    const bytes = fs.readFileSync(good);
    const cut = path.join(freshDir(), 'cut.tar.gz');
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    await expectRefused(cut, /cut\.tar\.gz is damaged or cut short/);
    const flipped = Buffer.from(bytes);
    flipped[bytes.length - 12]! ^= 0x40;
    const damaged = path.join(freshDir(), 'flipped.tar.gz');
    fs.writeFileSync(damaged, flipped);
    await expectRefused(damaged, /flipped\.tar\.gz is damaged or cut short/);
  });

  it("another program's archive, or one from a format this version does not read", async () => {
    await expectRefused(await repacked((dir) => fs.rmSync(path.join(dir, 'manifest.json'))), 'changed.tar.gz is not a DietBar backup: it has no manifest.json');
    await expectRefused(
      await repacked((_dir, manifest) => void Object.assign(manifest, { app: 'wordpress' })),
      'changed.tar.gz is not a DietBar backup: its manifest names "wordpress", not "dietbar"',
    );
    await expectRefused(await repacked((_dir, manifest) => void Object.assign(manifest, { formatVersion: 2 })), 'changed.tar.gz is in backup format 2');
  });

  it('a file whose bytes do not match its checksum, a missing file and a file the manifest does not list', async () => {
    await expectRefused(
      await repacked((dir) => fs.appendFileSync(path.join(dir, 'uploads', 'photo.png'), 'x')),
      'changed.tar.gz is damaged: uploads/photo.png does not match the checksum its manifest gives',
    );
    await expectRefused(await repacked((dir) => fs.rmSync(path.join(dir, 'uploads', 'variants', 'photo-320.webp'))), /uploads\/variants\/photo-320\.webp is missing/);
    await expectRefused(
      await repacked((dir) => fs.writeFileSync(path.join(dir, 'uploads', 'extra.png'), TINY_PNG)),
      'it holds files its manifest does not list (uploads/extra.png)',
    );
    await expectRefused(
      await repacked((dir) => fs.writeFileSync(path.join(dir, 'secret.key'), newSecretKey())),
      'changed.tar.gz is damaged: secret.key does not match the checksum its manifest gives',
    );
    await expectRefused(await repacked((dir) => fs.rmSync(path.join(dir, 'secret.key'))), 'changed.tar.gz is damaged or cut short: secret.key is missing');
  });

  it('entries that would land outside DATA_DIR, or links', async () => {
    for (const entry of [
      { path: '../escaped.txt', type: 'File' as const, body: 'out' },
      { path: 'uploads/../../escaped.txt', type: 'File' as const, body: 'out' },
      { path: '/tmp/escaped.txt', type: 'File' as const, body: 'out' },
      { path: 'uploads/link.png', type: 'SymbolicLink' as const, linkpath: '/etc/passwd' },
    ]) {
      await expectRefused(handMade([{ path: 'manifest.json', type: 'File', body: '{}' }, entry]), /hand-made\.tar\.gz holds entries no DietBar backup has, refused for safety/);
    }
  });

  it('a database that is not a sound DietBar database of a schema this version knows', async () => {
    await expectRefused(
      await repacked(async (dir, manifest) => {
        fs.writeFileSync(path.join(dir, 'database', 'dietbar.sqlite'), 'not a database at all, but listed with its checksum');
        await relist(dir, manifest, 'database/dietbar.sqlite');
      }),
      /The database in changed\.tar\.gz is not a readable SQLite database/,
    );
    await expectRefused(
      await repacked(async (dir, manifest) => {
        const db = new Database(path.join(dir, 'database', 'dietbar.sqlite'));
        db.prepare('INSERT INTO knex_migrations (name, batch, migration_time) VALUES (?, 2, ?)').run('29990101000000_from_the_future', Date.now());
        db.close();
        await relist(dir, manifest, 'database/dietbar.sqlite');
      }),
      'The database in changed.tar.gz comes from a newer DietBar (its schema has 29990101000000_from_the_future, which this version does not know): update DietBar first',
    );
  });
});

describe('restoreBackup', () => {
  it('puts the database, two-factor key and uploads in place and keeps what they replaced, the old database with its WAL', async () => {
    const dataDir = freshDir();
    fs.mkdirSync(path.join(dataDir, 'uploads'));
    fs.writeFileSync(path.join(dataDir, 'uploads', 'old.png'), TINY_PNG);
    fs.writeFileSync(path.join(dataDir, 'dietbar.sqlite'), 'old database');
    const oldSecretKey = newSecretKey();
    fs.writeFileSync(path.join(dataDir, 'secret.key'), oldSecretKey, { mode: 0o600 });
    // As a server left them that is still running (--force) or was killed: paired with the new file they would corrupt it.
    fs.writeFileSync(path.join(dataDir, 'dietbar.sqlite-wal'), 'old write-ahead log');
    fs.writeFileSync(path.join(dataDir, 'dietbar.sqlite-shm'), 'old shared memory');
    const { manifest, replacedDir, secretKey } = await restoreBackup(dataDir, good, { force: true, now: new Date('2026-05-01T10:00:00Z') });

    expect(manifest.counts.leads).toBe(1);
    expect(replacedDir).toBe(path.join(dataDir, 'replaced-by-restore-2026-05-01T10-00-00-000Z'));
    expect(fs.readdirSync(dataDir).sort()).toEqual(['dietbar.sqlite', 'replaced-by-restore-2026-05-01T10-00-00-000Z', 'secret.key', 'uploads']);
    expect(fs.readdirSync(replacedDir!).sort()).toEqual(['dietbar.sqlite', 'dietbar.sqlite-shm', 'dietbar.sqlite-wal', 'secret.key', 'uploads']);
    expect(secretKey).toBe('restored');
    expect(fs.readFileSync(path.join(dataDir, 'secret.key'), 'utf8')).toBe(goodSecretKey);
    expect(modeOf(path.join(dataDir, 'secret.key'))).toBe(0o600);
    expect(fs.readFileSync(path.join(replacedDir!, 'secret.key'), 'utf8')).toBe(oldSecretKey);
    expect(modeOf(path.join(replacedDir!, 'secret.key'))).toBe(0o600);
    expect(fs.readFileSync(path.join(dataDir, 'uploads', 'photo.png')).equals(TINY_PNG)).toBe(true);
    expect(fs.readdirSync(path.join(dataDir, 'uploads')).sort()).toEqual(['photo.png', 'variants']);
    const db = new Database(path.join(dataDir, 'dietbar.sqlite'), { readonly: true });
    try {
      expect(db.prepare('SELECT message FROM contact_submissions').pluck().all()).toEqual(['Hello']);
    } finally {
      db.close();
    }
  });

  it('gives the two-factor key mode 0600 whatever mode the archive holds it with', async () => {
    const readable = await repacked((dir) => fs.chmodSync(path.join(dir, 'secret.key'), 0o644));
    const entries: Record<string, number> = {};
    await tar.list({ file: readable, onReadEntry: (entry) => void (entries[entry.path] = entry.mode! & 0o777) });
    expect(entries['secret.key']).toBe(0o644);
    const dataDir = freshDir();
    expect((await restoreBackup(dataDir, readable)).secretKey).toBe('restored');
    expect(modeOf(path.join(dataDir, 'secret.key'))).toBe(0o600);
  });

  it('restores a backup made before backups held the two-factor key, keeping the key DATA_DIR has', async () => {
    const older = await repacked((dir, manifest) => {
      fs.rmSync(path.join(dir, 'secret.key'));
      manifest.files = manifest.files.filter((file) => file.path !== 'secret.key');
    });
    const dataDir = freshDir();
    const ownSecretKey = newSecretKey();
    fs.writeFileSync(path.join(dataDir, 'secret.key'), ownSecretKey, { mode: 0o600 });
    const { secretKey, replacedDir } = await restoreBackup(dataDir, older);
    expect(secretKey).toBe('kept');
    expect(replacedDir).toBeUndefined();
    expect(fs.readdirSync(dataDir).sort()).toEqual(['dietbar.sqlite', 'secret.key', 'uploads']);
    expect(fs.readFileSync(path.join(dataDir, 'secret.key'), 'utf8')).toBe(ownSecretKey);

    const emptyDir = freshDir();
    expect((await restoreBackup(emptyDir, older)).secretKey).toBe('missing');
    expect(fs.readdirSync(emptyDir).sort()).toEqual(['dietbar.sqlite', 'uploads']);
  });
});
