import { useQuery } from '@tanstack/react-query';
import type { BlogPost, LocalizedBlogPost } from '../../../../shared/schemas/blog-post';
import { api } from '../../../shared/api-client';
import { useLanguage } from '../../../shared/i18n';
import { queryKeys } from '../../../shared/query-keys';

export function useBlogPosts() {
  return useQuery({
    queryKey: queryKeys.blogPosts,
    queryFn: ({ signal }) => api.get<BlogPost[]>('/api/blog-posts', signal),
  });
}

/** One post by slug (or id), in the current language. */
export function useBlogPost(slug: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: queryKeys.blogPostBySlug(slug, language),
    queryFn: ({ signal }) =>
      api
        .get<LocalizedBlogPost>(`/api/blog-posts/slug/${encodeURIComponent(slug)}?lang=${language}`, signal)
        .catch((error: unknown) => {
          throw new Error('Failed to fetch blog post', { cause: error });
        }),
    // While the other language loads keep showing this post, never another one.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === slug ? previous : undefined),
  });
}
