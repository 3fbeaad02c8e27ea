import { z } from 'zod';
import { LIMITS } from '../limits';
import { booleanFlag, displayOrder, optionalText, requiredText } from './common';

export const serviceInputSchema = z.object({
  nameEn: requiredText(LIMITS.name),
  nameAr: requiredText(LIMITS.name),
  descriptionEn: optionalText(LIMITS.excerpt),
  descriptionAr: optionalText(LIMITS.excerpt),
  /** An icon name such as heart, star or trophy. */
  icon: optionalText(LIMITS.icon),
  displayOrder: displayOrder.default(0),
  isActive: booleanFlag.default(true),
});

export type ServiceInput = z.input<typeof serviceInputSchema>;

export interface Service extends z.output<typeof serviceInputSchema> {
  id: number;
  createdAt: string;
}
