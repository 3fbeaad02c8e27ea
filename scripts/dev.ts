import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * `npm run dev`: the server as production runs it, rebuilt and restarted on every change. Vite recompiles
 * dist/server/main.mjs (server and the pages it renders) on save and Node restarts it; `npm run dev:web` adds Vite's
 * hot-reloading dev server for the browser code.
 */
const ROOT = path.resolve(__dirname, '..');
const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };

const first = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', '.bin', 'tsx'), 'scripts/ensure-build.ts'], { cwd: ROOT, stdio: 'inherit', env });
if (first.status !== 0) process.exit(first.status ?? 1);

const children = [
  spawn(process.execPath, [vite, 'build', '--ssr', '--watch', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env }),
  spawn(process.execPath, ['--watch', '--enable-source-maps', 'dist/server/main.mjs'], { cwd: ROOT, stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
