import { z } from 'zod';
import { LIMITS } from '../limits';
import type { PublicationStatus } from '../publication';
import { publicationStatus } from './publication';
import { withProblem } from './field-problems';
import { displayOrder, imageList, imageUrl, optionalText, publishedAt, requiredText } from './common';

export const blogPostInputSchema = z.object({
  /** Empty means: generate from the English title. */
  slug: optionalText(LIMITS.slug).refine(
    (slug) => slug === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug),
    withProblem('invalid_slug', 'Use lower-case letters, digits and single hyphens'),
  ),
  category: requiredText(LIMITS.categoryName),
  titleEn: requiredText(LIMITS.shortText),
  titleAr: requiredText(LIMITS.shortText),
  excerptEn: requiredText(LIMITS.excerpt),
  excerptAr: requiredText(LIMITS.excerpt),
  contentEn: requiredText(LIMITS.longText),
  contentAr: requiredText(LIMITS.longText),
  image: imageUrl,
  additionalImages: imageList,
  displayOrder: displayOrder.default(0),
  publishedAt,
  /** Missing on a create: published (so the first API keeps working); missing on an update: unchanged. */
  status: publicationStatus.optional(),
});

export type BlogPostInput = z.input<typeof blogPostInputSchema>;

export interface BlogPost extends Omit<z.output<typeof blogPostInputSchema>, 'publishedAt' | 'status'> {
  id: number;
  publishedAt: string;
  status: PublicationStatus;
  createdAt: string;
  updatedAt: string;
}

export interface LocalizedBlogPost extends BlogPost {
  title: string;
  excerpt: string;
  content: string;
}
