import { successStoryInputSchema } from '../../../shared/schemas/success-story';
import { crudRoutes } from '../crud-routes';
import type { AppDeps, AppRouter } from '../app-deps';

export function successStoryRoutes(router: AppRouter, deps: AppDeps) {
  const { repositories, now } = deps;
  crudRoutes(router, deps, {
    path: '/api/success-stories',
    repository: repositories.successStories,
    createSchema: successStoryInputSchema,
    prepare: async (input, _ctx, id) => ({
      ...input,
      publishedAt: input.publishedAt ?? (id ? (await repositories.successStories.get(id)).publishedAt : now().toISOString()),
    }),
  });
}
