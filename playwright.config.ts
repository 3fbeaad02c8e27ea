import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { freePortSync } from './server/test/free-port';

/**
 * Browser tests against the real server (demo content on a fresh temp database) serving the built dist/web.
 * The port and data folder are chosen once, in the runner, and reach the workers through the environment.
 * E2E_BASE_URL points the tests at a server that is already running instead.
 */
const external = process.env.E2E_BASE_URL;
process.env.DIETBAR_E2E_PORT ??= String(freePortSync());
process.env.DIETBAR_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'dietbar-e2e-'));
const baseURL = external ?? `http://127.0.0.1:${process.env.DIETBAR_E2E_PORT}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: the tests never download a browser.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: external
    ? undefined
    : {
        // The production server, as `npm start` runs it (npm test has built it; built here when missing).
        command: 'npx tsx scripts/ensure-build.ts && node --enable-source-maps dist/server/main.mjs',
        url: `${baseURL}/api/health`,
        reuseExistingServer: false,
        timeout: 90_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: process.env.DIETBAR_E2E_PORT,
          HOST: '127.0.0.1',
          DATA_DIR: process.env.DIETBAR_E2E_DATA_DIR,
          SEED_DEMO: 'true',
          LOG_LEVEL: 'warn',
          // React's production build on the server, as a deployment runs it (a test runner's NODE_ENV=test would load
          // its development build).
          NODE_ENV: 'production',
        },
      },
});
