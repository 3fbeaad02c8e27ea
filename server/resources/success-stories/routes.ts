import { successStoryInputSchema } from '../../../shared/schemas/success-story';
import type { AppDeps, AppRouter } from '../app-deps';
import { crudRoutesWithHistory } from '../revisions/routes';

export function successStoryRoutes(router: AppRouter, deps: AppDeps) {
  const { repositories, now } = deps;
  crudRoutesWithHistory(router, deps, {
    path: '/api/success-stories',
    repository: repositories.successStories,
    titleFields: ['nameEn', 'nameAr'],
    createSchema: successStoryInputSchema,
    prepare: async (input, _ctx, id) => ({
      ...input,
      publishedAt: input.publishedAt ?? (id ? (await repositories.successStories.get(id)).publishedAt : now().toISOString()),
    }),
  });
}
