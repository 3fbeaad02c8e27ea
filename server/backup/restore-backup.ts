import fs from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { SECRET_KEY_FILE } from '../auth/secret-box';
import { syncDirectory, syncFile } from '../durability/atomic-write';
import {
  BACKUP_APP,
  BACKUP_FORMAT_VERSION,
  BackupRefused,
  DATABASE_ENTRY,
  DATABASE_FILE,
  MANIFEST_ENTRY,
  SECRET_KEY_ENTRY,
  UPLOADS_ENTRY,
  holdsSecretKey,
  listFiles,
  manifestSchema,
  sha256File,
  type BackupManifest,
} from './backup-format';
import { inspectDatabase, refuseWhileOpen } from './database-file';

/**
 * The key of the two-factor secrets after a restore: the archive's, put in place; DATA_DIR's own, left as it was by an
 * archive without one; or none at all.
 */
export type RestoredSecretKey = 'restored' | 'kept' | 'missing';

interface RestoreResult {
  manifest: BackupManifest;
  /** Where the database, uploads and key that were replaced now lie, when there were any. */
  replacedDir?: string;
  secretKey: RestoredSecretKey;
}

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/** Why an archive entry could not come from `npm run backup`, or undefined for a plain file or folder inside the archive. */
function unsafeEntry(entryPath: string, type: string): string | undefined {
  if (type !== 'File' && type !== 'Directory') return `a ${type} entry`;
  const segments = entryPath.replace(/\/$/, '').split('/');
  if (entryPath.startsWith('/') || /^[A-Za-z]:/.test(entryPath) || entryPath.includes('\\') || segments.some((part) => part === '' || part === '.' || part === '..')) {
    return 'a path outside the archive';
  }
  return undefined;
}

/** Refuses a file that cannot be read or is not gzip-compressed, before anything is written. */
async function checkCompressed(archive: string, name: string): Promise<void> {
  const handle = await fs.open(archive, 'r').catch((error: Error) => {
    throw new BackupRefused(`${archive} cannot be read (${error.message})`);
  });
  const start = Buffer.alloc(GZIP_MAGIC.length);
  try {
    await handle.read(start, 0, start.length, 0);
  } finally {
    await handle.close();
  }
  if (!start.equals(GZIP_MAGIC)) throw new BackupRefused(`${name} is not a DietBar backup: it is not a gzip-compressed tar archive`);
}

/**
 * Reads the whole archive without writing anything: the gzip checksum at its end proves it intact, and every entry
 * must be a plain file or folder inside it.
 */
async function checkEntries(archive: string, name: string): Promise<void> {
  const unsafe: string[] = [];
  try {
    await tar.list({
      file: archive,
      strict: true,
      onReadEntry: (entry) => {
        const problem = unsafeEntry(entry.path, entry.type);
        if (problem) unsafe.push(`${entry.path} (${problem})`);
      },
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'TAR_BAD_ARCHIVE') throw new BackupRefused(`${name} is not a DietBar backup: it is not a tar archive`);
    throw new BackupRefused(`${name} is damaged or cut short (${(error as Error).message})`);
  }
  if (unsafe.length > 0) throw new BackupRefused(`${name} holds entries no DietBar backup has, refused for safety: ${unsafe.slice(0, 5).join(', ')}`);
}

/** Unpacks a checked archive into the empty folder `staging` (skipping anything unsafe all the same). */
async function unpack(archive: string, staging: string): Promise<void> {
  await tar.extract({
    file: archive,
    cwd: staging,
    strict: true,
    // The files belong to whoever restores (run it as the server's user), not to the ids written in the archive.
    preserveOwner: false,
    filter: (entryPath, entry) => !unsafeEntry(entryPath, 'type' in entry ? entry.type : 'File'),
  });
}

/** The manifest, once it is known to be a DietBar backup of a format this version reads. */
async function readManifest(staging: string, name: string): Promise<BackupManifest> {
  const text = await fs.readFile(path.join(staging, MANIFEST_ENTRY), 'utf8').catch(() => undefined);
  if (text === undefined) throw new BackupRefused(`${name} is not a DietBar backup: it has no ${MANIFEST_ENTRY}`);
  let data: { app?: unknown; formatVersion?: unknown } | null;
  try {
    data = JSON.parse(text);
  } catch {
    throw new BackupRefused(`${name} is damaged: its ${MANIFEST_ENTRY} is not JSON`);
  }
  if (data?.app !== BACKUP_APP) throw new BackupRefused(`${name} is not a DietBar backup: its manifest names ${JSON.stringify(data?.app ?? null)}, not "${BACKUP_APP}"`);
  if (data.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupRefused(`${name} is in backup format ${JSON.stringify(data.formatVersion)}, which this DietBar does not read (it reads format ${BACKUP_FORMAT_VERSION})`);
  }
  const parsed = manifestSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new BackupRefused(`${name} is damaged: its manifest is incomplete (${issue.path.join('.')}: ${issue.message})`);
  }
  return parsed.data;
}

