import { z } from 'zod';
import { PUBLICATION_STATUSES } from '../publication';

/** A post's or story's status as a write sends it. */
export const publicationStatus = z.enum(PUBLICATION_STATUSES, { error: `Must be one of: ${PUBLICATION_STATUSES.join(', ')}` });

/** `?status=all` on the lists: every item, drafts and scheduled ones too (signed in only). */
export const allStatusesQuery = z.object({ status: z.literal('all', { error: "Must be 'all'" }).optional() });
