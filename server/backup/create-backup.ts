import fs from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { SECRET_KEY_FILE } from '../auth/secret-box';
import { writeFileAtomically } from '../durability/atomic-write';
import {
  BACKUP_APP,
  BACKUP_FORMAT_VERSION,
  BackupRefused,
  DATABASE_ENTRY,
  DATABASE_FILE,
  MANIFEST_ENTRY,
  SECRET_KEY_ENTRY,
  UPLOADS_ENTRY,
  describeFile,
  listFiles,
  type ArchivedFile,
  type BackupManifest,
} from './backup-format';
import { inspectDatabase, snapshotDatabase } from './database-file';

interface BackupResult {
  archive: string;
  /** The archive's size in bytes. */
  size: number;
  manifest: BackupManifest;
}

/**
 * Hard-links each upload into `staging` (copies it where links are not possible): the set of files is fixed at this
 * moment while the server goes on storing new ones, and no byte is copied. Uploads are never changed in place (a new
 * one gets a new name, a variant is renamed into place), so the linked files keep the bytes they had.
 */
async function stageUploads(dataDir: string, staging: string): Promise<string[]> {
  const files = await listFiles(dataDir, UPLOADS_ENTRY);
  await fs.mkdir(path.join(staging, UPLOADS_ENTRY), { recursive: true });
  for (const file of files) {
    const target = path.join(staging, file);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.link(path.join(dataDir, file), target).catch(() => fs.copyFile(path.join(dataDir, file), target));
  }
  return files;
}

/**
 * Copies the key that seals the admins' TOTP secrets into `staging`, readable by this user only; false when DATA_DIR
 * has none (no admin has set up two-factor sign-in). Taken after the database snapshot: a secret the snapshot holds was
 * sealed after the key was written, and the key never changes once made.
 */
async function stageSecretKey(dataDir: string, staging: string): Promise<boolean> {
  const target = path.join(staging, SECRET_KEY_ENTRY);
  try {
    await fs.copyFile(path.join(dataDir, SECRET_KEY_FILE), target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  await fs.chmod(target, 0o600);
  return true;
}

/**
 * Writes one archive of DATA_DIR's database (a snapshot taken while the server keeps serving), uploads and two-factor
 * key, with a manifest of every file's size and SHA-256. The archive appears under its name only once complete.
 */
export async function createBackup(dataDir: string, archive: string, now = new Date()): Promise<BackupResult> {
  const databaseFile = path.join(dataDir, DATABASE_FILE);
  if (!(await fs.stat(databaseFile).catch(() => undefined))) {
    throw new BackupRefused(`There is no database in ${dataDir} to back up: is DATA_DIR set to the server's data folder?`);
  }
  // Beside the data, so that uploads can be linked rather than copied; hidden, so that nothing serves or backs it up.
  const staging = await fs.mkdtemp(path.join(dataDir, '.backup-'));
  try {
    await fs.mkdir(path.join(staging, path.dirname(DATABASE_ENTRY)));
    await snapshotDatabase(databaseFile, path.join(staging, DATABASE_ENTRY));
    const database = await inspectDatabase(path.join(staging, DATABASE_ENTRY), 'The database snapshot');
    const secretKey = (await stageSecretKey(dataDir, staging)) ? [SECRET_KEY_ENTRY] : [];
    const uploads = await stageUploads(dataDir, staging);
    const files: ArchivedFile[] = [];
    for (const file of [DATABASE_ENTRY, ...uploads, ...secretKey]) files.push(await describeFile(staging, file));
    const manifest: BackupManifest = {
      app: BACKUP_APP,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      migrations: database.migrations,
      counts: { leads: database.leads, adminAccounts: database.adminAccounts, uploads: uploads.length },
      files,
    };
    await fs.writeFile(path.join(staging, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`);
    await writeFileAtomically(archive, (temporary) =>
      tar.create({ file: temporary, cwd: staging, gzip: true, portable: true }, [MANIFEST_ENTRY, path.dirname(DATABASE_ENTRY), UPLOADS_ENTRY, ...secretKey]),
    );
    return { archive, size: (await fs.stat(archive)).size, manifest };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
