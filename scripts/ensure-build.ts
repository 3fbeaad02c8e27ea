import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm start` runs this first: builds the web app when its index.html is missing or older than any file in
 * web/ or shared/ (or the Vite config), so a fresh clone serves the site without a separate build step. It builds
 * where the server will look: WEB_DIST_DIR when set, else dist/web.
 */
const ROOT = path.resolve(__dirname, '..');
const OUT_DIR = path.resolve(process.env.WEB_DIST_DIR || path.join(ROOT, 'dist', 'web'));
const BUILT_INDEX = path.join(OUT_DIR, 'index.html');
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
    console.log(`web app is up to date (${OUT_DIR})`);
    return;
  }
  console.log(built ? 'web sources changed: rebuilding the web app...' : 'building the web app...');
  // Vite's own command line, in a child process: its JS API does not load under tsx's CommonJS mode.
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', OUT_DIR, '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit code ${result.status ?? result.signal})`);
  console.log(`web app built into ${OUT_DIR}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
