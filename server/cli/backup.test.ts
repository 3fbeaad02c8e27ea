import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantUrl } from '@shared/images';
import { startServer, type RunningServer, type StartOptions } from '../app';
import { loadConfig } from '../config';
import { contactInput, packageInput, storyInput } from '../test/factories';
import { TEST_ADMIN, TestClient, startTestServer, type TestServer } from '../test/harness';

const TSX = path.resolve('node_modules/.bin/tsx');
const SECOND_ADMIN = { name: 'Second Admin', email: 'second@example.com', password: 'second admin password' };

const dirs: string[] = [];
const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dietbar-backup-'));
  dirs.push(dir);
  return dir;
};

interface CommandResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run backup` or `npm run restore` on `dataDir` without blocking this process, whose server keeps serving. */
function run(command: 'backup' | 'restore', args: string[], dataDir: string, environment: Record<string, string> = {}): Promise<CommandResult> {
  const child = spawn(TSX, [`server/cli/${command}.ts`, ...args], { env: { ...process.env, DATA_DIR: dataDir, ...environment } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  return new Promise((resolve) => child.once('close', (status) => resolve({ status, stdout, stderr })));
}

/** The real app on an existing DATA_DIR. */
const startOn = (dataDir: string, options: StartOptions = {}): Promise<RunningServer> =>
  startServer(
    loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', WEB_DIST_DIR: path.join(dataDir, 'no-web-build') }),
    options,
  );

const signIn = async (url: string, account: { email: string; password: string }, code?: string) => {
  const client = new TestClient(url);
  const login = await client.post('/api/auth/login', { email: account.email, password: account.password, code });
  expect(login.status, login.text).toBe(200);
  return client;
};

const TOTP_STEP_MS = 30_000;
/** The code an authenticator app shows for `secret` at `at`. */
const totpCode = (secret: string, at: number) => generate({ secret, epoch: Math.floor(at / 1000) });

let server: TestServer;
let archive: string;
/** What the site held when the backup began: all of it must come back. */
let before: {
  /** The TOTP secret of the second admin, who signs in with two-factor. */
  twoFactorSecret: string; packages: unknown; stories: unknown; images: Record<string, unknown>; leads: string[]; upload: { url: string; bytes: Buffer } };

beforeAll(async () => {
  server = await startTestServer({ CONTACT_RATE_LIMIT: '100000' });
  const admin = await server.admin();
  await server.deps.adminUsers.ensure(SECOND_ADMIN);
  const second = await signIn(server.url, SECOND_ADMIN);
  const setup = await second.post<{ secret: string }>('/api/auth/2fa/setup');
  expect(setup.status, setup.text).toBe(200);
  const enabled = await second.post('/api/auth/2fa/enable', { code: await totpCode(setup.body.secret, Date.now()) });
  expect(enabled.status, enabled.text).toBe(200);
  const photo = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#6f8f5a' } }).jpeg().toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  const { url } = (await admin.request('POST', '/api/upload-single', { raw: form })).body as { url: string };
  await admin.post('/api/packages', packageInput({ nameEn: 'Backed-up plan', nameAr: 'خطة محفوظة' }));
  await admin.post('/api/success-stories', storyInput({ nameEn: 'Backed-up story', image: url }));
  for (const message of ['First lead', 'رسالة من زائر', 'Third lead']) {
    expect((await server.client().post('/api/contact', contactInput({ message }))).status).toBe(201);
  }
  await server.deps.images.idle();
  const visitor = server.client();
  before = {
    twoFactorSecret: setup.body.secret,
    packages: (await visitor.get('/api/packages')).body,
    stories: (await visitor.get('/api/success-stories')).body,
    images: (await visitor.get('/api/images')).body,
    leads: (await admin.get<{ message: string }[]>('/api/contact-submissions')).body.map((lead) => lead.message),
    upload: { url, bytes: photo },
  };
  expect(Object.keys(before.images)).toContain(url);
  archive = path.join(freshDir(), 'dietbar.tar.gz');
});
afterAll(async () => {
  await server.stop();
  dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

describe('npm run backup and npm run restore', () => {
  it('back up while the server keeps serving, and restore content, leads, admin accounts with their two-factor sign-in and uploads into a fresh DATA_DIR', async () => {
    // Visitors keep sending the contact form while the backup runs: every one of them is answered.
    let backupDone = false;
    const duringBackup: number[] = [];
    const visitors = (async () => {
      for (let round = 0; !backupDone; round += 1) {
        duringBackup.push((await server.client().post('/api/contact', contactInput({ message: `Sent during the backup ${round}` }))).status);
      }
    })();
    const backup = await run('backup', [archive], server.dataDir);
    backupDone = true;
    await visitors;
    expect(backup.status, backup.stderr).toBe(0);
    expect(duringBackup.length).toBeGreaterThan(0);
    expect(duringBackup.every((status) => status === 201)).toBe(true);
    expect(backup.stdout).toContain(`Backup written: ${archive} (`);
    expect(backup.stdout).toMatch(/database: \d+ leads, 2 admin accounts, schema \d+_\w+/);
    expect(backup.stdout).toMatch(/uploads: \d+ files \([\d.]+ KB\), resized variants included/);
    expect(backup.stdout).toContain("two-factor key: secret.key, which decrypts the admins' two-factor secrets");

    const entries: string[] = [];
    await tar.list({ file: archive, onReadEntry: (entry) => entries.push(entry.path) });
    expect(entries[0]).toBe('manifest.json');
    expect(entries).toContain('database/dietbar.sqlite');
    expect(entries).toContain('secret.key');
    expect(entries).toContain(`uploads/${path.basename(before.upload.url)}`);
    expect(entries).toContain(variantUrl(before.upload.url, 320, 'avif').slice(1));
    expect(entries.filter((entry) => path.basename(entry).startsWith('.'))).toEqual([]);

    const restoredDir = freshDir();
    const restore = await run('restore', [archive], restoredDir);
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain(`Restored ${archive} (made `);
    expect(restore.stdout).toContain('2 admin accounts');
    expect(restore.stdout).toContain('two-factor key: secret.key put back, readable by this user only');
    expect(fs.readdirSync(restoredDir).filter((name) => name.startsWith('.'))).toEqual([]);
    const restoredKey = path.join(restoredDir, 'secret.key');
    expect(fs.readFileSync(restoredKey).equals(fs.readFileSync(path.join(server.dataDir, 'secret.key')))).toBe(true);
    expect(fs.statSync(restoredKey).mode & 0o777).toBe(0o600);

    // One time step on from the backed-up server's clock: the step whose code enabled two-factor is used up.
    const restoredClock = () => Date.now() + TOTP_STEP_MS;
    const restored = await startOn(restoredDir, { now: () => new Date(restoredClock()) });
    try {
      const visitor = new TestClient(restored.url);
      expect((await visitor.get('/api/packages')).body).toEqual(before.packages);
      expect((await visitor.get('/api/success-stories')).body).toEqual(before.stories);
      expect((await visitor.get('/api/images')).body).toEqual(before.images);
      const upload = await fetch(restored.url + before.upload.url);
      expect(Buffer.from(await upload.arrayBuffer()).equals(before.upload.bytes)).toBe(true);
      expect((await fetch(restored.url + variantUrl(before.upload.url, 640, 'webp'))).status).toBe(200);

      const admin = await signIn(restored.url, TEST_ADMIN);
      const passwordAlone = await new TestClient(restored.url).post('/api/auth/login', SECOND_ADMIN);
      expect(passwordAlone.status).toBe(401);
      expect(passwordAlone.body.error.code).toBe('two_factor_required');
      await signIn(restored.url, SECOND_ADMIN, await totpCode(before.twoFactorSecret, restoredClock()));
      const leads = (await admin.get<{ message: string }[]>('/api/contact-submissions')).body.map((lead) => lead.message);
      expect(leads).toEqual(expect.arrayContaining(before.leads));
      expect(leads.filter((message) => !before.leads.includes(message) && !message.startsWith('Sent during the backup'))).toEqual([]);
    } finally {
      await restored.close();
    }
  }, 60_000);

  it('refuses to restore over the database of a running server unless told to, and says what to do', async () => {
    const refused = await run('restore', [archive], server.dataDir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`The database in ${server.dataDir} is open in another process: the server is running there`);
    expect(refused.stderr).toContain('--force');
    expect(fs.readdirSync(server.dataDir).filter((name) => name.startsWith('.') || name.startsWith('replaced-'))).toEqual([]);
    expect((await server.client().get('/api/packages')).body).toEqual(before.packages);
  }, 30_000);

  it('restores under a running server with --force, and says to restart it', async () => {
    const dataDir = freshDir();
    expect((await run('restore', [archive], dataDir)).status).toBe(0);
    const running = await startOn(dataDir);
    try {
      const forced = await run('restore', ['--force', archive], dataDir);
      expect(forced.status, forced.stderr).toBe(0);
      expect(forced.stdout).toContain('Restart the server now');
    } finally {
      await running.close();
    }
    const restarted = await startOn(dataDir);
    try {
      expect((await new TestClient(restarted.url).get('/api/packages')).body).toEqual(before.packages);
    } finally {
      await restarted.close();
    }
  }, 30_000);

  it('is not blocked by a process that had the database open and crashed, while it is by one still running', async () => {
    const dataDir = freshDir();
    expect((await run('restore', [archive], dataDir)).status).toBe(0);
    const holder = spawn(process.execPath, [
      '-e',
      // As the server uses it: in WAL mode, read once, which holds a lock for as long as the file is open.
      "const db = new (require('better-sqlite3'))(process.argv[1]); db.pragma('journal_mode = WAL'); db.prepare('SELECT count(*) FROM packages').get(); console.log('open'); setInterval(() => {}, 1000);",
      path.join(dataDir, 'dietbar.sqlite'),
    ]);
    await new Promise((resolve) => holder.stdout.once('data', resolve));
    expect((await run('restore', [archive], dataDir)).status).toBe(1);
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    const again = await run('restore', [archive], dataDir);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/The data it replaced is kept in .*replaced-by-restore-/);
  }, 30_000);

  it('refuses a damaged archive with a clear message and exit code 1, leaving DATA_DIR as it was', async () => {
    const damaged = path.join(freshDir(), 'damaged.tar.gz');
    const bytes = fs.readFileSync(archive);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    fs.writeFileSync(damaged, bytes);
    const dataDir = freshDir();
    const result = await run('restore', [damaged], dataDir);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Refused: damaged\.tar\.gz is damaged/);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  }, 30_000);

  it('says that PostgreSQL is not covered and points to pg_dump', async () => {
    for (const command of ['backup', 'restore'] as const) {
      const result = await run(command, [archive], freshDir(), { DATABASE_URL: 'postgres://localhost/dietbar' });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`npm run ${command} covers the SQLite database only`);
      expect(result.stderr).toContain('pg_dump');
    }
  }, 30_000);

  it('says that uploads kept in a bucket and a key from SECRET_KEY are not in the archive, and leaves the bucket alone on restore', async () => {
    const elsewhere = { STORAGE: 's3', S3_BUCKET: 'site-uploads', SECRET_KEY: randomBytes(32).toString('base64') };
    const bucketArchive = path.join(freshDir(), 'bucket-site.tar.gz');
    const backup = await run('backup', [bucketArchive], server.dataDir, elsewhere);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('uploads: not in this archive: they are kept in s3://site-uploads/uploads/ (STORAGE=s3)');
    expect(backup.stdout).toContain('SECRET_KEY is set');

    const restore = await run('restore', [bucketArchive], freshDir(), elsewhere);
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('s3://site-uploads/uploads/ (STORAGE=s3) is left as it is');
    expect(restore.stdout).toContain('SECRET_KEY is set');
  }, 30_000);

  it('shows its usage for a missing file or an unknown option', async () => {
    expect((await run('backup', [], freshDir())).stderr).toContain('Usage: npm run backup -- <file.tar.gz>');
    const restore = await run('restore', ['--overwrite', archive], freshDir());
    expect(restore.status).toBe(2);
    expect(restore.stderr).toContain('Usage: npm run restore -- [--force] <file.tar.gz>');
  }, 30_000);
});
