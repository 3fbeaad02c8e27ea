import pino from 'pino';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { contentVersion } from '../http/content-version';
import { imageWork } from '../images/image-work';
import { imageProcessor } from '../images/processor';
import { openUploadStorage } from '../storage/open-storage';

/**
 * `npm run images`: makes the missing resized variants of every uploaded image (DATA_DIR/uploads or the S3 bucket) (the server also does this
 * in the background at each start) and says what it did. A running server's cached pages pick the new variants up at
 * its next content change or restart.
 */
async function main() {
  const config = loadConfig();
  // Images that cannot be read are reported on stderr, as JSON lines like the server's log.
  const logger = pino({ level: 'warn' }, pino.destination(2));
  const db = openDatabase({ dataDir: config.dataDir, databaseUrl: config.DATABASE_URL });
  const work = imageWork();
  try {
    await db.migrate.latest();
    const storage = await openUploadStorage(config);
    const images = imageProcessor({ db, storage, logger, now: () => new Date(), contentVersion: contentVersion(), work });
    const started = performance.now();
    const summary = await images.processMissing();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Image variants in ${storage.location}: ${summary.made} made, ${summary.existing} already made, ` +
        (summary.elsewhere > 0 ? `${summary.elsewhere} being made by a running server, ` : '') +
        `${summary.skipped} skipped (animated or not a photo), ${summary.failed} failed (kept and served as uploaded), in ${seconds} s.`,
    );
    return 0;
  } finally {
    await work.close();
    await db.destroy();
  }
}

main().then((code) => process.exit(code), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
