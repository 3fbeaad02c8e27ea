import path from 'node:path';
import { BackupRefused, formatSize, type BackupManifest } from './backup-format';
import { bucketLocation } from '../storage/storage';
import type { RestoredSecretKey } from './restore-backup';

/** A path as the person typed it: npm runs scripts in the project folder and says in INIT_CWD where they were. */
const pathFromShell = (given: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), given);

/** The one file argument and the flags given (each among `flags`), or undefined when the command line is not that. */
export function parseCommandLine(argv: string[], flags: string[] = []): { file: string; flags: Set<string> } | undefined {
  const given = argv.filter((argument) => argument.startsWith('-'));
  const files = argv.filter((argument) => !argument.startsWith('-'));
  if (files.length !== 1 || given.some((flag) => !flags.includes(flag))) return undefined;
  return { file: pathFromShell(files[0]!), flags: new Set(given) };
}

/** What a backup did with the key of the two-factor secrets, or what a restore did. */
const SECRET_KEY_LINES = {
  archived: "secret.key, which decrypts the admins' two-factor secrets",
  absent: 'none (no admin has set up two-factor sign-in)',
  restored: "secret.key put back, readable by this user only (it decrypts the admins' two-factor secrets)",
  kept: 'none in the archive (made before backups held it, or before two-factor sign-in was set up): the secret.key already in DATA_DIR is kept',
  missing: 'none in the archive nor in DATA_DIR: an admin with two-factor sign-in on can only sign in with a recovery code',
} satisfies Record<RestoredSecretKey | 'archived' | 'absent', string>;

/**
 * What a backup or a restore says of the uploads when they live in an S3 bucket: the archive holds none of
 * them, and the bucket is the provider's to keep safe.
 */
export const bucketLine = (bucket: string, command: 'backup' | 'restore') =>
  command === 'backup'
    ? `  uploads: not in this archive: they are kept in ${bucketLocation(bucket)} (STORAGE=s3); back the bucket up with its provider (versioning or replication, or a copy with mc mirror or rclone sync)`
    : `  uploads: ${bucketLocation(bucket)} (STORAGE=s3) is left as it is; put the bucket back with its provider if it must go back too`;

/** Said by a backup or a restore when the key comes from the environment: an archive's secret.key is then not the one in use. */
export const ENVIRONMENT_KEY_LINE =
  '  note: SECRET_KEY is set, so the server seals and signs with it, not with a secret.key file: keep a copy of SECRET_KEY apart from the archives';

/** The lines that tell what an archive holds, and what became of the two-factor key. */
export function describeContents(manifest: BackupManifest, secretKey: keyof typeof SECRET_KEY_LINES): string[] {
  const uploadBytes = manifest.files.filter((file) => file.path.startsWith('uploads/')).reduce((sum, file) => sum + file.size, 0);
  const { leads, adminAccounts, uploads } = manifest.counts;
  return [
    `  database: ${leads} ${leads === 1 ? 'lead' : 'leads'}, ${adminAccounts} admin ${adminAccounts === 1 ? 'account' : 'accounts'}, schema ${manifest.migrations.at(-1)}`,
    `  uploads: ${uploads} ${uploads === 1 ? 'file' : 'files'} (${formatSize(uploadBytes)}), resized variants included`,
    `  two-factor key: ${SECRET_KEY_LINES[secretKey]}`,
  ];
}

/**
 * Runs a backup command: exit code 1 for a refusal, told as its message and `outcome` (what was left undone), or for
 * anything else, told with the whole error.
 */
export function runCommand(main: (argv: string[]) => Promise<number>, outcome: string) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof BackupRefused ? `Refused: ${error.message}. ${outcome}.` : error);
      process.exit(1);
    },
  );
}
