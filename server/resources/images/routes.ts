import { API_ROUTES } from '@shared/api-routes';
import type { AppDeps, AppRouter } from '../app-deps';

/** The image catalog: for each upload that has resized variants, its size and the widths and formats made. */
export function imageRoutes(router: AppRouter, { images }: AppDeps) {
  router.get(API_ROUTES.site.images, async (ctx) => {
    ctx.body = await images.catalog();
  });
}
