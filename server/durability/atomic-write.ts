import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Flushes a file's bytes to the disk. */
export async function syncFile(file: string): Promise<void> {
  const handle = await fs.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Flushes a folder's entries (a new name or a rename in it) to the disk. */
export async function syncDirectory(directory: string): Promise<void> {
  // Windows can neither open nor flush a folder; there the rename is the last step we can take.
  if (process.platform === 'win32') return;
  await syncFile(directory);
}

/** True for the names writeFileAtomically gives its temporary files: hidden, so that they are never served or backed up. */
export const isTemporaryName = (name: string) => name.startsWith('.') && name.endsWith('.tmp');

/**
 * Makes `destination` through a hidden temporary file beside it: `write` fills the temporary file, which is then
 * flushed, renamed into place, and the folder flushed. After a crash or a power cut the file is whole or absent,
 * never half-written under its final name, and once this resolves it survives a power cut.
 */
export async function writeFileAtomically(destination: string, write: (temporary: string) => Promise<unknown>): Promise<void> {
  const directory = path.dirname(destination);
  await fs.mkdir(directory, { recursive: true });
  const temporary = path.join(directory, `.${path.basename(destination)}.${randomUUID()}.tmp`);
  try {
    await write(temporary);
    await syncFile(temporary);
    await fs.rename(temporary, destination);
    await syncDirectory(directory);
  } finally {
    await fs.rm(temporary, { force: true });
  }
}

/**
 * Deletes the temporary files a killed process left in `directories` (a crash between write and rename): hidden, so
 * never served, but they would pile up. Only those older than `minimumAgeMs`, since another process (`npm run images`)
 * may be writing one right now.
 */
export async function removeLeftoverTemporaries(directories: string[], minimumAgeMs: number, now = Date.now()): Promise<string[]> {
  const removed: string[] = [];
  for (const directory of directories) {
    const names = await fs.readdir(directory).catch(() => [] as string[]);
    for (const name of names.filter(isTemporaryName)) {
      const file = path.join(directory, name);
      const stat = await fs.stat(file).catch(() => undefined);
      if (!stat?.isFile() || now - stat.mtimeMs < minimumAgeMs) continue;
      await fs.rm(file, { force: true });
      removed.push(file);
    }
  }
  return removed;
}
