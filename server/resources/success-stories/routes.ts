import { API_ROUTES } from '@shared/api-routes';
import { paths } from '@shared/routes';
import { successStoryInputSchema, type SuccessStory } from '@shared/schemas/success-story';
import { publishingOf } from '../../content/publishing';
import { previewLinkRoute } from '../preview-link-route';
import type { AppDeps, AppRouter } from '../app-deps';
import { crudRoutesWithRevisions } from '../revisions/routes';

/** One story when visitors may see it or `preview` is a token that shows it; 404 otherwise, as for a story that does not exist. */
export async function successStoryById({ repositories, previews }: Pick<AppDeps, 'repositories' | 'previews'>, id: number, preview?: string) {
  return previews.shown('success_story', await repositories.successStories.find(id), preview, 'Success story');
}

export function successStoryRoutes(router: AppRouter, deps: AppDeps) {
  const { repositories, now } = deps;
  const stories = repositories.successStories;
  previewLinkRoute(router, deps, { routes: API_ROUTES.successStories, subject: 'success_story', repository: stories, page: (story) => paths.successStory(story.id) });
  crudRoutesWithRevisions(router, deps, {
    routes: API_ROUTES.successStories,
    repository: stories,
    titleFields: ['nameEn', 'nameAr'],
    createSchema: successStoryInputSchema,
    readOne: (id, preview) => successStoryById(deps, id, preview),
    prepare: async (input, _ctx, id) => {
      const existing: SuccessStory | undefined = id ? await stories.get(id) : undefined;
      return { ...input, ...publishingOf(input, existing, now()) };
    },
  });
}
