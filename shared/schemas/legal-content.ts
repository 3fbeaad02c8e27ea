import { z } from 'zod';
import { LEGAL_TYPES } from '../constants';
import { LIMITS } from '../limits';
import { requiredText } from './common';

export const legalContentInputSchema = z.object({
  type: z.enum(LEGAL_TYPES, { error: `Must be one of ${LEGAL_TYPES.join(', ')}` }),
  title: requiredText(LIMITS.shortText),
  content: requiredText(LIMITS.longText),
  /** Ignored: the server records the signed-in admin. Accepted because the spec's editor sends it. */
  updatedBy: z.string().optional(),
});

export type LegalContentInput = z.input<typeof legalContentInputSchema>;

export interface LegalContent {
  id: number;
  type: (typeof LEGAL_TYPES)[number];
  title: string;
  content: string;
  lastUpdated: string;
  updatedBy: string;
}
