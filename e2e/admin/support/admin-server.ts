import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../server/test/free-port';
import { apiPaths } from '@shared/api-routes';

const REPO_ROOT = path.resolve(__dirname, '../../..');

export interface AdminServer {
  url: string;
  /** The server's DATA_DIR (its SQLite file and uploads), for tests that must see or plant what is stored. */
  dataDir: string;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, errors: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the admin test server stopped: ${errors()}`);
    try {
      if ((await fetch(`${url}${apiPaths.site.health()}`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`the admin test server did not answer at ${url}: ${errors()}`);
}

/**
 * The admin tests' own server: the real app on a fresh temp database (demo content unless `seedDemo` is false),
 * serving the built dist/web, with `environment` added to its settings. Independent of the public-site tests' server,
 * so that the first-run setup can be tested where no admin exists and no test sees another suite's data.
 */
export async function startAdminServer({ seedDemo = true, environment: extra = {} }: { seedDemo?: boolean; environment?: Record<string, string> } = {}): Promise<AdminServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dietbar-admin-e2e-'));
  const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, DATABASE_URL: _database, ...environment } = process.env;
  // The production server as npm start runs it (npm test and the Playwright web server have built it).
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.mjs'], {
    cwd: REPO_ROOT,
    env: {
      ...environment,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: String(seedDemo),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'dist/web'),
      ...extra,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, () => stderr);
  } catch (error) {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
