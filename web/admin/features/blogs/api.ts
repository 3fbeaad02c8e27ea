import type { BlogPost, BlogPostInput } from '../../../../shared/schemas/blog-post';
import { useCrudMutations } from '../../api/crud';

export const useBlogMutations = () =>
  useCrudMutations<BlogPostInput, BlogPost>({ resource: 'blogPosts', path: '/api/blog-posts', messages: 'blogs.toast' });
