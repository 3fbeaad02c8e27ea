import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const TSX = path.resolve('node_modules/.bin/tsx');
const distDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dietbar-build-')), 'web');
afterAll(() => fs.rmSync(path.dirname(distDir), { recursive: true, force: true }));

it('builds the web app and the server before start when missing, the web app into WEB_DIST_DIR, and only once', () => {
  const build = () => spawnSync(TSX, ['scripts/ensure-build.ts'], { env: { ...process.env, WEB_DIST_DIR: distDir }, encoding: 'utf8', timeout: 180_000 });
  const first = build();
  expect(first.status, first.stderr).toBe(0);
  expect(first.stdout).toContain(`web app built into ${distDir}`);
  expect(fs.readFileSync(path.join(distDir, 'index.html'), 'utf8')).toContain('<!--dietbar:head-->');
  const second = build().stdout;
  expect(second).toContain('web app is up to date');
  expect(second).toContain('server is up to date');
}, 200_000);
