import { API_ROUTES } from '@shared/api-routes';
import { packageInputSchema, packagePopularSchema } from '@shared/schemas/package';
import { crudRoutes } from '../crud-routes';
import type { AppDeps, AppRouter } from '../app-deps';

const isPopularToggle = (body: unknown) =>
  typeof body === 'object' && body !== null && Object.keys(body).length === 1 && 'isPopular' in body;

export function packageRoutes(router: AppRouter, deps: AppDeps) {
  crudRoutes(router, deps, {
    routes: API_ROUTES.packages,
    repository: deps.repositories.packages,
    createSchema: packageInputSchema,
    // The list's star button sends only {isPopular}; the editor sends the whole package.
    updateSchema: (body) => (isPopularToggle(body) ? packagePopularSchema : packageInputSchema),
  });
}
