import fs from 'node:fs/promises';
import { setImmediate as yieldToEvents } from 'node:timers/promises';
import { VARIANT_FORMATS, variantWidths, type ImageVariants, type VariantFormat } from '../../shared/images';
import { writeFileAtomically } from '../durability/atomic-write';
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

/**
 * Makes every variant of the original `file` that is missing, each written under a temporary name, flushed and renamed
 * into place (a half-written file is never served, nor left under its name by a crash or a power cut). `target` names
 * the file of a variant. Checks `signal` between variants so that a closing server waits for one encode at most.
 * Throws when the image cannot be decoded.
 */
export async function makeVariants(
  file: string,
  target: (width: number, format: VariantFormat) => string,
  signal: AbortSignal,
): Promise<VariantResult> {
  const sharp = await loadSharp();
  const metadata = await sharp(file, IMAGE_INPUT).metadata();
  if (!RASTER_FORMATS.has(metadata.format)) return { kind: 'skipped', reason: `${metadata.format} is not a raster photo format` };
  if ((metadata.pages ?? 1) > 1) return { kind: 'skipped', reason: 'animated' };
  const { width, height } = metadata.autoOrient;
  const widths = variantWidths(width);
  let written = 0;
  for (const variantWidth of widths) {
    for (const format of VARIANT_FORMATS) {
      signal.throwIfAborted();
      const destination = target(variantWidth, format);
      if (await exists(destination)) continue;
      await writeFileAtomically(destination, (temporary) =>
        sharp(file, IMAGE_INPUT).autoOrient().resize({ width: variantWidth }).toFormat(format, ENCODING[format]).toFile(temporary),
      );
      written += 1;
      // Let the server answer requests between encodes.
      await yieldToEvents();
    }
  }
  return { kind: 'made', variants: { width, height, widths, formats: [...VARIANT_FORMATS] }, written };
}

async function exists(file: string) {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
