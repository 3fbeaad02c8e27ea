import { formatSize, holdsSecretKey, refusePostgres } from '../backup/backup-format';
import { ENVIRONMENT_KEY_LINE, bucketLine, describeContents, parseCommandLine, runCommand } from '../backup/command';
import { createBackup } from '../backup/create-backup';
import { loadConfig } from '../config';

const USAGE = 'Usage: npm run backup -- <file.tar.gz>\n(writes the database of DATA_DIR, taken while the server keeps serving, its uploads and two-factor key into one archive)';

/** `npm run backup -- <file>`: one archive of DATA_DIR's SQLite database, uploads and two-factor key, with a manifest of checksums. */
async function main(argv: string[]) {
  const command = parseCommandLine(argv);
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  refusePostgres(config.DATABASE_URL, 'backup');
  const started = performance.now();
  const { archive, size, manifest } = await createBackup(config.dataDir, command.file);
  console.log(`Backup written: ${archive} (${formatSize(size)})`);
  for (const line of describeContents(manifest, holdsSecretKey(manifest) ? 'archived' : 'absent')) {
    console.log(config.s3 && line.startsWith('  uploads:') ? bucketLine(config.s3.bucket, 'backup') : line);
  }
  if (config.SECRET_KEY) console.log(ENVIRONMENT_KEY_LINE);
  console.log(`  taken from ${config.dataDir} in ${((performance.now() - started) / 1000).toFixed(1)} s; put it back with: npm run restore -- ${archive}`);
  return 0;
}

runCommand(main, 'No backup was written');
