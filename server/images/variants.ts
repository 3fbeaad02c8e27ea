import { setImmediate as yieldToEvents } from 'node:timers/promises';
import { VARIANT_FORMATS, variantWidths, type ImageVariants, type VariantFormat } from '@shared/images';
import { IMAGE_INPUT, loadSharp } from './sharp';

/**
 * The qualities usual for photographs on the web (the phone-width hero stays far under 60 KB) at a low effort: AVIF's
 * effort 2 encodes about four times faster than its default for a few percent more bytes.
 */
const ENCODING = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
} satisfies Record<VariantFormat, object>;

/** The formats a variant is made from: animated or vector pictures are left as they are. */
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

type VariantResult = { kind: 'made'; variants: ImageVariants; written: number } | { kind: 'skipped'; reason: string };

/** Where the variants of one original go: the storage writes each whole or not at all. */
export interface VariantTarget {
  exists(width: number, format: VariantFormat): Promise<boolean>;
  save(width: number, format: VariantFormat, bytes: Buffer): Promise<void>;
}

/**
 * Makes every variant of the `original` image that `target` lacks. Checks `signal` between variants so that a closing
 * server waits for one encode at most. Throws when the image cannot be decoded.
 */
export async function makeVariants(original: Buffer, target: VariantTarget, signal: AbortSignal): Promise<VariantResult> {
  const sharp = await loadSharp();
  const metadata = await sharp(original, IMAGE_INPUT).metadata();
  if (!RASTER_FORMATS.has(metadata.format)) return { kind: 'skipped', reason: `${metadata.format} is not a raster photo format` };
  if ((metadata.pages ?? 1) > 1) return { kind: 'skipped', reason: 'animated' };
  const { width, height } = metadata.autoOrient;
  const widths = variantWidths(width);
  let written = 0;
  for (const variantWidth of widths) {
    for (const format of VARIANT_FORMATS) {
      signal.throwIfAborted();
      if (await target.exists(variantWidth, format)) continue;
      const bytes = await sharp(original, IMAGE_INPUT).autoOrient().resize({ width: variantWidth }).toFormat(format, ENCODING[format]).toBuffer();
      await target.save(variantWidth, format, bytes);
      written += 1;
      // Let the server answer requests between encodes.
      await yieldToEvents();
    }
  }
  return { kind: 'made', variants: { width, height, widths, formats: [...VARIANT_FORMATS] }, written };
}
