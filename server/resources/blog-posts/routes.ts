import { z } from 'zod';
import type { Language } from '../../../shared/constants';
import { localize } from '../../../shared/localize';
import { blogPostInputSchema, type BlogPost } from '../../../shared/schemas/blog-post';
import { languageQuery } from '../../../shared/schemas/common';
import { slugify } from '../../../shared/slugify';
import { conflict, inUse, notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import type { Repositories } from '../repositories';
import { crudRoutesWithHistory } from '../revisions/routes';
import type { AppDeps, AppRouter } from '../app-deps';

export const BLOG_LOCALIZED_FIELDS = ['title', 'excerpt', 'content'] as const;


const slugParams = z.object({ slug: z.string() });

/** One post by slug (or id, for posts without one) with its texts in `lang`; 404 when there is none. */
export async function blogPostBySlug(repositories: Repositories, slug: string, lang: Language) {
  const post = await repositories.blogPosts.findBySlugOrId(slug);
  if (!post) throw notFound('Blog post');
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

  // Registered before the generic /:id route so that 'slug' is not read as an id.
  router.get('/api/blog-posts/slug/:slug', validate({ params: slugParams, query: languageQuery }), async (ctx) => {
    ctx.body = await blogPostBySlug(repositories, ctx.input.params.slug, ctx.input.query.lang);
  });

  crudRoutesWithHistory(router, deps, {
    path: '/api/blog-posts',
    repository: posts,
    titleFields: ['titleEn', 'titleAr'],
    createSchema: blogPostInputSchema,
    prepare: async (input, _ctx, id) => {
      const existing: BlogPost | undefined = id ? await posts.get(id) : undefined;
      let slug = input.slug as string;
      if (slug) {
        const holder = await posts.findBy({ slug });
        if (holder && holder.id !== id) throw conflict('Another blog post already uses this slug', [inUse('slug')]);
      } else {
        slug = await freeSlug(slugify(input.titleEn as string) || 'post', id);
      }
      return { ...input, slug, publishedAt: input.publishedAt ?? existing?.publishedAt ?? now().toISOString() };
    },
  });
}
