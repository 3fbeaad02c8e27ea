import type { VariantFormat } from '@shared/images';

/**
 * What the server asks of its image process (server/images/image-child.ts), one task at a time. An input is a file's
 * path (an upload's temporary file, always on this machine) or the image's bytes (an original, which may live in S3).
 */
export type ImageTask =
  /** The header only: kind and sizes, nothing decoded. `pixelLimit` false reads a header above IMAGE_MAX_PIXELS too. */
  | { kind: 'header'; input: string | Buffer; pixelLimit: boolean }
  /** Every pixel decoded (and dropped), so that a damaged or cut-off image fails. */
  | { kind: 'decode'; input: string | Buffer }
  /** One variant: turned by its EXIF orientation, `width` pixels wide, in `format`. */
  | { kind: 'encode'; input: Buffer; width: number; format: VariantFormat };

/** An image's header as the image process reads it. */
export interface ImageHeader {
  format: string;
  width: number;
  height: number;
  /** Frames of an animation; 1 for a still. */
  pages: number;
  /** The height of one frame. */
  pageHeight: number;
  /** The size as shown, once turned by its EXIF orientation. */
  oriented: { width: number; height: number };
}

/** What each kind of task answers. */
export interface ImageTaskResults {
  header: ImageHeader;
  decode: null;
  encode: Buffer;
}

export interface ImageTaskMessage {
  id: number;
  task: ImageTask;
}

export type ImageAnswerMessage = { id: number; ok: true; value: ImageTaskResults[ImageTask['kind']] } | { id: number; ok: false; message: string };
