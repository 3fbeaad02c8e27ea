import { serviceInputSchema } from '../../../shared/schemas/service';
import { crudRoutes } from '../crud-routes';
import type { AppDeps, AppRouter } from '../app-deps';

export function serviceRoutes(router: AppRouter, deps: AppDeps) {
  crudRoutes(router, deps, { path: '/api/services', repository: deps.repositories.services, createSchema: serviceInputSchema });
}
