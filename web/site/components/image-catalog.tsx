import { createContext, useContext, type ReactNode } from 'react';
import type { ImageVariants } from '@shared/images';

/** The resized variants of the image at a source, if the server made any. */
export interface ImageCatalog {
  variantsOf(src: string): ImageVariants | undefined;
}

export const ImageCatalogContext = createContext<ImageCatalog>({ variantsOf: () => undefined });

/** The catalog of `variants` by source. */
export const imageCatalog = (variants: Record<string, ImageVariants>): ImageCatalog => ({
  variantsOf: (src) => (Object.hasOwn(variants, src) ? variants[src] : undefined),
});

/**
 * The image catalog the pictures below draw their variants from: the whole catalog on the server, the images an
 * island draws in the browser (the server notes which: see Island).
 */
export function ImageCatalogProvider({ catalog, children }: { catalog: ImageCatalog; children: ReactNode }) {
  return <ImageCatalogContext.Provider value={catalog}>{children}</ImageCatalogContext.Provider>;
}

/** The resized variants of the image at `src`, or undefined when it has none. */
export const useImageVariants = (src: string): ImageVariants | undefined => useContext(ImageCatalogContext).variantsOf(src);

/** Asks for the variants of every one of `sources` now, so that an island drawing them later (a gallery's next slide) has them. */
export function useImageVariantsOfAll(sources: readonly string[]) {
  const { variantsOf } = useContext(ImageCatalogContext);
  for (const src of sources) variantsOf(src);
}
