import { z } from 'zod';
import { LIMITS } from '../limits';
import { booleanFlag, optionalText, requiredText } from './common';

export const categoryInputSchema = z.object({
  /** The name blog posts refer to; defaults to the English name. */
  name: optionalText(LIMITS.categoryName),
  nameEn: requiredText(LIMITS.categoryName),
  nameAr: requiredText(LIMITS.categoryName),
  description: optionalText(LIMITS.excerpt),
  isActive: booleanFlag.default(true),
});

export const categoryUpdateSchema = z.object({
  name: categoryInputSchema.shape.name.unwrap().optional(),
  nameEn: requiredText(LIMITS.categoryName).optional(),
  nameAr: requiredText(LIMITS.categoryName).optional(),
  description: categoryInputSchema.shape.description.unwrap().optional(),
  isActive: booleanFlag.optional(),
});

export type CategoryInput = z.input<typeof categoryInputSchema>;

export interface Category extends z.output<typeof categoryInputSchema> {
  id: number;
  createdAt: string;
}
