import { useQuery } from '@tanstack/react-query';
import type { ImageVariants } from '@shared/images';
import { publicReadQuery } from '../../shared/api-query';
import { queryKeys } from '../../shared/query-keys';

/** The image catalog as react-query options: what every public page's images are drawn from (the renderer fills it too). */
export const imagesQuery = () => publicReadQuery(queryKeys.images, { name: 'images', params: {} });

/** The resized variants of the image at `src`, or undefined while the catalog loads or when it has none. */
export function useImageVariants(src: string): ImageVariants | undefined {
  return useQuery({ ...imagesQuery(), select: (catalog) => catalog[src] }).data;
}
