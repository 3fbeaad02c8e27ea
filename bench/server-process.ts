import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apiPaths } from '@shared/api-routes';
import { httpRequest } from './http-request';

const ROOT = path.resolve(__dirname, '..');
const BUNDLE = 'dist/server/main.mjs';
/** Server settings of the caller's shell that would change what is measured; the bench decides them all. */
const INHERITED_SETTINGS_DROPPED = ['DATABASE_URL', 'PUBLIC_URL', 'ALLOWED_ORIGINS', 'TRUST_PROXY', 'GEO_LOOKUP_URL', 'GEO_COUNTRY_HEADER', 'WEB_DIST_DIR'];

export interface ServerLaunch {
  /** How the report names the server under test. */
  label: string;
  /** Arguments to `node`. */
  args: string[];
  /** Environment variables of the start command. */
  env: Record<string, string>;
}

/** The caller's environment without the server settings the bench decides. */
function inheritedEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of INHERITED_SETTINGS_DROPPED) delete env[name];
  return env;
}

/**
 * Builds what `npm start` would build (the web app and the production server bundle, when missing or older than
 * their sources) and says how to start the server as `npm start` does, without the build step.
 */
export function prepareServerLaunch(): ServerLaunch {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ensure-build.ts'], { cwd: ROOT, stdio: 'inherit', env: inheritedEnvironment() });
  if (build.status !== 0) throw new Error(`scripts/ensure-build.ts failed (exit code ${build.status ?? build.signal})`);
  if (!fs.existsSync(path.join(ROOT, BUNDLE))) throw new Error(`the build did not produce ${BUNDLE}`);
  const args = ['--max-semi-space-size=4', '--heap-growing-percent=35', BUNDLE];
  const env = { MALLOC_TRIM_THRESHOLD_: '131072' };
  return { label: `the production bundle (\`MALLOC_TRIM_THRESHOLD_=131072 node ${args.join(' ')}\`, as \`npm start\` runs it)`, args, env };
}

/** A file of /proc (Linux), or undefined when its process has ended since it was listed. */
function procFile(pid: number, name: string): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/${name}`, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ESRCH') return undefined;
    throw error;
  }
}

/** The ids of the processes `pid` started (the server's image process, while one runs). */
function childProcesses(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((candidate) => {
      const stat = procFile(candidate, 'stat');
      // The parent's id is the second field after the command name, which may itself hold spaces and parentheses.
      return stat !== undefined && Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
    });
}

/** The resident set size in kB of a process and every process below it, or undefined once it has ended. */
function residentKilobytes(pid: number): number | undefined {
  const status = procFile(pid, 'status');
  if (status === undefined) return undefined;
  const own = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  if (!own) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return childProcesses(pid).reduce((total, child) => total + (residentKilobytes(child) ?? 0), Number(own));
}

/** The resident set size in MB of a process and every process below it (the server and its image process, while one runs), from /proc (Linux). */
export function residentMemoryMb(pid: number): number {
  const kilobytes = residentKilobytes(pid);
  if (kilobytes === undefined) throw new Error(`process ${pid} has ended`);
  return kilobytes / 1024;
}

export interface ServerOptions {
  port: number;
  dataDir: string;
  /** The server's stdout and stderr (its JSON log) are appended here. */
  logFile: string;
  /** Further environment variables (admin account, contact rate limit...). */
  env: Record<string, string>;
}

export interface RunningServer {
  url: string;
  pid: number;
  /** Milliseconds from spawning the process to the first 200 of GET /api/health. */
  spawnToHealthyMs: number;
  /** How the process ended ("signal SIGTERM", "code 1"), or undefined while it runs. */
  exit(): string | undefined;
  /** SIGTERM, then SIGKILL if it has not exited after 15 s. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** The end of the server's log, led by its last line that names an error (so a one-line summary says why). */
function logTail(file: string, count: number): string {
  const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\n');
  const cause = lines.findLast((line) => /error/i.test(line)) ?? lines.at(-1) ?? '(empty log)';
  return `${cause.trim()}\n${lines.slice(-count).join('\n')}`;
}

/** Polls GET /api/health every few milliseconds until it answers 200; fails when the process exits or after the timeout. */
async function untilHealthy(url: string, child: ChildProcess, logFile: string, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it was healthy: ${logTail(logFile, 20)}`);
    }
    const status = await httpRequest(`${url}${apiPaths.site.health()}`, { timeoutMs: 2000 }).then((response) => response.status, () => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`the server was not healthy within ${timeoutMs / 1000} s: ${logTail(logFile, 20)}`);
}

/** Spawns the server under test on 127.0.0.1 and resolves once /api/health answers 200. */
export async function startServer(launch: ServerLaunch, options: ServerOptions): Promise<RunningServer> {
  const env = Object.assign(inheritedEnvironment(), launch.env, options.env, { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(options.port), DATA_DIR: options.dataDir });
  const log = fs.openSync(options.logFile, 'a');
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, launch.args, { cwd: ROOT, env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.kill('SIGTERM');
    await exited(child);
    clearTimeout(killer);
  };
  try {
    await untilHealthy(url, child, options.logFile, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  const exit = () => (child.signalCode !== null ? `signal ${child.signalCode}` : child.exitCode !== null ? `code ${child.exitCode}` : undefined);
  return { url, pid: child.pid!, spawnToHealthyMs: performance.now() - spawnedAt, exit, stop };
}
