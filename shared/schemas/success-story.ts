import { z } from 'zod';
import { LIMITS } from '../limits';
import type { PublicationStatus } from '../publication';
import { publicationStatus } from './publication';
import { displayOrder, imageList, imageUrl, optionalImageUrl, optionalText, publishedAt, requiredText } from './common';

export const successStoryInputSchema = z.object({
  name: optionalText(LIMITS.name),
  nameEn: requiredText(LIMITS.name),
  nameAr: requiredText(LIMITS.name),
  achievement: optionalText(LIMITS.shortText),
  achievementEn: requiredText(LIMITS.shortText),
  achievementAr: requiredText(LIMITS.shortText),
  excerpt: optionalText(LIMITS.excerpt),
  excerptEn: requiredText(LIMITS.excerpt),
  excerptAr: requiredText(LIMITS.excerpt),
  fullStory: optionalText(LIMITS.longText),
  fullStoryEn: requiredText(LIMITS.longText),
  fullStoryAr: requiredText(LIMITS.longText),
  image: imageUrl,
  beforeImage: optionalImageUrl,
  afterImage: optionalImageUrl,
  additionalImages: imageList,
  displayOrder: displayOrder.default(0),
  publishedAt,
  /** Missing on a create: published (so the first API keeps working); missing on an update: unchanged. */
  status: publicationStatus.optional(),
});

export type SuccessStoryInput = z.input<typeof successStoryInputSchema>;

export interface SuccessStory extends Omit<z.output<typeof successStoryInputSchema>, 'publishedAt' | 'status'> {
  id: number;
  publishedAt: string;
  status: PublicationStatus;
  createdAt: string;
  updatedAt: string;
}

export interface LocalizedSuccessStory extends SuccessStory {
  /** The current language's name, achievement, excerpt and story (legacy fields overwritten). */
  name: string;
  achievement: string;
  excerpt: string;
  fullStory: string;
}
