import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Attribution } from '@shared/schemas/analytics';
import type { BookingStatus, BookingSummary, TimeInterval } from '@shared/schemas/booking';
import type { AuditSubject } from '../audit/changes';
import type { SecretBox } from '../auth/secret-box';
import type { Database } from '../db/connection';
import { toIso } from '../db/present';
import { readAttribution, storedAttribution } from '../analytics/attribution';

/** A booking as the server handles it and the practice sees it; the manage token's hash and seed never leave the table. */
export type Booking = BookingSummary;

export type NewBooking = Pick<Booking, 'typeId' | 'leadId' | 'start' | 'end' | 'name' | 'email' | 'phone' | 'message' | 'language'> & {
  /** The visit it was made in, when one was counted. */
  attribution?: Attribution | null;
};

type Row = Record<string, any>;

/** A booking in these states no longer holds its time: another visitor may book it. */
const RELEASED: readonly BookingStatus[] = ['cancelled', 'expired'];
const holdsTime = (status: BookingStatus) => !RELEASED.includes(status);

const present = (row: Row): Booking => ({
  id: row.id,
  typeId: row.typeId,
  leadId: row.leadId ?? null,
  start: toIso(row.startAt),
  end: toIso(row.endAt),
  status: row.status,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
  language: row.language,
  sequence: row.sequence,
  createdAt: toIso(row.createdAt),
  updatedAt: toIso(row.updatedAt),
});

/** The SHA-256 of a manage token, as stored. */
export const manageTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** What a booking's manage token is made for, as `box.derive` names it. */
const MANAGE_LINK = 'booking manage link';

/**
 * The one place the bookings table is read and written. A manage token is derived from a random seed with the key in
 * the data folder (`box.derive`): the database holds the seed and the token's SHA-256, never the token, so a copy of
 * the database alone gives no working link, while the e-mails that carry the link later (a reminder days after the
 * booking) can make it again.
 */
/**
 * The bookings table. `changed` is called once each write that may change which times are free (a booking stored, its
 * time or status changed, a hold settled) is committed, so that a reader starting then sees it (see freeTimes).
 */
