import { apiPaths } from '@shared/api-routes';
import type { Category, CategoryInput } from '@shared/schemas/category';
import { useCrudMutations } from '../../api/crud';

/** Category changes show the server's message when it sent one, and refresh the posts that name them. */
export const useCategoryMutations = () =>
  useCrudMutations<CategoryInput, Category>({
    resource: 'categories',
    paths: apiPaths.categories,
    messages: 'categories.toast',
    updateMethod: 'PATCH',
    preferServerMessage: true,
    alsoInvalidates: ['blogPosts'],
  });
