import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm start` runs this first: builds the web app when dist/web/index.html is missing or older than any file in
 * web/ or shared/ (or the Vite config), so a fresh clone serves the site without a separate build step.
 */
const ROOT = path.resolve(__dirname, '..');
const BUILT_INDEX = path.join(ROOT, 'dist', 'web', 'index.html');
const SOURCES = [path.join(ROOT, 'web'), path.join(ROOT, 'shared'), path.join(ROOT, 'vite.config.ts')];

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

async function main() {
  const built = fs.statSync(BUILT_INDEX, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const newestSource = Math.max(...SOURCES.map(newestModification));
  if (built > newestSource) {
    console.log('web app is up to date (dist/web)');
    return;
  }
  console.log(built ? 'web sources changed: rebuilding the web app...' : 'building the web app...');
  // Vite's own command line, in a child process: its JS API does not load under tsx's CommonJS mode.
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit code ${result.status ?? result.signal})`);
  console.log('web app built into dist/web');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
