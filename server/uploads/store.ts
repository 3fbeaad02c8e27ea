import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { File } from 'formidable';
import { writeFileAtomically } from '../durability/atomic-write';
import { checkImage, fileLabel } from './check-image';

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
 * Keeps uploaded images under random names the server makes, with the extension of the kind their bytes show (whatever
 * their names or declared types say). Every file is checked before any is kept (checkImage), so that a refused one
 * refuses the request and leaves nothing behind. Returns their public urls, in order.
 */
export async function storeImages(files: File[], uploadsDir: string): Promise<string[]> {
  const extensions: string[] = [];
  for (const file of files) extensions.push((await checkImage(file.filepath, fileLabel(file.originalFilename))).extension);
  await fs.mkdir(uploadsDir, { recursive: true });
  const urls: string[] = [];
  for (const [index, file] of files.entries()) {
    const name = `${randomUUID()}.${extensions[index]}`;
    await move(file.filepath, path.join(uploadsDir, name));
    urls.push(`/uploads/${name}`);
  }
  return urls;
}
