import { z } from 'zod';
import { PACKAGE_ICONS } from '../constants';
import { LIMITS } from '../limits';
import { booleanFlag, displayOrder, optionalText, requiredText } from './common';
import { withProblem } from './field-problems';

const featureList = z
  .array(requiredText(LIMITS.feature))
  // A refinement rather than min(1), so that the problem carries its own code.
  .refine((features) => features.length > 0, withProblem('at_least_one_feature', 'Add at least one feature'))
  .max(LIMITS.features, { error: `At most ${LIMITS.features} features` });

export const packageInputSchema = z.object({
  nameEn: requiredText(LIMITS.name),
  nameAr: requiredText(LIMITS.name),
  descriptionEn: optionalText(LIMITS.excerpt),
  descriptionAr: optionalText(LIMITS.excerpt),
  featuresEn: featureList,
  featuresAr: featureList,
  price: requiredText(LIMITS.price),
  icon: z.enum(PACKAGE_ICONS, { error: `Must be one of ${PACKAGE_ICONS.join(', ')}` }),
  isPopular: booleanFlag.default(false),
  displayOrder: displayOrder.default(0),
});

/** The list's star button sends only this. */
export const packagePopularSchema = z.strictObject({ isPopular: booleanFlag });

export type PackageInput = z.input<typeof packageInputSchema>;

export interface Package extends z.output<typeof packageInputSchema> {
  id: number;
  createdAt: string;
  updatedAt: string;
}

/** A package as the landing page sends it: the current language's fields beside the En/Ar ones. */
export interface LocalizedPackage extends Package {
  name: string;
  description: string;
  features: string[];
}
