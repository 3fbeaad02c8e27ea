import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { SecretBox } from '../auth/secret-box';
import type { Database } from '../db/connection';
import { notFound } from '../http/errors';
import { bookingEventUid, calendarFeed, type FeedEvent } from './calendar-file';
import { manageTokenHash as tokenHash, type BookingRepository } from './bookings';
import type { ConsultationType } from '@shared/schemas/booking';
import { paths } from '@shared/routes';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a feed's token is made for, as `box.derive` names it. */
const CALENDAR_FEED = 'calendar feed';

/** How far back the feed reaches, so that a subscribed calendar keeps the recent past rather than dropping it. */
const PAST_DAYS = 30;

interface CalendarFeedsOptions {
  db: Database;
  box: SecretBox;
  bookings: BookingRepository;
  /** Every consultation type, active or not: a booking keeps the type it was made for. */
  types: () => Promise<ConsultationType[]>;
  now: () => Date;
}

/**
 * Each admin's private address of a calendar of the bookings, for Google Calendar, Apple Calendar or Outlook to
 * subscribe to. The address holds a random token; renewing it makes the old one fail from then on.
 */
export function calendarFeeds({ db, box, bookings, types, now }: CalendarFeedsOptions) {
  async function issue(adminId: number, connection: Knex): Promise<string> {
    const seed = randomBytes(16).toString('base64url');
    const token = box.derive(CALENDAR_FEED, seed);
    await connection('calendarFeeds').where({ adminUserId: adminId }).delete();
    await connection('calendarFeeds').insert({ adminUserId: adminId, tokenHash: tokenHash(token), tokenSeed: seed, createdAt: now().toISOString() });
    return token;
  }

  return {
    /** The admin's feed token: the one they have, or a first one (also when the key file theirs was made with is gone). */
    async tokenOf(adminId: number): Promise<string> {
      const row = await db('calendarFeeds').where({ adminUserId: adminId }).first('tokenSeed', 'tokenHash');
      const token = row ? box.derive(CALENDAR_FEED, row.tokenSeed) : undefined;
      return token && tokenHash(token) === row.tokenHash ? token : db.transaction((transaction) => issue(adminId, transaction));
    },

    /** A new token for the admin, in `connection` (the audited write's); the old one is refused from then on. */
    renew: issue,

    /**
     * The feed a token opens (a 404 for any other): the bookings that are not cancelled, from 30 days ago on, times in
     * UTC, each linking to the booking in the dashboard at `siteUrl`. Each event keeps its booking's UID and sequence,
     * so a move updates the event rather than adding one, and is stamped with the booking's last change, so that the
     * same bookings give the same text at every fetch.
     */
    async feed(token: string, siteUrl: string): Promise<string> {
      const owner = await db('calendarFeeds').where({ tokenHash: tokenHash(token) }).first('id');
      if (!owner) throw notFound('Calendar feed');
      const typesById = new Map((await types()).map((type) => [type.id, type]));
      const coming = await bookings.list({ from: new Date(now().getTime() - PAST_DAYS * DAY_MS) });
      const events: FeedEvent[] = coming
        // Only what will take place: a time held for payment shows once it is paid.
        .filter((booking) => !(['cancelled', 'expired', 'pending_payment'] as const).some((status) => status === booking.status))
        .map((booking) => {
          const type = typesById.get(booking.typeId);
          return {
            uid: bookingEventUid(booking.id, siteUrl),
            sequence: booking.sequence,
            start: booking.start,
            end: booking.end,
            summary: `${booking.name} · ${type?.nameEn ?? 'Consultation'}`,
            description: [type ? `${type.nameEn} / ${type.nameAr}` : '', booking.email, booking.phone, booking.message].filter(Boolean).join('\n'),
            location: type?.locationEn || undefined,
            url: `${siteUrl}${paths.adminBooking(booking.id)}`,
            lastChanged: booking.updatedAt,
          };
        });
      return calendarFeed({ name: 'DietBar bookings', events });
    },
  };
}

export type CalendarFeeds = ReturnType<typeof calendarFeeds>;
