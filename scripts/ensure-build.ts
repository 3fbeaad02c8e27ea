import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm start` runs this first, so that a fresh clone serves the site without a separate build step: it builds the
 * web app (into WEB_DIST_DIR when set, else dist/web) and the production server (dist/server/main.mjs) when either
 * is missing or older than any of its sources. The server itself then starts as plain, already compiled JavaScript.
 */
const ROOT = path.resolve(__dirname, '..');
const WEB_OUT_DIR = path.resolve(process.env.WEB_DIST_DIR || path.join(ROOT, 'dist', 'web'));
const SERVER_BUNDLE = path.join(ROOT, 'dist', 'server', 'main.mjs');

const source = (...parts: string[]) => path.join(ROOT, ...parts);
const TARGETS = [
  {
    name: 'web app',
    output: path.join(WEB_OUT_DIR, 'index.html'),
    sources: [source('web'), source('shared'), source('vite.config.ts')],
    viteArguments: ['build', '--outDir', WEB_OUT_DIR],
    builtInto: WEB_OUT_DIR,
  },
  {
    name: 'server',
    output: SERVER_BUNDLE,
    // The lock file too: the bundle holds the packages' own code, which an update changes without package.json.
    sources: [source('server'), source('web'), source('shared'), source('vite.config.ts'), source('package.json'), source('package-lock.json')],
    viteArguments: ['build', '--ssr'],
    builtInto: path.dirname(SERVER_BUNDLE),
  },
];

/** The newest modification time of a file or of any file below a folder. */
function newestModification(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .reduce((newest, entry) => Math.max(newest, newestModification(path.join(target, entry.name))), stat.mtimeMs);
}

function main() {
  for (const target of TARGETS) {
    const built = fs.statSync(target.output, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (built > Math.max(...target.sources.map(newestModification))) {
      console.log(`${target.name} is up to date (${target.builtInto})`);
      continue;
    }
    console.log(built ? `${target.name} sources changed: rebuilding...` : `building the ${target.name}...`);
    // Vite's own command line, in a child process: its JS API does not load under tsx's CommonJS mode.
    const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
    const result = spawnSync(process.execPath, [vite, ...target.viteArguments, '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
      // Always a production build: under a test runner (NODE_ENV=test) React's JSX would compile to its development
      // runtime, which the production server does not load, and every page would fail.
      env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    });
    if (result.status !== 0) throw new Error(`vite build of the ${target.name} failed (exit code ${result.status ?? result.signal})`);
    console.log(`${target.name} built into ${target.builtInto}`);
  }
}

try {
  main();
} catch (error) {
  console.error(error);
  process.exit(1);
}
