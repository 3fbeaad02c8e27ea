import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { temporaryDataDirs } from './test/data-dirs';
import { startTestServer, TEST_ADMIN, TestClient } from './test/harness';
import { imageForm, jpeg } from './test/images';
import { openTestDatabase, TEST_DATABASE_ENGINE, testDatabaseEnvironment } from './test/postgres';

const TSX = path.resolve('node_modules/.bin/tsx');
/** The production server, as `npm start` runs it (built first when missing or stale). */
const SERVER = path.resolve('dist/server/main.mjs');
const ensureBuild = (environment: NodeJS.ProcessEnv = process.env) =>
  spawnSync(TSX, ['scripts/ensure-build.ts'], { env: environment, encoding: 'utf8', timeout: 180_000 });

beforeAll(() => {
  const build = ensureBuild();
  if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);
}, 200_000);
const freshDataDir = temporaryDataDirs('dietbar-main-');

/** The environment of a server process on `dataDir`, on the test run's database engine. */
const environment = async (dataDir: string, extra: Record<string, string> = {}) => ({
  ...process.env,
  PORT: '0',
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'info',
  ...(await testDatabaseEnvironment(dataDir)),
  ...extra,
});

interface LogEntry {
  url?: string;
  msg?: string;
}

/**
 * The production server as a child process (with `nodeFlags` before the bundle): its JSON log lines as they come,
 * what it wrote to stderr, and its exit code once it exits.
 */
function serverProcess(env: NodeJS.ProcessEnv, nodeFlags: string[] = []) {
  const child = spawn(process.execPath, [...nodeFlags, SERVER], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk));
  const entries: LogEntry[] = [];
  const waiters: (() => void)[] = [];
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk;
    const lines = output.split('\n');
    output = lines.pop()!;
    for (const line of lines) if (line.trim()) entries.push(JSON.parse(line));
    waiters.forEach((wake) => wake());
  });
  /** The first log entry that passes `test`, once it is written. */
  const logged = (test: (entry: LogEntry) => boolean) =>
    new Promise<LogEntry>((resolve, reject) => {
      const check = () => {
        const found = entries.find(test);
        if (found) resolve(found);
      };
      waiters.push(check);
      child.once('exit', (code) => reject(new Error(`exited with ${code} before the expected log line`)));
      check();
    });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, logged, exited, errors: () => errors };
}

