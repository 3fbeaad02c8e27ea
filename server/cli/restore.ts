import { refusePostgres } from '../backup/backup-format';
import { ENVIRONMENT_KEY_LINE, bucketLine, describeContents, parseCommandLine, runCommand } from '../backup/command';
import { restoreBackup } from '../backup/restore-backup';
import { loadConfig } from '../config';

const USAGE =
  'Usage: npm run restore -- [--force] <file.tar.gz>\n' +
  '(checks the archive, then puts its database, uploads and two-factor key in DATA_DIR; --force restores even while the server runs)';

/** `npm run restore -- [--force] <file>`: checks an archive of `npm run backup` and puts it in place in DATA_DIR. */
async function main(argv: string[]) {
  const command = parseCommandLine(argv, ['--force']);
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  const force = command.flags.has('--force');
  const config = loadConfig();
  refusePostgres(config.DATABASE_URL, 'restore');
  const { manifest, replacedDir, secretKey } = await restoreBackup(config.dataDir, command.file, { force });
  console.log(`Restored ${command.file} (made ${manifest.createdAt}) into ${config.dataDir}:`);
  for (const line of describeContents(manifest, secretKey)) console.log(line);
  if (config.s3) console.log(bucketLine(config.s3.bucket, 'restore'));
  if (config.SECRET_KEY) console.log(ENVIRONMENT_KEY_LINE);
  if (replacedDir) console.log(`The data it replaced is kept in ${replacedDir}: delete that folder once the restored site looks right.`);
  console.log(force ? 'Restart the server now: until then it keeps serving the data it had open.' : 'Start the server to serve the restored data.');
  return 0;
}

runCommand(main, 'Nothing was restored: DATA_DIR is as it was');
