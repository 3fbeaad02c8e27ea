import path from 'node:path';
import { BackupRefused, formatSize, type BackupManifest } from './backup-format';

/** A path as the person typed it: npm runs scripts in the project folder and says in INIT_CWD where they were. */
const pathFromShell = (given: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), given);

/** The one file argument and the flags given (each among `flags`), or undefined when the command line is not that. */
export function parseCommandLine(argv: string[], flags: string[] = []): { file: string; flags: Set<string> } | undefined {
  const given = argv.filter((argument) => argument.startsWith('-'));
  const files = argv.filter((argument) => !argument.startsWith('-'));
  if (files.length !== 1 || given.some((flag) => !flags.includes(flag))) return undefined;
  return { file: pathFromShell(files[0]!), flags: new Set(given) };
}

/** The lines that tell what an archive holds. */
export function describeContents(manifest: BackupManifest): string[] {
  const uploadBytes = manifest.files.filter((file) => file.path.startsWith('uploads/')).reduce((sum, file) => sum + file.size, 0);
  const { leads, adminAccounts, uploads } = manifest.counts;
  return [
    `  database: ${leads} ${leads === 1 ? 'lead' : 'leads'}, ${adminAccounts} admin ${adminAccounts === 1 ? 'account' : 'accounts'}, schema ${manifest.migrations.at(-1)}`,
    `  uploads: ${uploads} ${uploads === 1 ? 'file' : 'files'} (${formatSize(uploadBytes)}), resized variants included`,
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
