import { z } from 'zod';
import { API_ROUTES } from '@shared/api-routes';
import type { Language } from '@shared/constants';
import { localize } from '@shared/localize';
import { PREVIEW_PARAM } from '@shared/publication';
import { blogPostInputSchema, type BlogPost } from '@shared/schemas/blog-post';
import { languageQuery } from '@shared/schemas/common';
import { paths } from '@shared/routes';
import { slugify } from '@shared/slugify';
import { publishingOf } from '../../content/publishing';
import { conflict, inUse } from '../../http/errors';
import { validate } from '../../http/validate';
import { previewLinkRoute } from '../preview-link-route';
import { crudRoutesWithRevisions } from '../revisions/routes';
import type { AppDeps, AppRouter } from '../app-deps';

export const BLOG_LOCALIZED_FIELDS = ['title', 'excerpt', 'content'] as const;

const slugParams = z.object({ slug: z.string() });
const postQuery = languageQuery.extend({ [PREVIEW_PARAM]: z.string().max(200).optional() });

/**
 * One post by slug (or id, for posts without one) with its texts in `lang`, when visitors may see it or `preview` is a
 * token that shows it; 404 otherwise, as for a post that does not exist.
 */
export async function blogPostBySlug({ repositories, previews }: Pick<AppDeps, 'repositories' | 'previews'>, slug: string, lang: Language, preview?: string) {
  const post = previews.shown('blog_post', await repositories.blogPosts.findBySlugOrId(slug), preview, 'Blog post');
  return localize(post, BLOG_LOCALIZED_FIELDS, lang);
}

export function blogPostRoutes(router: AppRouter, deps: AppDeps) {
  const { repositories, now } = deps;
  const posts = repositories.blogPosts;

  /** The first free slug among base, base-2, base-3... for generated slugs. */
  async function freeSlug(base: string, ownId?: number): Promise<string> {
    for (let suffix = 1; ; suffix += 1) {
      const candidate = suffix === 1 ? base : `${base}-${suffix}`;
      const holder = await posts.findBy({ slug: candidate });
      if (!holder || holder.id === ownId) return candidate;
    }
  }

  // Registered before the generic item route so that 'slug' is not read as an id.
  router.get(API_ROUTES.blogPosts.bySlug, validate({ params: slugParams, query: postQuery }), async (ctx) => {
    const { params, query } = ctx.input;
    ctx.body = await blogPostBySlug(deps, params.slug, query.lang, query[PREVIEW_PARAM]);
  });

  previewLinkRoute(router, deps, { routes: API_ROUTES.blogPosts, subject: 'blog_post', repository: posts, page: (post) => paths.blogPost({ id: post.id }) });

  crudRoutesWithRevisions(router, deps, {
    routes: API_ROUTES.blogPosts,
    repository: posts,
    titleFields: ['titleEn', 'titleAr'],
    // A category renamed (or deleted) since the revision: the post stays where it is, where a rename moved it.
    restoring: async (restored, current) =>
      restored.category === current.category || (await repositories.categories.findBy({ name: restored.category })) ? restored : { ...restored, category: current.category },
    createSchema: blogPostInputSchema,
    readOne: async (id, preview) => deps.previews.shown('blog_post', await posts.find(id), preview, 'Blog post'),
    prepare: async (input, _ctx, id) => {
      const existing: BlogPost | undefined = id ? await posts.get(id) : undefined;
      let slug = input.slug as string;
      if (slug) {
        const holder = await posts.findBy({ slug });
        if (holder && holder.id !== id) throw conflict('Another blog post already uses this slug', [inUse('slug')]);
      } else {
        slug = await freeSlug(slugify(input.titleEn as string) || 'post', id);
      }
      return { ...input, slug, ...publishingOf(input, existing, now()) };
    },
  });
}
