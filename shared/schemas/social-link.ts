import { z } from 'zod';
import { LIMITS } from '../limits';
import { isSafeLink } from '../safe-urls';
import { booleanFlag, requiredText } from './common';
import { withProblem } from './field-problems';

export const socialLinkInputSchema = z.object({
  platform: requiredText(LIMITS.platform).transform((platform) => platform.toLowerCase()),
  /** wa.me for WhatsApp, mailto: for email: only addresses a page may render as a live link. */
  url: requiredText(LIMITS.url).refine(isSafeLink, withProblem('invalid_link', 'Must be an http(s), mailto: or tel: link')),
  isActive: booleanFlag.default(true),
});

export type SocialLinkInput = z.input<typeof socialLinkInputSchema>;

export interface SocialLink extends z.output<typeof socialLinkInputSchema> {
  id: number;
  updatedAt: string;
}
