import { categoryInputSchema, categoryUpdateSchema } from '../../../shared/schemas/category';
import { crudRoutes } from '../crud-routes';
import type { AppDeps, AppRouter } from '../app-deps';

export function categoryRoutes(router: AppRouter, deps: AppDeps) {
  crudRoutes(router, deps, {
    path: '/api/categories',
    repository: deps.repositories.categories,
    createSchema: categoryInputSchema,
    updateSchema: () => categoryUpdateSchema,
    updateMethod: 'patch',
    // Posts name their category; a category without its own name goes by its English one.
    prepare: (input, _ctx, id) => (id === undefined && !input.name ? { ...input, name: input.nameEn } : input),
    afterUpdate: async (before, after, trx) => {
      if (before.name !== after.name) await trx('blogPosts').where({ category: before.name }).update({ category: after.name });
    },
  });
}
