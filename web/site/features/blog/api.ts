import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/constants';
import type { BlogPost, LocalizedBlogPost } from '../../../../shared/schemas/blog-post';
import { apiQuery } from '../../../shared/api-query';
import { useLanguage } from '../../../shared/i18n';
import { queryKeys } from '../../../shared/query-keys';

export const blogPostsQuery = () => apiQuery<BlogPost[], typeof queryKeys.blogPosts>(queryKeys.blogPosts, '/api/blog-posts');

/** One post by slug (or id), in a language. */
export const blogPostQuery = (slug: string, language: Language) =>
  apiQuery<LocalizedBlogPost, ReturnType<typeof queryKeys.blogPostBySlug>>(
    queryKeys.blogPostBySlug(slug, language),
    `/api/blog-posts/slug/${encodeURIComponent(slug)}?lang=${language}`,
    'Failed to fetch blog post',
  );

export function useBlogPosts() {
  return useQuery(blogPostsQuery());
}

/** One post by slug (or id), in the current language. */
export function useBlogPost(slug: string) {
  const language = useLanguage();
  return useQuery({
    ...blogPostQuery(slug, language),
    // While the other language loads keep showing this post, never another one.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === slug ? previous : undefined),
  });
}
