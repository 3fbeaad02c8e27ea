import { apiPaths } from '@shared/api-routes';
import type { BlogPost, BlogPostInput } from '@shared/schemas/blog-post';
import type { PublishingSubject } from '../publishing/api';
import { useCrudMutations } from '../../api/crud';

/** Blog posts as their revisions, autosaves and publishing actions name them. */
export const BLOG_POSTS = { paths: apiPaths.blogPosts, resource: 'blogPosts' } as const satisfies PublishingSubject;

export const useBlogMutations = () => useCrudMutations<BlogPostInput, BlogPost>({ ...BLOG_POSTS, messages: 'blogs.toast' });
