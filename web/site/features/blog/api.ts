import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/constants';
import { publicReadQuery } from '../../../shared/api-query';
import { useLanguage } from '../../../shared/i18n';
import { queryKeys } from '../../../shared/query-keys';

export const blogPostsQuery = () => publicReadQuery(queryKeys.blogPosts, { name: 'blogPosts', params: {} });

/** One post by slug (or id), in a language. */
export const blogPostQuery = (slug: string, language: Language) =>
  publicReadQuery(queryKeys.blogPostBySlug(slug, language), { name: 'blogPost', params: { slug, language } }, 'Failed to fetch blog post');

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
