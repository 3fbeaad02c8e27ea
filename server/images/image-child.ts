import sharp, { type SharpOptions } from 'sharp';
import { IMAGE_MAX_PIXELS } from '@shared/constants';
import type { VariantFormat } from '@shared/images';
import type { ImageAnswerMessage, ImageHeader, ImageTask, ImageTaskMessage, ImageTaskResults } from './image-tasks';

/**
 * The image process: the one place sharp (libvips) is loaded, so that its code and the memory its work leaves behind
 * never stay in the server (server/images/image-work.ts starts it when there is work and lets it go when there is
 * none). It does the tasks it is sent one at a time and exits when the server lets go of it or dies.
 */

// One libvips thread keeps the work on one core of a small machine; no cache holds images that are read once.
sharp.concurrency(1);
sharp.cache(false);

/** How every image is opened, for an upload's check and for its variants alike. */
const IMAGE_INPUT: SharpOptions = {
  // A decompression bomb (a small file declaring a huge picture) is refused from its header, before decoding.
  limitInputPixels: IMAGE_MAX_PIXELS,
  // A cut-off file would give variants with a grey band, and is no image to keep.
  failOn: 'truncated',
};

/**
 * The qualities usual for photographs on the web (the phone-width hero stays far under 60 KB) at a low effort: AVIF's
 * effort 2 encodes about four times faster than its default for a few percent more bytes.
 */
const ENCODING = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
} satisfies Record<VariantFormat, object>;

async function header(input: string | Buffer, pixelLimit: boolean): Promise<ImageHeader> {
  const metadata = await sharp(input, pixelLimit ? IMAGE_INPUT : { ...IMAGE_INPUT, limitInputPixels: false }).metadata();
  return {
    format: metadata.format,
    width: metadata.width,
    height: metadata.height,
    pages: metadata.pages ?? 1,
    pageHeight: metadata.pageHeight ?? metadata.height,
    oriented: metadata.autoOrient,
  };
}

async function run(task: ImageTask): Promise<ImageTaskResults[ImageTask['kind']]> {
  switch (task.kind) {
    case 'header':
      return header(task.input, task.pixelLimit);
    case 'decode':
      // Decoding to a thumbnail reads every pixel and keeps only a few in memory.
      await sharp(task.input, IMAGE_INPUT).resize(16, 16, { fit: 'inside' }).raw().toBuffer();
      return null;
    case 'encode':
      return sharp(task.input, IMAGE_INPUT).autoOrient().resize({ width: task.width }).toFormat(task.format, ENCODING[task.format]).toBuffer();
  }
}

process.on('message', (message: ImageTaskMessage) => {
  run(message.task).then(
    (value) => process.send!({ id: message.id, ok: true, value } satisfies ImageAnswerMessage),
    (error: unknown) => process.send!({ id: message.id, ok: false, message: error instanceof Error ? error.message : String(error) } satisfies ImageAnswerMessage),
  );
});
// Without the server there is nobody to answer: a task under way is dropped with the process.
process.once('disconnect', () => process.exit(0));