const STATIC_IMPORT = /^import\s(?:[^'"]*?\sfrom\s)?["']([^"']+)["'];?$/gm;

/** A file of the bundle and its chunks that it imports statically: all evaluated before the server starts. */
function staticFiles(file: string, files = new Set<string>()): Set<string> {
  if (files.has(file)) return files;
  files.add(file);
  for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) if (specifier!.startsWith('.')) staticFiles(path.resolve(path.dirname(file), specifier!), files);
  return files;
}

/** The modules a file of the bundle imports statically (evaluated before the server starts), following its own chunks. */
function staticImports(file: string): Set<string> {
  const modules = new Set<string>();
  for (const chunk of staticFiles(file)) for (const [, specifier] of fs.readFileSync(chunk, 'utf8').matchAll(STATIC_IMPORT)) if (!specifier!.startsWith('.')) modules.add(specifier!);
  return modules;
}

/** The source files compiled into `chunks`, from their source maps. */
const sourcesOf = (chunks: Iterable<string>) => [...chunks].flatMap((chunk) => (JSON.parse(fs.readFileSync(`${chunk}.map`, 'utf8')) as { sources: string[] }).sources);

/** Every module a file of the bundle can ever import, statically or with `import()`, following its own chunks. */
function everyImport(file: string, seen = new Set<string>()): Set<string> {
  const modules = new Set<string>();
  if (seen.has(file)) return modules;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^import\s(?:[^'"]*?\sfrom\s)?["']([^"']+)["'];?$/gm), ...source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)];
  for (const [, specifier] of specifiers) {
    // The bundle's own chunks are all .mjs; a package's type comments bundled with it (`import('./request')`) are not chunks.
    if (specifier!.startsWith('.')) {
      if (specifier!.endsWith('.mjs')) for (const inner of everyImport(path.resolve(path.dirname(file), specifier!), seen)) modules.add(inner);
    } else modules.add(specifier!);
  }
  return modules;
}

describe('production bundle', () => {
  it('holds in itself every package a start runs, so that a start imports only Node’s own modules', () => {
    const packagesLoadedAtStart = [...staticImports(SERVER)].filter((specifier) => !isBuiltin(specifier));
    expect(packagesLoadedAtStart).toEqual([]);
    const sources = sourcesOf(staticFiles(SERVER));
    for (const bundled of ['koa', 'knex', 'pino', 'zod']) expect(sources.some((source) => source.includes(`node_modules/${bundled}/`)), bundled).toBe(true);
  });

  it('holds the JSON it needs at start as JSON text for JSON.parse, which V8 reads faster than the same object written as code', () => {
    const atStart = [...staticFiles(SERVER)].map((file) => fs.readFileSync(file, 'utf8')).join('\n');
    for (const json of ['web/site/locales/en.json', path.resolve('node_modules/mime-db/db.json')]) {
      expect(atStart, json).toContain(`JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(fs.readFileSync(json, 'utf8'))))})`);
    }
  });

  it('leaves the demo content for the one start that seeds it, on an empty database', () => {
    const demoContent = (source: string) => source.endsWith('server/db/seed/demo-content.ts');
    expect(sourcesOf(staticFiles(SERVER)).filter(demoContent)).toEqual([]);
    const chunks = fs.readdirSync(path.resolve('dist/server/assets')).filter((name) => name.endsWith('.mjs'));
    expect(sourcesOf(chunks.map((name) => path.resolve('dist/server/assets', name))).filter(demoContent)).toHaveLength(1);
  });

  it('leaves for the first request that needs them the modules a start does not: PostgreSQL, body parsing, images, two-factor codes, mail, S3, admin sockets', () => {
    const loadedAtStart = staticImports(SERVER);
    for (const later of ['pg', 'koa-body', 'file-type', 'otplib', 'sharp', 'nodemailer', '@aws-sdk/client-s3', 'ws']) expect(loadedAtStart).not.toContain(later);
  });

  it('leaves the page renderer (React and the page components) for after it listens', () => {
    const loadedAtStart = staticImports(SERVER);
    for (const later of ['react', 'react-dom', 'react-dom/server', 'react-dom/static', 'react-dom/static.edge', 'react/jsx-runtime', 'marked']) expect(loadedAtStart).not.toContain(later);
  });

  it('never loads sharp in the server, not even later: only the image process beside it does', () => {
    const server = everyImport(SERVER);
    expect(server).toContain('file-type');
    expect(server).not.toContain('sharp');
    expect(everyImport(path.resolve('dist/server/image-child.mjs'))).toContain('sharp');
  });
});

describe('server process', () => {
  it('checks an upload and makes its variants in its image process: the server itself never maps sharp or libvips', async () => {
    const { child, logged, exited } = serverProcess(await environment(freshDataDir()));
    try {
      const { url } = await logged((entry) => Boolean(entry.url));
      expect((await new TestClient(url!).post('/api/auth/setup', TEST_ADMIN)).status).toBe(201);
      const admin = new TestClient(url!);
      expect((await admin.post('/api/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password })).status).toBe(200);
      const upload = await admin.request('POST', '/api/upload-single', { raw: imageForm(await jpeg(1000, 500), 'photo.jpg', 'image/jpeg') });
      expect(upload.status, upload.text).toBe(201);
      while (!(await admin.get<Record<string, unknown>>('/api/images')).body[upload.body.url]) await new Promise((resolve) => setTimeout(resolve, 50));

      const mapped = fs.readFileSync(`/proc/${child.pid}/maps`, 'utf8');
      expect(mapped).toContain('node');
      expect(mapped).not.toMatch(/sharp|vips/);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });

  // On PostgreSQL, node-postgres makes a Response itself when it loads (to tell Cloudflare's runtime, on a Node without
  // a navigator global, such as 20), which loads the fetch all the same.
  it.skipIf(TEST_DATABASE_ENGINE === 'postgres')('answers JSON and pages without making Node load its fetch, which it uses only to call a configured service', async () => {
    // Notes whether anything made the Response global, which loads Node's fetch (about 35 ms and 13 MB).
    const probe = path.join(freshDataDir(), 'fetch-probe.mjs');
    fs.writeFileSync(
      probe,
      `const made = Object.getOwnPropertyDescriptor(globalThis, 'Response');
      let used = false;
      Object.defineProperty(globalThis, 'Response', { configurable: true, get() { used = true; return made.get.call(this); }, set(value) { made.set.call(this, value); } });
      process.on('exit', () => process.stderr.write('fetch Response made: ' + used + '\\n'));`,
    );
    const { child, logged, exited, errors } = serverProcess(await environment(freshDataDir()), ['--import', pathToFileURL(probe).href]);
    const { url } = await logged((entry) => Boolean(entry.url));
    const client = new TestClient(url!);
    expect((await client.get('/api/health')).body).toEqual({ status: 'ok' });
    expect((await client.get('/api/packages')).body).toEqual([]);
    expect((await client.post('/api/contact', { name: 'Visitor', email: 'visitor@example.com', message: 'Hello there.' })).status).toBe(201);
    const page = await fetch(`${url}/?lang=ar`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="ar" dir="rtl"');
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(errors()).toContain('fetch Response made: false');
  });

  it('stops with a message naming a bad setting', async () => {
    const result = spawnSync(process.execPath, [SERVER], { env: await environment(freshDataDir(), { PORT: 'eighty' }), encoding: 'utf8', timeout: 30_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT: Must be a port number');
  });

  it('logs JSON lines, serves, and on SIGTERM finishes the request in flight, refuses new ones and exits cleanly', async () => {
    const { child, logged, exited } = serverProcess(await environment(freshDataDir()));
    const { url } = await logged((entry) => Boolean(entry.url));
    expect((await new TestClient(url!).get('/api/health')).body).toEqual({ status: 'ok' });

    // A contact form whose body is still arriving when the signal comes.
    const body = JSON.stringify({ name: 'Late Visitor', email: 'late@example.com', message: 'Sent while the server stops.' });
    const request = http.request(`${url}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } });
    const answered = new Promise<{ status?: number; text: string }>((resolve, reject) => {
      request.once('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, text }));
      });
      request.once('error', reject);
    });
    request.write(body.slice(0, 20));
    await new Promise((resolve) => setTimeout(resolve, 500));
    child.kill('SIGTERM');
    await logged((entry) => entry.msg === 'shutting down');

    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    request.end(body.slice(20));
    const response = await answered;
    expect(response.status, response.text).toBe(201);
    expect(JSON.parse(response.text)).toMatchObject({ name: 'Late Visitor' });
    expect(await exited).toBe(0);
  });

  it('stops under 20 concurrent writers on SIGTERM: no 5xx, every acknowledged lead stored once, exit 0 within 10 s', async () => {
    const dataDir = freshDataDir();
    const { child, logged, exited } = serverProcess(await environment(dataDir, { CONTACT_RATE_LIMIT: '1000000' }));
    const { url } = await logged((entry) => Boolean(entry.url));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    const statuses: number[] = [];
    const acknowledged: number[] = [];
    const post = (body: string) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const request = http.request(`${url}/api/contact`, { method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } });
        request.once('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, text }));
          response.once('error', reject);
        });
        request.once('error', reject);
        request.end(body);
      });
    // Each writer posts leads one after another until the server no longer takes connections.
    const writer = async (index: number) => {
      for (let sent = 0; ; sent += 1) {
        try {
          const answer = await post(JSON.stringify({ name: `Writer ${index}`, email: `writer${index}-${sent}@example.com`, message: 'Stopping soon?' }));
          statuses.push(answer.status);
          if (answer.status === 201) acknowledged.push(JSON.parse(answer.text).id);
        } catch (error) {
          // A kept-alive connection the server closed between two requests is tried again on a new one.
          if ((error as NodeJS.ErrnoException).code === 'ECONNREFUSED') return;
        }
      }
    };
    const writers = Array.from({ length: 20 }, (_, index) => writer(index));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const signalled = performance.now();
    child.kill('SIGTERM');
    const code = await exited;
    const stoppedAfter = performance.now() - signalled;
    await Promise.all(writers);
    agent.destroy();

    expect(code).toBe(0);
    expect(stoppedAfter).toBeLessThan(10_000);
    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    const database = await openTestDatabase(dataDir);
    try {
      expect(await database('contactSubmissions').orderBy('id').pluck('id')).toEqual([...acknowledged].sort((a, b) => a - b));
    } finally {
      await database.destroy();
    }
  }, 60_000);

  it('resets an admin password from the shell and signs out their sessions', async () => {
    const dataDir = freshDataDir();
    const processEnvironment = await environment(dataDir);
    let server = await startTestServer({ DATA_DIR: dataDir });
    const client = new TestClient(server.url);
    await client.post('/api/auth/setup', { name: 'Owner', email: 'owner@example.com', password: 'old password 123' });
    await server.close();

    const resetPassword = (email: string, options: { password?: string; typed?: string }) =>
      spawnSync(TSX, ['server/cli/admin.ts', 'reset-password', email], {
        env: { ...processEnvironment, ...(options.password ? { ADMIN_NEW_PASSWORD: options.password } : {}) },
        input: options.typed,
        encoding: 'utf8',
        timeout: 30_000,
      });
    const reset = resetPassword('owner@example.com', { password: 'new password 456' });
    expect(reset.stdout).toContain('Password reset for owner@example.com');
    expect(reset.status).toBe(0);
    expect(resetPassword('nobody@example.com', { password: 'new password 456' }).status).toBe(1);
    expect(resetPassword('owner@example.com', { typed: 'short\n' }).status).toBe(1);
    const typed = resetPassword('owner@example.com', { typed: 'typed password 789\n' });
    expect(typed.status).toBe(0);
    expect(typed.stdout).not.toContain('typed password 789');

    server = await startTestServer({ DATA_DIR: dataDir });
    try {
      const again = new TestClient(server.url);
      expect((await again.get('/api/auth/me', { cookie: client.cookie })).status).toBe(401);
      expect((await again.post('/api/auth/login', { email: 'owner@example.com', password: 'old password 123' })).status).toBe(401);
      expect((await again.post('/api/auth/login', { email: 'owner@example.com', password: 'new password 456' })).status).toBe(401);
      expect((await again.post('/api/auth/login', { email: 'owner@example.com', password: 'typed password 789' })).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
