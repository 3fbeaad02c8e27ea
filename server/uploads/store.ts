import { randomUUID } from 'node:crypto';
import type { File } from 'formidable';
import { checkImage, fileLabel } from './check-image';
import type { ImageWork } from '../images/image-work';
import { UPLOADS_PREFIX, type UploadStorage } from '../storage/storage';

/**
 * Keeps uploaded images under random names the server makes, with the extension of the kind their bytes show (whatever
 * their names or declared types say). Every file is checked before any is kept (checkImage), so that a refused one
 * refuses the request and leaves nothing behind. Each is stored whole before its url is answered (and a row can name
 * it). Returns their public urls, in order.
 */
export async function storeImages(files: File[], storage: UploadStorage, work: ImageWork): Promise<string[]> {
  const extensions: string[] = [];
  for (const file of files) extensions.push((await checkImage(work, file.filepath, fileLabel(file.originalFilename))).extension);
  const urls: string[] = [];
  for (const [index, file] of files.entries()) {
    const name = `${randomUUID()}.${extensions[index]}`;
    await storage.save(name, { file: file.filepath });
    urls.push(UPLOADS_PREFIX + name);
  }
  return urls;
}
