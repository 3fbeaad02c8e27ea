import { serviceInputSchema } from '../../../shared/schemas/service';
import type { AppDeps, AppRouter } from '../../http/context';
import { crudRoutes } from '../crud-routes';

export function serviceRoutes(router: AppRouter, { repositories }: AppDeps) {
  crudRoutes(router, { path: '/api/services', repository: repositories.services, createSchema: serviceInputSchema });
}
