import type { BlogPost, BlogPostInput } from '../../../../shared/schemas/blog-post';
import type { PublishingSubject } from '../publishing/api';
import { useCrudMutations } from '../../api/crud';

/** Blog posts as their revisions, autosaves and publishing actions name them. */
export const BLOG_POSTS = { path: '/api/blog-posts', resource: 'blogPosts' } as const satisfies PublishingSubject;

export const useBlogMutations = () => useCrudMutations<BlogPostInput, BlogPost>({ ...BLOG_POSTS, messages: 'blogs.toast' });
