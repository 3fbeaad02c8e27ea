import type { Language } from '@shared/constants';
import { paths } from '@shared/routes';
import { sortByPublished } from '@shared/search';
import { localizedText } from '../shared/localized-text';
import { categoriesQuery, categoryLabel } from '../site/api/categories';
import { blogPostsQuery } from '../site/features/blog/api';
import type { ReadAnswerer } from './public-page';
import { markdownToHtml } from './markdown-html';

/** How many of the newest posts a feed carries. */
export const FEED_SIZE = 20;

/** A post as a feed item carries it, in one language: its texts, and its content as the post's page renders it. */
export interface FeedPost {
  /** The post's page (site-relative). */
  path: string;
  title: string;
  excerpt: string;
  category: string;
  publishedAt: string;
  /** The content as HTML, made by the components that show it on the post's page. */
  contentHtml: string;
}

/**
 * The newest posts in `language`, read through the blog list's own read (so that whatever the list leaves out, the
 * feed leaves out too), newest first.
 */
export async function blogFeedPosts(answer: ReadAnswerer, language: Language): Promise<FeedPost[]> {
  const [posts, categories] = await Promise.all([answer(blogPostsQuery()), answer(categoriesQuery())]);
  return sortByPublished(posts, 'newest')
    .slice(0, FEED_SIZE)
    .map((post) => ({
      path: paths.blogPost(post),
      title: localizedText(post, 'title', language),
      excerpt: localizedText(post, 'excerpt', language),
      category: categoryLabel(categories, post.category, language),
      publishedAt: post.publishedAt,
      contentHtml: markdownToHtml(localizedText(post, 'content', language)),
    }));
}
