import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { apiPaths } from '@shared/api-routes';
import { httpRequest } from './http-request';

function folderFingerprint(folder: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name), { throwIfNoEntry: false })?.size ?? 0;
  }
  return { files, bytes };
}

/**
 * Waits until the image variants the server makes in the background after a start are done: the uploads folder
 * (files and bytes) and GET /api/images, where that route exists, stay unchanged for `quietSeconds`.
 */
export async function waitForImageVariants(baseUrl: string, uploadsDir: string, quietSeconds: number, maxSeconds: number) {
  const started = performance.now();
  let previous = '';
  let quietSince = performance.now();
  while (performance.now() - started < maxSeconds * 1000) {
    const images = await httpRequest(`${baseUrl}${apiPaths.site.images()}`).catch(() => undefined);
    const listed = images?.status === 200 ? createHash('sha256').update(images.body).digest('hex') : 'no /api/images';
    const folder = folderFingerprint(uploadsDir);
    const current = `${folder.files} ${folder.bytes} ${listed}`;
    if (current !== previous) {
      previous = current;
      quietSince = performance.now();
    } else if (performance.now() - quietSince >= quietSeconds * 1000) {
      return { settled: true, seconds: (performance.now() - started) / 1000, files: folder.files };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { settled: false, seconds: maxSeconds, files: folderFingerprint(uploadsDir).files };
}
