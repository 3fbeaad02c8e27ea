import fs from 'node:fs';

/** Removes the temporary data folder of the server the tests started. */
export default function globalTeardown() {
  const dataDir = process.env.DIETBAR_E2E_DATA_DIR;
  if (dataDir && !process.env.E2E_BASE_URL) fs.rmSync(dataDir, { recursive: true, force: true });
}
