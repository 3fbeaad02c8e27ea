import { publicReadQuery } from '../../shared/api-query';
import { queryKeys } from '../../shared/query-keys';

/** The image catalog as react-query options: what every public page's images are drawn from (the renderer fills it too). */
export const imagesQuery = () => publicReadQuery(queryKeys.images, { name: 'images', params: {} });
