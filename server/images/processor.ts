import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { variantUrl, type ImageCatalog, type ImageVariants } from '../../shared/images';
import type { Database } from '../db/connection';
import type { ContentVersion } from '../http/content-version';
import { imageCatalogRepository } from './catalog';
import { makeVariants } from './variants';

/** The names the upload store and the demo seed give originals (no folders, no dot files, a raster extension). */
const ORIGINAL_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*\.(?:jpe?g|png|gif|webp)$/i;
const UPLOADS_PREFIX = '/uploads/';

/**
 * What became of one original: `made` (variants written and recorded), `existing` (made before), `skipped` (left as it
 * is: animated, not a photo format or not an upload's path), `failed` (the library could not read it; the original
 * is still served as it came), `cancelled` (the server closed first).
 */
type ImageOutcome = 'made' | 'existing' | 'skipped' | 'failed' | 'cancelled';
type ProcessSummary = Record<ImageOutcome, number>;

export interface ImageProcessor {
  /** Every image that has variants, by its public path: what GET /api/images answers and rendered pages embed. */
  catalog(): Promise<ImageCatalog>;
  /** Queues the original at `publicPath` (`/uploads/abc.jpg`); resolves once it is processed. Never rejects. */
  enqueue(publicPath: string): Promise<ImageOutcome>;
  /** Processes every original in uploads/ that has no catalog entry or whose variant files are missing. */
  processMissing(): Promise<ProcessSummary>;
  /** Resolves when nothing is queued or running. */
  idle(): Promise<void>;
  /** Drops what is queued and waits for the encode under way (one variant at most). */
  close(): Promise<void>;
}

interface ImageProcessorDeps {
  db: Database;
  uploadsDir: string;
  logger: Logger;
  /** Bumped after each image, so that cached public answers pick up its variants. */
  contentVersion: ContentVersion;
}

/** Makes the variants of uploaded images one at a time, in the background of the server. */
export function imageProcessor({ db, uploadsDir, logger, contentVersion }: ImageProcessorDeps): ImageProcessor {
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

  /** The file behind a public path under /uploads/; refuses anything that would leave the uploads folder. */
  function fileOf(publicPath: string): string {
    const file = path.resolve(uploadsDir, publicPath.slice(UPLOADS_PREFIX.length));
    if (!publicPath.startsWith(UPLOADS_PREFIX) || !file.startsWith(path.resolve(uploadsDir) + path.sep)) {
      throw new Error(`${publicPath} is not under ${UPLOADS_PREFIX}`);
    }
    return file;
  }

  const isOriginal = (publicPath: string) => publicPath.startsWith(UPLOADS_PREFIX) && ORIGINAL_NAME.test(publicPath.slice(UPLOADS_PREFIX.length));

  async function process(publicPath: string): Promise<ImageOutcome> {
    if (closing.signal.aborted) return 'cancelled';
    if (!isOriginal(publicPath)) {
      logger.warn({ path: publicPath }, 'not an uploaded image: no variants made');
      return 'skipped';
    }
    const started = performance.now();
    try {
      const result = await makeVariants(fileOf(publicPath), (width, format) => fileOf(variantUrl(publicPath, width, format)), closing.signal);
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

  async function hasAllFiles(publicPath: string, variants: ImageVariants): Promise<boolean> {
    const files = variants.widths.flatMap((width) => variants.formats.map((format) => fileOf(variantUrl(publicPath, width, format))));
    const found = await Promise.all(files.map((file) => fs.access(file).then(() => true, () => false)));
    return found.every(Boolean);
  }

  /** Public paths of the originals in uploads/ (variants live in their own folder and are not listed). */
  async function originals(): Promise<string[]> {
    const entries = await fs.readdir(uploadsDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    return entries.filter((entry) => entry.isFile() && ORIGINAL_NAME.test(entry.name)).map((entry) => UPLOADS_PREFIX + entry.name);
  }

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
        const [paths, catalog] = await Promise.all([originals(), repository.all()]);
        const pending: Promise<ImageOutcome>[] = [];
        for (const publicPath of paths) {
          const known = catalog[publicPath];
          // Not awaited here: those jobs queue behind this scan.
          pending.push(known && (await hasAllFiles(publicPath, known)) ? Promise.resolve('existing') : enqueue(publicPath));
        }
        return pending;
      });
      const summary: ProcessSummary = { made: 0, existing: 0, skipped: 0, failed: 0, cancelled: 0 };
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
