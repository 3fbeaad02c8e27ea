import { z } from 'zod';

/** GET /api/booking/types: `?all=true` (signed in only) lists the inactive types too. */
export const typeListQuerySchema = z.object({
  all: z
    .enum(['true', 'false'], { error: 'Must be true or false' })
    .optional()
    .transform((all) => all === 'true'),
});
