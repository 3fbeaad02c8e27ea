import fs from 'node:fs/promises';
import type { Config } from '../config';
import { folderStorage, type UploadStorage } from './storage';

/**
 * The storage `STORAGE` names: DATA_DIR/uploads, or the S3 bucket of the S3_* variables, checked before the server
 * starts (the AWS SDK is loaded only then).
 */
export async function openUploadStorage(config: Config): Promise<UploadStorage> {
  if (!config.s3) {
    await fs.mkdir(config.uploadsDir, { recursive: true });
    return folderStorage(config.uploadsDir);
  }
  const { s3Storage } = await import('./s3-storage');
  const storage = s3Storage(config.s3);
  await storage.checkBucket();
  return storage;
}
