import { API_ROUTES } from '@shared/api-routes';
import { categoryInputSchema, categoryUpdateSchema } from '@shared/schemas/category';
import { auditedTable } from '../../tables/audited-table';
import { crudRoutes } from '../crud-routes';
import type { AppDeps, AppRouter } from '../app-deps';

export function categoryRoutes(router: AppRouter, deps: AppDeps) {
  const posts = deps.repositories.blogPosts;
  crudRoutes(router, deps, {
    routes: API_ROUTES.categories,
    repository: deps.repositories.categories,
    createSchema: categoryInputSchema,
    updateSchema: () => categoryUpdateSchema,
    updateMethod: 'patch',
    // Posts name their category; a category without its own name goes by its English one.
    prepare: (input, _ctx, id) => (id === undefined && !input.name ? { ...input, name: input.nameEn } : input),
    // A rename moves its posts with it, each recorded as that post's update by the admin who renamed the category.
    afterUpdate: async (before, after, write) => {
      if (before.name === after.name) return;
      const renamed = auditedTable(posts, write);
      for (const id of await posts.idsWhere({ category: before.name }, write.trx)) await renamed.update(id, { category: after.name });
    },
  });
}
