import { useQuery } from '@tanstack/react-query';
import type { Language } from '@shared/constants';
import { publicReadQuery } from '../../../shared/api-query';
import { queryKeys } from '../../../shared/query-keys';
import { useLanguage } from '../../components/site-text';

export const blogPostsQuery = () => publicReadQuery(queryKeys.blogPosts, { name: 'blogPosts', params: {} });

/** One post by slug (or id), in a language; `preview` is the token of a preview link. */
export const blogPostQuery = (slug: string, language: Language, preview?: string) =>
  publicReadQuery(
    queryKeys.blogPostBySlug(slug, language, preview),
    { name: 'blogPost', params: { slug, language, ...(preview === undefined ? {} : { preview }) } },
    'Failed to fetch blog post',
  );

export function useBlogPosts() {
  return useQuery(blogPostsQuery());
}

/** One post by slug (or id), in the current language; `preview` as for blogPostQuery. */
export function useBlogPost(slug: string, preview?: string) {
  const language = useLanguage();
  return useQuery({
    ...blogPostQuery(slug, language, preview),
    // While the other language loads keep showing this post, never another one.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === slug ? previous : undefined),
  });
}
