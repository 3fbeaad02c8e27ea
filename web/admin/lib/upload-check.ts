import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_MIME_TYPES } from '@shared/constants';

const ACCEPTED_TYPES = new Set<string>(UPLOAD_MIME_TYPES);
const ACCEPTED_EXTENSIONS = /\.(png|jpe?g|gif|webp)$/i;

export type UploadProblem =
  | { reason: 'type'; fileName: string }
  | { reason: 'size'; fileName: string; maxBytes: number }
  | { reason: 'empty'; fileName: string }
  | { reason: 'count'; maxFiles: number };

/**
 * The first reason to refuse files before sending them (png, jpg/jpeg, gif, webp; 10 MB each),
 * or null. The server checks the bytes again; this spares the wait and names the file.
 */
export function checkUploads(files: readonly Pick<File, 'name' | 'type' | 'size'>[], maxFiles = UPLOAD_MAX_FILES): UploadProblem | null {
  if (files.length > maxFiles) return { reason: 'count', maxFiles };
  for (const file of files) {
    const typeAccepted = file.type ? ACCEPTED_TYPES.has(file.type) : ACCEPTED_EXTENSIONS.test(file.name);
    if (!typeAccepted) return { reason: 'type', fileName: file.name };
    if (file.size === 0) return { reason: 'empty', fileName: file.name };
    if (file.size > UPLOAD_MAX_BYTES) return { reason: 'size', fileName: file.name, maxBytes: UPLOAD_MAX_BYTES };
  }
  return null;
}
