import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
/** The production server, as `npm start` runs it. */
const BUNDLE = path.join(ROOT, 'dist/server/main.mjs');

/**
 * Builds the web app and the production server bundle when missing or older than their sources (what `npm start`
 * does first). The server imports the web app's components (and their CSS) to render pages, so it runs compiled,
 * never from its TypeScript sources.
 */
export function ensureServerBuild(): void {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ensure-build.ts'], { cwd: ROOT, encoding: 'utf8', timeout: 300_000 });
  if (build.status !== 0) throw new Error(`the build failed: ${build.stdout}${build.stderr}`);
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** Resolves with the signal or exit code once the process has ended. */
  exited: Promise<string>;
  /** Kills the process at once (a crash, a power cut as far as the process can tell). */
  crash(): void;
  /** SIGTERM, as a supervisor stops it; resolves once it has exited. */
  stop(): Promise<string>;
}

/**
 * Starts the production bundle as its own process on 127.0.0.1 and a free port, on `dataDir`, with the demo content off
 * and no web build; resolves with its address once it listens.
 */
export function startServerProcess(dataDir: string, environment: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, [BUNDLE], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? `code ${code}`)));
  // The last lines of the log, to say why a start failed.
  const tail: string[] = [];
  let partial = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within 60 s:\n${tail.join('\n')}`));
    }, 60_000);
    const onOutput = (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop()!;
      for (const line of lines) {
        tail.push(line);
        if (tail.length > 20) tail.shift();
        const url = /"url":"(http:[^"]+)"/.exec(line)?.[1];
        if (url) {
          clearTimeout(timer);
          resolve({
            url,
            pid: child.pid!,
            exited,
            crash: () => child.kill('SIGKILL'),
            stop: () => (child.kill('SIGTERM'), exited),
          });
        }
      }
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${how}) before it listened:\n${tail.join('\n')}`));
    });
  });
}
