import { serviceInputSchema } from '../../../shared/schemas/service';
import type { AppDeps, AppRouter } from '../app-deps';
import { crudRoutes } from '../crud-routes';

export function serviceRoutes(router: AppRouter, deps: AppDeps) {
  crudRoutes(router, deps, { path: '/api/services', repository: deps.repositories.services, createSchema: serviceInputSchema });
}
