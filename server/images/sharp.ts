import type sharpFunction from 'sharp';
import type { SharpOptions } from 'sharp';
import { IMAGE_MAX_PIXELS } from '@shared/constants';

/**
 * sharp (and libvips behind it) loaded on first use, not at start: the server answers sooner. Images are read in the
 * background of a live server (and of every test server with demo content) on small machines: one libvips thread
 * keeps the work on one core, and no cache holds decoded images that are read once.
 */
export const loadSharp = (() => {
  let loading: Promise<typeof sharpFunction> | undefined;
  return () =>
    (loading ??= import('sharp').then((module) => {
      // Typed as a union for CommonJS interop; at run time the default export is the function either way.
      const sharp = module.default as typeof sharpFunction;
      sharp.concurrency(1);
      sharp.cache(false);
      return sharp;
    }));
})();

/** How every image is opened, for an upload's check and for its variants alike. */
export const IMAGE_INPUT: SharpOptions = {
  // A decompression bomb (a small file declaring a huge picture) is refused from its header, before decoding.
  limitInputPixels: IMAGE_MAX_PIXELS,
  // A cut-off file would give variants with a grey band, and is no image to keep.
  failOn: 'truncated',
};
