import { IMAGE_MAX_PIXELS, type UPLOAD_MIME_TYPES } from '@shared/constants';
import { ApiError, badRequest, unsupportedMediaType } from '../http/errors';
import { ImageProcessLost, type ImageWork } from '../images/image-work';

interface AcceptedKind {
  /** sharp's name for the format. */
  format: string;
  /** The extension the file is stored under, which later decides the type it is served with. */
  extension: string;
  name: string;
}

/** The accepted kinds, by the MIME type the file's first bytes show. */
const ACCEPTED: Record<(typeof UPLOAD_MIME_TYPES)[number], AcceptedKind> = {
  'image/png': { format: 'png', extension: 'png', name: 'PNG' },
  'image/jpeg': { format: 'jpeg', extension: 'jpg', name: 'JPEG' },
  'image/gif': { format: 'gif', extension: 'gif', name: 'GIF' },
  'image/webp': { format: 'webp', extension: 'webp', name: 'WebP' },
};

const isAccepted = (mime: string | undefined): mime is keyof typeof ACCEPTED => mime !== undefined && Object.hasOwn(ACCEPTED, mime);

/** The name an upload came with, fit to quote in a message: no folders, no control or direction marks, not too long. */
export function fileLabel(originalFilename: string | null | undefined): string {
  const name = (originalFilename ?? '').split(/[\\/]/).pop()!.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  return name.length > 80 ? `${name.slice(0, 79)}…` : name || 'The file';
}

const unreadable = (label: string, kind: AcceptedKind) =>
  badRequest('invalid_image', `${label} begins like a ${kind.name} image but cannot be read as one: it is damaged, cut off or another kind of file`);

/** How soon an upload refused because the image process stopped is worth sending again: the next task starts a new one. */
const RETRY_AFTER_SECONDS = 1;

/**
 * The image library's verdict on the file as `refusal` (built only when a task fails), or a 503 when there was none:
 * the image process stopped under the task, which says nothing of the file.
 */
const refusedAs = (label: string, refusal: () => ApiError) => (error: unknown) => {
  if (error instanceof ImageProcessLost) {
    throw new ApiError(503, 'image_check_unavailable', `${label} could not be checked just now: send it again`, undefined, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
  }
  throw refusal();
};

/**
 * Checks that `file` is an image worth keeping, by its bytes alone (never its name or declared type), and answers the
 * extension to store it under. First the kind its first bytes show (415 unless PNG, JPEG, GIF or WebP); then its header
 * (kind and size, before any pixel is decoded: 413 past IMAGE_MAX_PIXELS, a decompression bomb); then every pixel,
 * so that a file which only begins like an image (a polyglot with a page or a script behind an image's first bytes),
 * or is cut off, is refused (400). `label` names the file in the messages. When the image process stops under a check,
 * the answer is a 503: the file may be sound.
 */
export async function checkImage(work: ImageWork, file: string, label: string): Promise<{ extension: string }> {
  // file-type loaded on the first upload, not at start.
  const { fileTypeFromFile } = await import('file-type');
  const detected = await fileTypeFromFile(file);
  if (!isAccepted(detected?.mime)) throw unsupportedMediaType(`${label} is not an accepted image: use PNG, JPEG, GIF or WebP`);
  const kind = ACCEPTED[detected.mime];
  // The header only, without the pixel limit, so that an image above it is refused with its size named.
  const header = await work.run({ kind: 'header', input: file, pixelLimit: false }).catch(refusedAs(label, () => unreadable(label, kind)));
  if (header.format !== kind.format) throw unreadable(label, kind);
  const { pages: frames, pageHeight: frameHeight } = header;
  if (header.width * frameHeight * frames > IMAGE_MAX_PIXELS) {
    const size = `${header.width} × ${frameHeight} pixels${frames > 1 ? ` in ${frames} frames` : ''}`;
    throw new ApiError(413, 'image_too_large', `${label} is ${size}: an image may have at most ${IMAGE_MAX_PIXELS / 1_000_000} million pixels`);
  }
  await work.run({ kind: 'decode', input: file }).catch(refusedAs(label, () => unreadable(label, kind)));
  return { extension: kind.extension };
}
