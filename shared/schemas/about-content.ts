import { z } from 'zod';
import { LIMITS } from '../limits';
import { optionalImageUrl, requiredText } from './common';

export const aboutContentInputSchema = z.object({
  titleEn: requiredText(LIMITS.shortText),
  titleAr: requiredText(LIMITS.shortText),
  contentEn: requiredText(LIMITS.longText),
  contentAr: requiredText(LIMITS.longText),
  /** An existing url; a newly uploaded file replaces it. */
  image: optionalImageUrl,
});

export type AboutContentInput = z.input<typeof aboutContentInputSchema>;

export interface AboutContent extends z.output<typeof aboutContentInputSchema> {
  id: number;
  updatedAt: string;
}

export interface LocalizedAboutContent extends AboutContent {
  title: string;
  content: string;
}
