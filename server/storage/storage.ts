import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { removeLeftoverTemporaries, writeFileAtomically } from '../durability/atomic-write';

/** The public address every upload is served under; the rest of the path is its name in the storage. */
export const UPLOADS_PREFIX = '/uploads/';

/** Uploads never change once stored (a new one gets a new name): browsers and CDNs may keep them for a year. */
export const UPLOADS_CACHE_CONTROL = 'max-age=31536000,immutable';

/** Where a bucket keeps the uploads: under the path they are served at, leaving the rest of the bucket alone. */
export const bucketLocation = (bucket: string) => `s3://${bucket}${UPLOADS_PREFIX}`;

/** The resized variants' folder, beside the originals. */
export const VARIANTS_FOLDER = 'variants';

/**
 * The names the server gives uploads and their variants (`abc.jpg`, `variants/abc-640.avif`): no other folder, no
 * dot file (temporary files are hidden), nothing that could leave the uploads.
 */
const STORED_NAME = /^(?:variants\/)?[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** The type each stored kind is served with, by the extension the server gave it (originals and their variants). */
const STORED_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** True for a name the server could have given (see STORED_NAME). */
export const isStoredName = (name: string) => STORED_NAME.test(name);

/** The type of a stored name's kind, or undefined for a kind the server never stores. */
export const storedType = (name: string): string | undefined => STORED_TYPES[path.extname(name).slice(1).toLowerCase()];

/** The storage name behind a public path (`/uploads/abc.jpg` → `abc.jpg`), or undefined when it names no upload. */
export function storedName(publicPath: string): string | undefined {
  if (!publicPath.startsWith(UPLOADS_PREFIX)) return undefined;
  const name = publicPath.slice(UPLOADS_PREFIX.length);
  return isStoredName(name) && storedType(name) ? name : undefined;
}

/** What serving a stored file needs to know before its bytes. */
export interface StoredFileInfo {
  size: number;
  lastModified: Date;
}

export interface StoredFile extends StoredFileInfo {
  body: Readable;
}

/**
 * Where uploads and their variants are kept, by name (`abc.jpg`, `variants/abc-640.avif`): DATA_DIR/uploads, or an
 * S3-compatible bucket that every instance shares. A name is written whole or not at all, and never changed after.
 */
export interface UploadStorage {
  /** Where the files are, for people: a folder, or `s3://bucket`. */
  readonly location: string;
  /** Keeps `content` (bytes, or the file at a path, which may be moved) under `name`. */
  save(name: string, content: Buffer | { file: string }): Promise<void>;
  read(name: string): Promise<Buffer>;
  exists(name: string): Promise<boolean>;
  /** Size and time of `name`, or undefined when there is none. */
  stat(name: string): Promise<StoredFileInfo | undefined>;
  /** `name` opened for reading, or undefined when there is none. */
  open(name: string): Promise<StoredFile | undefined>;
  /** The names directly in `folder` (`''` for the originals, or the variants' folder). */
  list(folder: '' | typeof VARIANTS_FOLDER): Promise<string[]>;
  remove(name: string): Promise<void>;
  /** Removes what a crashed process left half-written (the local folder only: an S3 object appears whole or not at all). */
  removeLeftovers(): Promise<string[]>;
}

/** A temporary file a killed process left is removed at the next start once this old (another process may be writing it now). */
const LEFTOVER_TEMPORARY_AGE_MS = 60 * 60 * 1000;

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Uploads in a folder of this machine (DATA_DIR/uploads). Each file is written under a hidden temporary name, flushed
 * and renamed into place, so that a crash or a power cut never leaves a half-written file under its name.
 */
export function folderStorage(uploadsDir: string): UploadStorage {
  const fileOf = (name: string) => path.join(uploadsDir, name);
  return {
    location: uploadsDir,
    async save(name, content) {
      await writeFileAtomically(fileOf(name), async (temporary) => {
        if (Buffer.isBuffer(content)) return fs.writeFile(temporary, content);
        try {
          await fs.rename(content.file, temporary);
        } catch (error) {
          // The temporary folder of uploads may be on another file system than DATA_DIR.
          if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
          await fs.copyFile(content.file, temporary);
        }
      });
    },
    read: (name) => fs.readFile(fileOf(name)),
    exists: (name) => fs.access(fileOf(name)).then(() => true, () => false),
    async stat(name) {
      const stats = await fs.stat(fileOf(name)).catch((error: unknown) => {
        if (missing(error)) return undefined;
        throw error;
      });
      return stats?.isFile() ? { size: stats.size, lastModified: stats.mtime } : undefined;
    },
    async open(name) {
      const info = await this.stat(name);
      return info && { ...info, body: createReadStream(fileOf(name)) };
    },
    async list(folder) {
      const entries = await fs.readdir(path.join(uploadsDir, folder), { withFileTypes: true }).catch((error: unknown) => {
        if (missing(error)) return [];
        throw error;
      });
      return entries.filter((entry) => entry.isFile()).map((entry) => path.posix.join(folder, entry.name)).filter(isStoredName);
    },
    remove: (name) => fs.rm(fileOf(name), { force: true }),
    removeLeftovers: () => removeLeftoverTemporaries([uploadsDir, fileOf(VARIANTS_FOLDER)], LEFTOVER_TEMPORARY_AGE_MS),
  };
}
