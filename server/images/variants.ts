import { VARIANT_FORMATS, variantWidths, type ImageVariants, type VariantFormat } from '@shared/images';
import type { ImageWork } from './image-work';

/** The formats a variant is made from: animated or vector pictures are left as they are. */
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

type VariantResult = { kind: 'made'; variants: ImageVariants; written: number } | { kind: 'skipped'; reason: string };

/** Where the variants of one original go: the storage writes each whole or not at all. */
export interface VariantTarget {
  exists(width: number, format: VariantFormat): Promise<boolean>;
  save(width: number, format: VariantFormat, bytes: Buffer): Promise<void>;
}

/**
 * Makes every variant of the `original` image that `target` lacks, in the image process. Checks `signal` between
 * variants so that a closing server waits for one encode at most. Throws when the image cannot be decoded (or the image
 * process dies).
 */
export async function makeVariants(work: ImageWork, original: Buffer, target: VariantTarget, signal: AbortSignal): Promise<VariantResult> {
  const header = await work.run({ kind: 'header', input: original, pixelLimit: true });
  if (!RASTER_FORMATS.has(header.format)) return { kind: 'skipped', reason: `${header.format} is not a raster photo format` };
  if (header.pages > 1) return { kind: 'skipped', reason: 'animated' };
  const { width, height } = header.oriented;
  const widths = variantWidths(width);
  let written = 0;
  for (const variantWidth of widths) {
    for (const format of VARIANT_FORMATS) {
      signal.throwIfAborted();
      if (await target.exists(variantWidth, format)) continue;
      const bytes = await work.run({ kind: 'encode', input: original, width: variantWidth, format });
      await target.save(variantWidth, format, bytes);
      written += 1;
    }
  }
  return { kind: 'made', variants: { width, height, widths, formats: [...VARIANT_FORMATS] }, written };
}
