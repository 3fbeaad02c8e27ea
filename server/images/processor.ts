import type { Logger } from 'pino';
import { variantUrl, type ImageCatalog, type ImageVariants, type VariantFormat } from '@shared/images';
import type { Database } from '../db/connection';
import type { ContentVersion } from '../http/content-version';
import { UPLOADS_PREFIX, VARIANTS_FOLDER, storedName, type UploadStorage } from '../storage/storage';
import { imageCatalogRepository } from './catalog';
import type { ImageWork } from './image-work';
import { makeVariants } from './variants';

/** The names the upload store and the demo seed give originals (no folders, no dot files, a raster extension). */
const ORIGINAL_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*\.(?:jpe?g|png|gif|webp)$/i;

/**
 * How long an instance may take to make one image's variants (seconds, as a rule) before its claim is taken as that of
 * a process that died, and another may make them.
 */
const CLAIM_MS = 10 * 60 * 1000;

/**
 * What became of one original: `made` (variants written and recorded), `existing` (made before), `elsewhere` (another
 * process, such as another instance on the same database and bucket, is making them now), `skipped` (left as it is:
 * animated, not a photo format or not an upload's path), `failed` (the library could not read it; the original is
 * still served as it came), `cancelled` (the server closed first).
 */
type ImageOutcome = 'made' | 'existing' | 'elsewhere' | 'skipped' | 'failed' | 'cancelled';
type ProcessSummary = Record<ImageOutcome, number>;

export interface ImageProcessor {
  /** Every image that has variants, by its public path: what GET /api/images answers and rendered pages embed. */
  catalog(): Promise<ImageCatalog>;
  /** Queues the original at `publicPath` (`/uploads/abc.jpg`); resolves once it is processed. Never rejects. */
  enqueue(publicPath: string): Promise<ImageOutcome>;
  /** Processes every stored original that has no catalog entry or whose variant files are missing. */
  processMissing(): Promise<ProcessSummary>;
  /** Resolves when nothing is queued or running. */
  idle(): Promise<void>;
  /** Drops what is queued and waits for the encode under way (one variant at most). */
  close(): Promise<void>;
}

interface ImageProcessorDeps {
  db: Database;
  storage: UploadStorage;
  logger: Logger;
  now: () => Date;
  /** Bumped after each image, so that cached public answers pick up its variants. */
  contentVersion: ContentVersion;
  /** The image process that decodes and encodes. */
  work: ImageWork;
}

/**
 * Makes the variants of uploaded images one at a time, in the background of the server, each image's once across every
 * process that shares the database and the storage (a claim in the database).
 */
export function imageProcessor({ db, storage, logger, now, contentVersion, work }: ImageProcessorDeps): ImageProcessor {
  const repository = imageCatalogRepository(db);
  const closing = new AbortController();
  const queued = new Map<string, Promise<ImageOutcome>>();
  // Every task waits for the one before it: one image at a time, so the server keeps a core for its requests.
  let tail: Promise<unknown> = Promise.resolve();

  function schedule<T>(task: () => Promise<T>): Promise<T> {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  }

  /** The stored name behind a public path under /uploads/; refuses anything that names no upload. */
  function nameOf(publicPath: string): string {
    const name = storedName(publicPath);
    if (!name) throw new Error(`${publicPath} is not an upload's path under ${UPLOADS_PREFIX}`);
    return name;
  }

  const isOriginal = (publicPath: string) => publicPath.startsWith(UPLOADS_PREFIX) && ORIGINAL_NAME.test(publicPath.slice(UPLOADS_PREFIX.length));
  const variantName = (publicPath: string, width: number, format: VariantFormat) => nameOf(variantUrl(publicPath, width, format));
  const variantNames = (publicPath: string, variants: ImageVariants) =>
    variants.widths.flatMap((width) => variants.formats.map((format) => variantName(publicPath, width, format)));

  async function process(publicPath: string): Promise<ImageOutcome> {
    if (closing.signal.aborted) return 'cancelled';
    if (!isOriginal(publicPath)) {
      logger.warn({ path: publicPath }, 'not an uploaded image: no variants made');
      return 'skipped';
    }
    const at = now();
    if (!(await repository.claim(publicPath, at.toISOString(), new Date(at.getTime() + CLAIM_MS).toISOString()))) return 'elsewhere';
    const started = performance.now();
    try {
      // Another process may have made them between this one's look and its claim.
      const known = await repository.one(publicPath);
      if (known && (await Promise.all(variantNames(publicPath, known).map((name) => storage.exists(name)))).every(Boolean)) return 'existing';
      const original = await storage.read(nameOf(publicPath));
      const result = await makeVariants(
        work,
        original,
        {
          exists: (width, format) => storage.exists(variantName(publicPath, width, format)),
          save: (width, format, bytes) => storage.save(variantName(publicPath, width, format), bytes),
        },
        closing.signal,
      );
      if (result.kind === 'skipped') {
        logger.info({ path: publicPath, reason: result.reason }, 'image left as it is');
        return 'skipped';
      }
      closing.signal.throwIfAborted();
      await repository.save(publicPath, result.variants);
      contentVersion.bump();
      logger.debug({ path: publicPath, written: result.written, ms: Math.round(performance.now() - started) }, 'image variants made');
      return 'made';
    } catch (error) {
      if (closing.signal.aborted) return 'cancelled';
      logger.warn({ path: publicPath, err: error }, 'image variants could not be made: the original is served as it came');
      return 'failed';
    } finally {
      await repository.release(publicPath).catch((error: unknown) => logger.warn({ path: publicPath, err: error }, 'image claim could not be released'));
    }
  }

  function enqueue(publicPath: string): Promise<ImageOutcome> {
    const already = queued.get(publicPath);
    if (already) return already;
    const job = schedule(() => process(publicPath));
    queued.set(publicPath, job);
    void job.finally(() => queued.delete(publicPath));
    return job;
  }

  /** True when every variant `variants` lists is among the `stored` names. */
  const hasAllFiles = (publicPath: string, variants: ImageVariants, stored: Set<string>) => variantNames(publicPath, variants).every((name) => stored.has(name));

  async function idle() {
    let last: Promise<unknown>;
    do {
      last = tail;
      await last;
    } while (last !== tail);
  }

  return {
    catalog: () => repository.all(),
    enqueue,
    async processMissing() {
      const started = performance.now();
      // The scan takes its turn in the queue too, so that close() never leaves it reading a closed database.
      const jobs = await schedule(async () => {
        if (closing.signal.aborted) return [];
        const [originals, variants, catalog] = await Promise.all([storage.list(''), storage.list(VARIANTS_FOLDER), repository.all()]);
        const stored = new Set(variants);
        const paths = originals.filter((name) => ORIGINAL_NAME.test(name)).map((name) => UPLOADS_PREFIX + name);
        return paths.map((publicPath) => {
          const known = catalog[publicPath];
          // Not awaited here: those jobs queue behind this scan.
          return known && hasAllFiles(publicPath, known, stored) ? Promise.resolve<ImageOutcome>('existing') : enqueue(publicPath);
        });
      });
      const summary: ProcessSummary = { made: 0, existing: 0, elsewhere: 0, skipped: 0, failed: 0, cancelled: 0 };
      for (const outcome of await Promise.all(jobs)) summary[outcome] += 1;
      logger.info({ ...summary, ms: Math.round(performance.now() - started) }, 'image variants checked');
      return summary;
    },
    idle,
    async close() {
      closing.abort();
      await idle();
    },
  };
}
