import { z } from 'zod';
import { queryFlag } from '@shared/schemas/common';

/** GET /api/booking/types: `?all=true` (signed in only) lists the inactive types too. */
export const typeListQuerySchema = z.object({ all: queryFlag });

/** A manage link's token: any text is looked up by its hash, and one that opens no booking is a 404. */
export const manageTokenParams = z.object({ token: z.string() });

/** GET /api/booking/calendar.ics?token=…: the feed's token, and whatever else a calendar app appends. */
export const calendarFeedQuerySchema = z.object({ token: z.string({ error: 'Give the feed token' }) });
