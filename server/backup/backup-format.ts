import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/*
 * A backup is one gzip-compressed tar archive:
 *   manifest.json             what the archive holds (first, so a reader meets it before the data)
 *   database/dietbar.sqlite   a snapshot of the SQLite database
 *   uploads/...               the uploaded images and their resized variants
 *   secret.key                the key that seals the admins' TOTP secrets, when DATA_DIR has one (backups made before
 *                             it was included lack it, in the same format: a restore then leaves DATA_DIR's own key)
 */

export const BACKUP_APP = 'dietbar';
/** Bumped when the layout changes; a restore refuses a format it does not know. */
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRY = 'database/dietbar.sqlite';
export const UPLOADS_ENTRY = 'uploads';
export const SECRET_KEY_ENTRY = 'secret.key';
/** The SQLite file in DATA_DIR (with its -wal and -shm companions while a server has it open). */
export const DATABASE_FILE = 'dietbar.sqlite';

const archivedFileSchema = z.object({
  path: z.string(),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.object({
  app: z.literal(BACKUP_APP),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  /** The database's migrations, in the order they ran: the last one is its schema version. */
  migrations: z.array(z.string()).min(1),
  counts: z.object({ leads: z.number().int().min(0), adminAccounts: z.number().int().min(0), uploads: z.number().int().min(0) }),
  /** Every file of the archive but the manifest. */
  files: z.array(archivedFileSchema),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type ArchivedFile = z.infer<typeof archivedFileSchema>;

/** True when the archive holds the key of the two-factor secrets. */
export const holdsSecretKey = (manifest: BackupManifest) => manifest.files.some((file) => file.path === SECRET_KEY_ENTRY);

/** A backup or restore refused for a reason the owner can act on: the command prints the message and exits with 1. */
export class BackupRefused extends Error {}

/** DATABASE_URL means PostgreSQL, which these commands do not cover. */
export function refusePostgres(databaseUrl: string | undefined, command: 'backup' | 'restore') {
  if (!databaseUrl) return;
  throw new BackupRefused(
    `DATABASE_URL is set, so the database is PostgreSQL: npm run ${command} covers the SQLite database only. ` +
      'Back PostgreSQL up with its own tools (pg_dump --format=custom "$DATABASE_URL" > dietbar.dump, restored with pg_restore) ' +
      'and copy DATA_DIR/uploads beside it.',
  );
}

/** The SHA-256 of a file's bytes, in hex. */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Size and checksum of the file at `root/relativePath`, under its archive path. */
export async function describeFile(root: string, relativePath: string): Promise<ArchivedFile> {
  const file = path.join(root, relativePath);
  const [stat, sha256] = await Promise.all([fs.stat(file), sha256File(file)]);
  return { path: relativePath, size: stat.size, sha256 };
}

/**
 * The regular files below `directory` of `root` (`''` for `root` itself), as paths relative to `root` with forward
 * slashes, sorted. Symbolic links are left out, and so are hidden names (temporary files being written) unless asked for.
 */
export async function listFiles(root: string, directory: string, options: { hidden?: boolean } = {}): Promise<string[]> {
  const entries = await fs.readdir(path.join(root, directory), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const found: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.') && !options.hidden) continue;
    const relative = directory ? `${directory}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await listFiles(root, relative, options)));
    else if (entry.isFile()) found.push(relative);
  }
  return found.sort();
}

/** "1.4 MB", "512 B". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
