import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantUrl } from '@shared/images';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { contactInput, packageInput, storyInput } from '../test/factories';
import { TestClient } from '../test/harness';
import { ensureServerBuild, startServerProcess, type ServerProcess } from '../test/server-process';
import { isTemporaryName } from './atomic-write';

/*
 * The real server, as production runs it, killed with SIGKILL while clients are writing: what it acknowledged must be
 * there after a restart on the same data, once, and nothing half-written may be left or served.
 */

const ADMIN = { email: 'owner@example.com', password: 'crash test password' };
const ENVIRONMENT = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, CONTACT_RATE_LIMIT: '1000000' };

beforeAll(ensureServerBuild, 300_000);
const dataDirs: string[] = [];
const freshDir = (parent = os.tmpdir()) => {
  const dir = fs.mkdtempSync(path.join(parent, 'dietbar-crash-'));
  dataDirs.push(dir);
  return dir;
};
afterAll(() => dataDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

async function signIn(url: string): Promise<TestClient> {
  const client = new TestClient(url);
  const login = await client.post('/api/auth/login', ADMIN);
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  return client;
}

function integrityCheck(dataDir: string): unknown {
  const db = new Database(path.join(dataDir, 'dietbar.sqlite'), { fileMustExist: true });
  try {
    return db.pragma('integrity_check', { simple: true });
  } finally {
    db.close();
  }
}

interface CrashReport {
  /** Requests sent but not yet answered when the kill was ordered. */
  inFlightAtCrash: number;
  /** Failures before the kill was ordered: none is expected. */
  failuresBeforeCrash: unknown[];
}

/**
 * Runs `workers` loops, each calling `write` (one request, which throws unless answered with a 2xx) round after round,
 * and kills the server once `crashAfter` writes were acknowledged (or when told with `crash()`), while the other loops
 * still wait for their answers. A loop ends at its first failure; once the kill is ordered every request may fail.
 */
function writeUntilCrash(server: ServerProcess, options: { workers: number; write: (worker: number, round: number) => Promise<void>; crashAfter?: number }) {
  let acknowledged = 0;
  let inFlight = 0;
  let crashed = false;
  const report: CrashReport = { inFlightAtCrash: 0, failuresBeforeCrash: [] };
  /** Orders the kill: at once, or through `kill` (which may wait for the right moment). */
  const crash = (kill: () => void = server.crash) => {
    if (crashed) return;
    crashed = true;
    report.inFlightAtCrash = inFlight;
    kill();
  };
  const loop = async (worker: number) => {
    for (let round = 0; ; round += 1) {
      inFlight += 1;
      try {
        await options.write(worker, round);
      } catch (error) {
        if (!crashed) report.failuresBeforeCrash.push(error);
        return;
      } finally {
        inFlight -= 1;
      }
      acknowledged += 1;
      if (acknowledged === options.crashAfter) crash();
    }
  };
  const done = (async () => {
    const loops = Promise.all(Array.from({ length: options.workers }, (_, worker) => loop(worker)));
    // Whatever happens to the loops, the server is down before the checks begin.
    const stuck = setTimeout(server.crash, 20_000);
    await Promise.race([loops.then(() => crash()), server.exited]);
    await loops;
    clearTimeout(stuck);
    expect(await server.exited).toBe('SIGKILL');
    return report;
  })();
  return { crash, done };
}

/**
 * A process of its own that kills the server (SIGKILL) the moment a file shows up or changes under a final name in
 * `directory`: mid-copy, were the file written in place. The test process, busy sending uploads, would be too late.
 */
function killOnNewFile(directory: string, pid: number): ChildProcess {
  const script = `
    const [directory, pid] = process.argv.slice(1);
    require('node:fs').watch(directory, (event, name) => {
      if (!name || name === 'variants' || (name.startsWith('.') && name.endsWith('.tmp'))) return;
      process.kill(Number(pid), 'SIGKILL');
      process.exit(0);
    });`;
  return spawn(process.execPath, ['-e', script, directory, String(pid)], { stdio: 'ignore' });
}

const expectCreated = (response: { status: number; text: string }) => {
  if (response.status !== 201 && response.status !== 200) throw new Error(`answered ${response.status}: ${response.text}`);
};

const occurrences = (values: string[]) => values.reduce((counts, value) => counts.set(value, (counts.get(value) ?? 0) + 1), new Map<string, number>());

describe('a server killed with SIGKILL', () => {
  // With a hundred visitors at once, leads wait while a commit is under way and go in groups of dozens into the next:
  // the kill, at an answer, lands while the next group is being written.
  it.each([
    { visitors: 50, crashAfter: 300 },
    { visitors: 100, crashAfter: 200 },
  ])('keeps every contact submission it acknowledged to $visitors concurrent visitors exactly once, in a sound database', async ({ visitors, crashAfter }) => {
    const dataDir = freshDir();
    const server = await startServerProcess(dataDir, ENVIRONMENT);
    const sent = new Set<string>();
    const acknowledged = new Set<string>();
    const visitor = new TestClient(server.url);

    const report = await writeUntilCrash(server, {
      workers: visitors,
      crashAfter,
      async write(worker, round) {
        const message = `Crash test lead ${worker}-${round}`;
        sent.add(message);
        const response = await visitor.post('/api/contact', contactInput({ name: `Visitor ${worker}`, email: `visitor${worker}@example.com`, message }));
        expectCreated(response);
        acknowledged.add(message);
      },
    }).done;
    expect(report.failuresBeforeCrash).toEqual([]);
    expect(report.inFlightAtCrash).toBeGreaterThan(0);
    expect(acknowledged.size).toBeGreaterThanOrEqual(crashAfter);

    const restarted = await startServerProcess(dataDir, ENVIRONMENT);
    try {
      const admin = await signIn(restarted.url);
      const stored = (await admin.get<{ message: string }[]>('/api/contact-submissions')).body.map((row) => row.message);
      const counts = occurrences(stored);
      expect([...acknowledged].filter((message) => counts.get(message) !== 1)).toEqual([]);
      // Those still in flight are there once or not at all, and nothing else is.
      expect([...counts].filter(([message, count]) => !sent.has(message) || count > 1)).toEqual([]);
      expect(integrityCheck(dataDir)).toBe('ok');
    } finally {
      await restarted.stop();
    }
  }, 60_000);

  it('keeps every content write it acknowledged to an admin: each created package once, each with its last acknowledged update', async () => {
    const dataDir = freshDir();
    const server = await startServerProcess(dataDir, ENVIRONMENT);
    const admin = await signIn(server.url);
    // Each package is created with a fixed description and then renamed round after round by the worker that made it.
    const packages = new Map<string, { id: number; acknowledgedName: string; pendingName?: string }>();
    const sentDescriptions = new Set<string>();
    const current = new Map<number, string>();

    const report = await writeUntilCrash(server, {
      workers: 10,
      crashAfter: 150,
      async write(worker, round) {
        const description = current.get(worker);
        if (round % 4 === 0 || !description) {
          const created = `crash package ${worker}-${round}`;
          sentDescriptions.add(created);
          const response = await admin.post('/api/packages', packageInput({ nameEn: 'first name', descriptionEn: created }));
          expectCreated(response);
          packages.set(created, { id: response.body.id, acknowledgedName: 'first name' });
          current.set(worker, created);
          return;
        }
        const written = packages.get(description)!;
        const name = `renamed ${worker}-${round}`;
        written.pendingName = name;
        const response = await admin.put(`/api/packages/${written.id}`, packageInput({ nameEn: name, descriptionEn: description }));
        expectCreated(response);
        written.acknowledgedName = name;
        written.pendingName = undefined;
      },
    }).done;
    expect(report.failuresBeforeCrash).toEqual([]);
    expect(report.inFlightAtCrash).toBeGreaterThan(0);

    const restarted = await startServerProcess(dataDir, ENVIRONMENT);
    try {
      const stored = (await new TestClient(restarted.url).get<{ id: number; nameEn: string; descriptionEn: string }[]>('/api/packages')).body;
      const counts = occurrences(stored.map((row) => row.descriptionEn));
      expect([...counts].filter(([description, count]) => !sentDescriptions.has(description) || count > 1)).toEqual([]);
      const lost = [...packages].filter(([description, written]) => {
        const row = stored.find((candidate) => candidate.descriptionEn === description);
        return row?.id !== written.id || (row.nameEn !== written.acknowledgedName && row.nameEn !== written.pendingName);
      });
      expect(lost).toEqual([]);
      expect(integrityCheck(dataDir)).toBe('ok');
    } finally {
      await restarted.stop();
    }
  }, 60_000);

  it('never leaves a half-written upload under a final name, nor a row pointing to a missing file, and serves every acknowledged image whole', async () => {
    const dataDir = freshDir();
    const uploadsDir = path.join(dataDir, 'uploads');
    // Uploads arrive in the system's temp folder first. On another file system than DATA_DIR (as /tmp on tmpfs often
    // is) they are copied, not renamed, into uploads/: the slower path, where a kill can land mid-copy.
    const otherFileSystem = fs.existsSync('/dev/shm') && fs.statSync('/dev/shm').dev !== fs.statSync(dataDir).dev;
    const temporaryDir = otherFileSystem ? freshDir('/dev/shm') : freshDir();
    const server = await startServerProcess(dataDir, { ...ENVIRONMENT, TMPDIR: temporaryDir });
    const admin = await signIn(server.url);

    // Big pictures of noise (the copy takes a while) and a small photo that gets resized variants.
    const noise = async (height: number) =>
      sharp(randomBytes(300 * height * 3), { raw: { width: 300, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    const photo = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#c65d3b' } }).jpeg().toBuffer();
    const payloads = [await noise(10_000), await noise(7_000), photo];
    const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    const payloadHashes = new Set(payloads.map(sha256));
    const acknowledged = new Map<string, Buffer>();

    const load = writeUntilCrash(server, {
      workers: 6,
      async write(worker, round) {
        const bytes = payloads[(worker + round) % payloads.length]!;
        const form = new FormData();
        form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'picture.png');
        const upload = await admin.request('POST', '/api/upload-single', { raw: form });
        expectCreated(upload);
        const story = await admin.post('/api/success-stories', storyInput({ nameEn: `Story ${worker}-${round}`, image: upload.body.url }));
        expectCreated(story);
        acknowledged.set(upload.body.url, bytes);
        if (acknowledged.size === 4) load.crash(() => killers.push(killOnNewFile(uploadsDir, server.pid)));
      },
    });
    const killers: ChildProcess[] = [];
    const report = await load.done;
    killers.forEach((killer) => killer.kill());
    expect(report.failuresBeforeCrash).toEqual([]);
    expect(report.inFlightAtCrash).toBeGreaterThan(0);

    // What the crash left, before anything could tidy up: every original under a final name is one of the images sent,
    // every variant decodes to its end, every row names files that exist.
    const finalNames = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile() && !isTemporaryName(entry.name)) : []);
    const partial = finalNames(uploadsDir).filter((entry) => !payloadHashes.has(sha256(fs.readFileSync(path.join(uploadsDir, entry.name)))));
    expect(partial.map((entry) => entry.name)).toEqual([]);
    for (const entry of finalNames(path.join(uploadsDir, 'variants'))) {
      await expect(sharp(path.join(uploadsDir, 'variants', entry.name), { failOn: 'truncated' }).raw().toBuffer(), entry.name).resolves.toBeDefined();
    }
    const db = openDatabase({ dataDir });
    try {
      const referenced = [
        ...(await db('successStories').pluck('image')),
        ...(await db('imageVariants').select('path', 'widths', 'formats')).flatMap((row: { path: string; widths: string; formats: string }) =>
          (JSON.parse(row.widths) as number[]).flatMap((width) => (JSON.parse(row.formats) as ('avif' | 'webp')[]).map((format) => variantUrl(row.path, width, format))),
        ),
      ];
      expect(referenced.filter((url) => !fs.existsSync(path.join(dataDir, url)))).toEqual([]);
    } finally {
      await db.destroy();
    }

    const restarted = await startServerProcess(dataDir, { ...ENVIRONMENT, TMPDIR: temporaryDir });
    try {
      const client = new TestClient(restarted.url);
      const stories = (await client.get<{ image: string }[]>('/api/success-stories')).body;
      expect(stories.length).toBeGreaterThanOrEqual(acknowledged.size);
      for (const [url, bytes] of acknowledged) {
        expect(stories.some((story) => story.image === url)).toBe(true);
        const served = await fetch(restarted.url + url);
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer()).equals(bytes), url).toBe(true);
      }
      // Temporary files are hidden names, never served.
      for (const name of fs.readdirSync(uploadsDir).filter(isTemporaryName)) {
        expect((await fetch(`${restarted.url}/uploads/${name}`)).status).toBe(404);
      }
      expect(integrityCheck(dataDir)).toBe('ok');
    } finally {
      await restarted.stop();
    }
  }, 60_000);
});

describe('SQLite settings', () => {
  it('flush every commit to the disk by default (synchronous = FULL), so that an acknowledged lead survives a power cut too', async () => {
    expect(loadConfig({}).SQLITE_SYNCHRONOUS).toBe('full');
    for (const [synchronous, pragma] of [[undefined, 2], ['full', 2], ['normal', 1]] as const) {
      const db = openDatabase({ dataDir: freshDir(), synchronous });
      try {
        expect((await db.raw('PRAGMA synchronous'))[0].synchronous, synchronous).toBe(pragma);
      } finally {
        await db.destroy();
      }
    }
  });
});
