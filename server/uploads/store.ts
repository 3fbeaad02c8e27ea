import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { File } from 'formidable';
import { fileTypeFromFile } from 'file-type';
import { UPLOAD_MIME_TYPES } from '../../shared/constants';
import { writeFileAtomically } from '../durability/atomic-write';
import { unsupportedMediaType } from '../http/errors';

const ACCEPTED = new Set<string>(UPLOAD_MIME_TYPES);

/**
 * Moves a file into place whole and on the disk before its url is answered (and a row can name it): renamed, or copied
 * when the temp dir is on another file system than DATA_DIR, to a hidden name that is renamed in once complete.
 */
async function move(from: string, to: string) {
  await writeFileAtomically(to, async (temporary) => {
    try {
      await fs.rename(from, temporary);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await fs.copyFile(from, temporary);
    }
  });
}

/**
 * Keeps an uploaded image when its bytes are png, jpeg, gif or webp (whatever its name or declared type say),
 * under a random name the server makes. Returns its public url; refuses anything else with 415.
 */
export async function storeImage(file: File, uploadsDir: string): Promise<string> {
  try {
    const detected = await fileTypeFromFile(file.filepath);
    if (!detected || !ACCEPTED.has(detected.mime)) {
      throw unsupportedMediaType(`${file.originalFilename ?? 'The file'} is not an accepted image: use PNG, JPEG, GIF or WebP`);
    }
    const name = `${randomUUID()}.${detected.ext}`;
    await fs.mkdir(uploadsDir, { recursive: true });
    await move(file.filepath, path.join(uploadsDir, name));
    return `/uploads/${name}`;
  } finally {
    await fs.rm(file.filepath, { force: true });
  }
}

/** Removes the temp files of a request's other uploads (after a failure part-way). */
export async function discardFiles(files: File[]) {
  await Promise.all(files.map((file) => fs.rm(file.filepath, { force: true })));
}
