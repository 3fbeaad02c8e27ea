import { z } from 'zod';
import { LIMITS } from '../limits';
import { requiredText } from './common';

/** A free key/value text of the site (spec section 3). */
export const siteContentInputSchema = z.object({
  key: requiredText(LIMITS.siteContentKey),
  value: requiredText(LIMITS.longText),
});

export interface SiteContent extends z.output<typeof siteContentInputSchema> {
  id: number;
}