export function bookingRepository(db: Database, now: () => Date, box: SecretBox, changed: () => void = () => {}) {
  /** Calls `changed` when what `connection` wrote is committed (or rolled back): at once outside a transaction. */
  const changedOnceCommitted = (connection: Knex) => {
    if (connection.isTransaction) (connection as Knex.Transaction).executionPromise.then(changed, changed);
    else changed();
  };

  /** The row of a new booking and its manage token (256 bits from a 128-bit random seed, stored as its hash). */
  const newRow = (booking: NewBooking, status: BookingStatus) => {
    const seed = randomBytes(16).toString('base64url');
    const token = box.derive(MANAGE_LINK, seed);
    const stamp = now().toISOString();
    const { start, end, attribution, ...rest } = booking;
    const row = {
      ...rest,
      attribution: storedAttribution(attribution),
      startAt: start,
      endAt: end,
      liveStart: holdsTime(status) ? start : null,
      status,
      manageTokenHash: manageTokenHash(token),
      manageTokenSeed: seed,
      createdAt: stamp,
      updatedAt: stamp,
    };
    return { row, token };
  };

  return {
    /** How the audit log names a booking, and what of it the practice changes: nothing the visitor wrote. */
    audit: { entity: 'booking', fields: ['status', 'start', 'end'], describe: (booking: Booking) => `Booking ${booking.id}` } satisfies AuditSubject<Booking>,

    /**
     * Makes the transactions that book take turns until `transaction` ends, so that each sees the bookings committed
     * before it. SQLite's writers always take turns; on PostgreSQL the table is locked against other bookers (a lock
     * that conflicts with itself and with inserts, but not with reads).
     */
    async takeTurn(transaction: Knex.Transaction): Promise<void> {
      if (transaction.client.config.client === 'pg') await transaction.raw('LOCK TABLE ?? IN SHARE ROW EXCLUSIVE MODE', ['bookings']);
    },

    /**
     * Stores a booking, confirmed or held until paid, and answers it with its manage token. Throws the driver's
     * unique-constraint error when another live booking holds that start.
     */
    async create(booking: NewBooking, connection: Knex, status: 'confirmed' | 'pending_payment' = 'confirmed'): Promise<{ booking: Booking; token: string }> {
      const { row, token } = newRow(booking, status);
      const [stored] = await connection('bookings').insert(row).returning('*');
      changedOnceCommitted(connection);
      return { booking: present(stored), token };
    },

    /** Records that the visitor agreed to WhatsApp messages about the booking at `number` (E.164), in `connection`. */
    async recordWhatsapp(id: number, number: string, consentAt: string, connection: Knex): Promise<void> {
      await connection('bookings').where({ id }).update({ whatsappNumber: number, whatsappConsentAt: consentAt });
    },

    /** The booking's WhatsApp number and when the visitor agreed, or nulls. */
    async whatsappOf(id: number, connection: Knex = db): Promise<{ number: string | null; consentAt: string | null }> {
      const row = await connection('bookings').where({ id }).first('whatsappNumber', 'whatsappConsentAt');
      return { number: row?.whatsappNumber ?? null, consentAt: row?.whatsappConsentAt ? toIso(row.whatsappConsentAt) : null };
    },

    /** The booking's manage token, made again from its seed; undefined when the key file it was made with is gone. */
    async manageToken(id: number): Promise<string | undefined> {
      const row = await db('bookings').where({ id }).first('manageTokenSeed', 'manageTokenHash');
      if (!row?.manageTokenSeed) return undefined;
      const token = box.derive(MANAGE_LINK, row.manageTokenSeed);
      return manageTokenHash(token) === row.manageTokenHash ? token : undefined;
    },

    /**
     * What `create` would answer (its id and shape) without keeping the booking: inserted as cancelled (so that it
     * holds no time) and deleted in one transaction, so that no reader sees it and its id is never given again.
     */
    async createDiscarded(booking: NewBooking): Promise<{ booking: Booking; token: string }> {
      return db.transaction(async (transaction) => {
        const { row, token } = newRow(booking, 'cancelled');
        const [stored] = await transaction('bookings').insert(row).returning('*');
        await transaction('bookings').where({ id: stored.id }).delete();
        return { booking: { ...present(stored), status: 'confirmed' }, token };
      });
    },

    /** The times of the bookings that hold theirs (not cancelled or expired) and overlap `from` to `to` (instants), but `except` that one. */
    async liveTimesBetween(from: Date, to: Date, connection: Knex = db, except?: number): Promise<TimeInterval[]> {
      const query = connection('bookings')
        .whereNotNull('liveStart')
        .where('startAt', '<', to.toISOString())
        .where('endAt', '>', from.toISOString())
        .select('startAt', 'endAt');
      if (except !== undefined) query.whereNot('id', except);
      const rows: Row[] = await query;
      return rows.map((row) => ({ start: toIso(row.startAt), end: toIso(row.endAt) }));
    },

    async find(id: number, connection: Knex = db): Promise<Booking | undefined> {
      const row = await connection('bookings').where({ id }).first();
      return row ? present(row) : undefined;
    },

    /** The booking a manage link's token opens, if any. */
    async findByToken(token: string, connection: Knex = db): Promise<Booking | undefined> {
      const row = await connection('bookings').where({ manageTokenHash: manageTokenHash(token) }).first();
      return row ? present(row) : undefined;
    },

    /** The bookings starting from `from` up to `to` (instants; `to` excluded), or every one of a lead; by start. */
    async list({ from, to, leadId, status }: { from?: Date; to?: Date; leadId?: number; status?: BookingStatus }): Promise<Booking[]> {
      const query = db('bookings').select('*').orderBy('startAt').orderBy('id');
      if (from) query.where('startAt', '>=', from.toISOString());
      if (to) query.where('startAt', '<', to.toISOString());
      if (leadId !== undefined) query.where({ leadId });
      if (status) query.where({ status });
      return (await query).map(present);
    },

    /**
     * Gives a booking a new time, or a new status, and counts the change in its sequence (as calendar invitations do).
     * A cancelled or expired booking lets its time go at once; a completed or missed one keeps holding it, and an expired
     * one confirmed after all takes it again. Throws the driver's unique-constraint error when another live booking holds
     * the start.
     */
    async change(id: number, change: { status: BookingStatus } | TimeInterval, connection: Knex): Promise<Booking> {
      const current = await connection('bookings').where({ id }).first('startAt', 'status');
      const time = 'start' in change ? { startAt: change.start, endAt: change.end } : {};
      const status = 'status' in change ? change.status : current.status;
      const [stored] = await connection('bookings')
        .where({ id })
        .update({
          ...time,
          status,
          liveStart: holdsTime(status) ? (time.startAt ?? current.startAt) : null,
          sequence: connection.raw('?? + 1', ['sequence']),
          updatedAt: now().toISOString(),
        })
        .returning('*');
      changedOnceCommitted(connection);
      return present(stored);
    },

    /**
     * A held booking settled by its payment: confirmed (taking its time again if it had let it go: the driver's
     * unique-constraint error when another live booking holds that start), or expired. Its sequence stays: no invitation
     * was sent for it before, and its e-mails queued while held are still about it.
     */
    async settle(id: number, status: 'confirmed' | 'expired', connection: Knex): Promise<Booking> {
      const current = await connection('bookings').where({ id }).first('startAt');
      const [stored] = await connection('bookings')
        .where({ id })
        .update({ status, liveStart: holdsTime(status) ? current.startAt : null, updatedAt: now().toISOString() })
        .returning('*');
      changedOnceCommitted(connection);
      return present(stored);
    },

    /** The attribution of the visit the booking was made in, or null. */
    async attribution(id: number): Promise<Attribution | null> {
      return readAttribution((await db('bookings').where({ id }).first('attribution'))?.attribution);
    },

    /** The attributions of the bookings `ids`, by id (null for none). */
    async attributions(ids: readonly number[]): Promise<Map<number, Attribution | null>> {
      const rows: Row[] = ids.length === 0 ? [] : await db('bookings').whereIn('id', [...new Set(ids)]).select('id', 'attribution');
      return new Map(rows.map((row) => [row.id, readAttribution(row.attribution)]));
    },

    /** The bookings made from `from` up to `to` (instants, `to` excluded), but those whose hold ran out unpaid: when, and their attribution. */
    async madeBetween(from: Date, to: Date): Promise<{ at: string; attribution: Attribution | null }[]> {
      const rows: Row[] = await db('bookings').where('createdAt', '>=', from.toISOString()).where('createdAt', '<', to.toISOString()).whereNot('status', 'expired').select('createdAt', 'attribution');
      return rows.map((row) => ({ at: toIso(row.createdAt), attribution: readAttribution(row.attribution) }));
    },

    /** True when any booking, in any state, is of that consultation type. */
    async anyOfType(typeId: number, connection: Knex = db): Promise<boolean> {
      return (await connection('bookings').where({ typeId }).first('id')) !== undefined;
    },
  };
}

export type BookingRepository = ReturnType<typeof bookingRepository>;
