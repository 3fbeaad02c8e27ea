// Responsive images: the resized copies (variants) the server makes of every uploaded raster image, and how a page
// names them in srcset. Pure, so that the server writes the very files the pages ask for.

/** Widths, in pixels, of the variants made of each image (only those no wider than the image itself). */
const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** The formats every variant is written in, best first (a page offers them in this order). */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;

export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** The Content-Type of each variant format (the `type` of a `<source>`). */
export const VARIANT_MIME_TYPES: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** What the server made of one original image. */
export interface ImageVariants {
  /** The original's size in pixels, as shown (after its EXIF rotation). */
  width: number;
  height: number;
  /** The widths made, ascending. */
  widths: number[];
  formats: VariantFormat[];
}

/** Every image that has variants, keyed by the original's public path (`/uploads/abc.jpg`). */
export type ImageCatalog = Record<string, ImageVariants>;

/** The variant widths for an original `width` pixels wide: never wider than the original. */
export function variantWidths(width: number): number[] {
  return VARIANT_WIDTHS.filter((candidate) => candidate <= width);
}

/** Where a variant of the original at `path` is served: `/uploads/abc.jpg` at 640 in AVIF is `/uploads/variants/abc-640.avif`. */
export function variantUrl(path: string, width: number, format: VariantFormat): string {
  const slash = path.lastIndexOf('/');
  const name = path.slice(slash + 1);
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return `${path.slice(0, slash)}/variants/${stem}-${width}.${format}`;
}

/**
 * The srcset of the original at `path` in one format: each variant at its width and, when the original is wider than
 * the largest variant (a 1200 px image has variants up to 960), the original itself at its own width, so that a wide
 * or high-density screen is never left with an upscaled 960 px copy. Browsers decode by the bytes, not the declared
 * type, so the original may stand in a `<source type="image/avif">` list. Empty when that format was not made.
 */
export function srcSet(path: string, variants: ImageVariants, format: VariantFormat): string {
  if (!variants.formats.includes(format) || variants.widths.length === 0) return '';
  const candidates = variants.widths.map((width) => `${variantUrl(path, width, format)} ${width}w`);
  if (variants.width > Math.max(...variants.widths)) candidates.push(`${path} ${variants.width}w`);
  return candidates.join(', ');
}
