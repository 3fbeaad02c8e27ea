import { z } from 'zod';
import { LIMITS } from '../limits';
import { optionalImageUrl, optionalText, requiredText } from './common';

export const heroContentInputSchema = z.object({
  titleEn: requiredText(LIMITS.shortText),
  titleAr: requiredText(LIMITS.shortText),
  subtitleEn: requiredText(LIMITS.excerpt),
  subtitleAr: requiredText(LIMITS.excerpt),
  ctaButtonTextEn: requiredText(LIMITS.name).default('Get Started'),
  ctaButtonTextAr: requiredText(LIMITS.name).default('ابدأ الآن'),
  /** An existing url; a newly uploaded file replaces it. */
  backgroundImage: optionalImageUrl,
  /** What the practice's own picture shows, read to whoever cannot see it; empty when it only decorates. */
  imageAltEn: optionalText(LIMITS.imageAlt),
  imageAltAr: optionalText(LIMITS.imageAlt),
});

export type HeroContentInput = z.input<typeof heroContentInputSchema>;

export interface HeroContent extends z.output<typeof heroContentInputSchema> {
  id: number;
  updatedAt: string;
}

export interface LocalizedHeroContent extends HeroContent {
  title: string;
  subtitle: string;
  ctaButtonText: string;
}
