import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { dropTestDatabase } from './postgres';

/** A maker of new data folders for one test file, each removed after its tests with the PostgreSQL database its servers used. */
export function temporaryDataDirs(prefix: string): () => string {
  const made: string[] = [];
  afterAll(async () => {
    for (const dir of made) {
      await dropTestDatabase(dir);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  return () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}