/** Every file the manifest lists is there with its size and checksum, and nothing else is. */
async function checkFiles(staging: string, manifest: BackupManifest, name: string): Promise<void> {
  const listed = new Map(manifest.files.map((file) => [file.path, file]));
  const present = new Set((await listFiles(staging, '', { hidden: true })).filter((file) => file !== MANIFEST_ENTRY));
  const extra = [...present].filter((file) => !listed.has(file));
  if (extra.length > 0) throw new BackupRefused(`${name} is damaged: it holds files its manifest does not list (${extra.slice(0, 5).join(', ')})`);
  const missing = [...listed.keys()].filter((file) => !present.has(file));
  if (missing.length > 0) throw new BackupRefused(`${name} is damaged or cut short: ${missing.slice(0, 5).join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing`);
  if (!listed.has(DATABASE_ENTRY)) throw new BackupRefused(`${name} is damaged: it holds no ${DATABASE_ENTRY}`);
  for (const file of listed.values()) {
    if (!file.path.startsWith(`${UPLOADS_ENTRY}/`) && file.path !== DATABASE_ENTRY && file.path !== SECRET_KEY_ENTRY) {
      throw new BackupRefused(`${name} is damaged: ${file.path} is neither the database, an upload nor the two-factor key`);
    }
    const on = path.join(staging, file.path);
    if ((await fs.stat(on)).size !== file.size || (await sha256File(on)) !== file.sha256) {
      throw new BackupRefused(`${name} is damaged: ${file.path} does not match the checksum its manifest gives`);
    }
    // On the disk before it takes the place of the data it replaces.
    await syncFile(on);
  }
}

/** Moves `from` to `to` when it exists. */
async function moveIfPresent(from: string, to: string): Promise<boolean> {
  try {
    await fs.rename(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * Puts the checked database, two-factor key (when `withSecretKey`) and uploads of `staging` in place in `dataDir`, each
 * with a rename, and keeps what they replace aside. The old database leaves with its -wal and -shm, first: beside the
 * new file they would corrupt it. Without a key in the archive, DATA_DIR's own stays: an older backup of this same
 * installation was sealed with it.
 */
async function swapIn(staging: string, dataDir: string, withSecretKey: boolean, now: Date): Promise<Omit<RestoreResult, 'manifest'>> {
  const replacedDir = path.join(dataDir, `replaced-by-restore-${now.toISOString().replace(/[:.]/g, '-')}`);
  await fs.mkdir(replacedDir);
  const moved: boolean[] = [];
  const moveAside = async (name: string) => moved.push(await moveIfPresent(path.join(dataDir, name), path.join(replacedDir, name)));
  for (const name of ['-wal', '-shm', '-journal', ''].map((suffix) => DATABASE_FILE + suffix)) await moveAside(name);
  await fs.rename(path.join(staging, DATABASE_ENTRY), path.join(dataDir, DATABASE_FILE));
  let secretKey: RestoredSecretKey;
  if (withSecretKey) {
    // Readable by this user only, whatever mode the archive gave it, before it is in place.
    await fs.chmod(path.join(staging, SECRET_KEY_ENTRY), 0o600);
    await moveAside(SECRET_KEY_FILE);
    await fs.rename(path.join(staging, SECRET_KEY_ENTRY), path.join(dataDir, SECRET_KEY_FILE));
    secretKey = 'restored';
  } else {
    secretKey = await fs.access(path.join(dataDir, SECRET_KEY_FILE)).then(() => 'kept' as const, () => 'missing' as const);
  }
  await moveAside(UPLOADS_ENTRY);
  await fs.mkdir(path.join(staging, UPLOADS_ENTRY), { recursive: true });
  await fs.rename(path.join(staging, UPLOADS_ENTRY), path.join(dataDir, UPLOADS_ENTRY));
  await syncDirectory(dataDir);
  if (moved.some(Boolean)) return { replacedDir, secretKey };
  await fs.rmdir(replacedDir);
  return { secretKey };
}

/**
 * Checks the archive made by createBackup in full (gzip and tar intact, a DietBar manifest, every checksum, a sound
 * database of a schema this version knows) in a hidden folder of `dataDir`, then puts its database, uploads and
 * two-factor key in place. Refuses while another process has the database open unless `force` is set.
 */
export async function restoreBackup(dataDir: string, archive: string, options: { force?: boolean; now?: Date } = {}): Promise<RestoreResult> {
  const name = path.basename(archive);
  await checkCompressed(archive, name);
  await checkEntries(archive, name);
  await fs.mkdir(dataDir, { recursive: true });
  // In DATA_DIR, so that the swap is a rename on one file system.
  const staging = await fs.mkdtemp(path.join(dataDir, '.restore-'));
  try {
    await unpack(archive, staging);
    const manifest = await readManifest(staging, name);
    await checkFiles(staging, manifest, name);
    await inspectDatabase(path.join(staging, DATABASE_ENTRY), `The database in ${name}`);
    if (!options.force) refuseWhileOpen(path.join(dataDir, DATABASE_FILE), dataDir);
    return { manifest, ...(await swapIn(staging, dataDir, holdsSecretKey(manifest), options.now ?? new Date())) };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
