import { API_ROUTES } from '@shared/api-routes';
import { serviceInputSchema } from '@shared/schemas/service';
import { crudRoutes } from '../crud-routes';
import type { AppDeps, AppRouter } from '../app-deps';

export function serviceRoutes(router: AppRouter, deps: AppDeps) {
  crudRoutes(router, deps, { routes: API_ROUTES.services, repository: deps.repositories.services, createSchema: serviceInputSchema });
}
