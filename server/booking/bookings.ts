import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Language } from '../../shared/constants';
import type { BookingStatus, TimeInterval } from '../../shared/schemas/booking';
import type { SecretBox } from '../auth/secret-box';
import type { Database } from '../db/connection';
import { toIso } from '../db/present';

/** A booking as the server handles it; the manage token's hash and its sealed copy never leave the table. */
export interface Booking extends TimeInterval {
  id: number;
  typeId: number;
  leadId: number | null;
  status: BookingStatus;
  name: string;
  email: string;
  phone: string;
  message: string;
  language: Language;
  sequence: number;
  createdAt: string;
  updatedAt: string;
}

export type NewBooking = Pick<Booking, 'typeId' | 'leadId' | 'start' | 'end' | 'name' | 'email' | 'phone' | 'message' | 'language'>;

type Row = Record<string, any>;

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

/**
 * The one place the bookings table is read and written. `box` seals each manage token for the e-mails that carry the
 * link later (a reminder days after the booking): the database holds the token's hash and that sealed copy, whose key
 * is in the data folder, so a copy of the database alone gives no working link.
 */
export function bookingRepository(db: Database, now: () => Date, box: SecretBox) {
  /** The row of a new booking and its manage token (32 random bytes, stored as its hash and sealed). */
  const newRow = (booking: NewBooking, status: BookingStatus) => {
    const token = randomBytes(32).toString('base64url');
    const stamp = now().toISOString();
    const { start, end, ...rest } = booking;
    const row = {
      ...rest,
      startAt: start,
      endAt: end,
      liveStart: status === 'cancelled' ? null : start,
      status,
      manageTokenHash: manageTokenHash(token),
      manageTokenSealed: box.seal(token),
      createdAt: stamp,
      updatedAt: stamp,
    };
    return { row, token };
  };

  return {
    /**
     * Makes the transactions that book take turns until `transaction` ends, so that each sees the bookings committed
     * before it. SQLite's writers always take turns; on PostgreSQL the table is locked against other bookers (a lock
     * that conflicts with itself and with inserts, but not with reads).
     */
    async takeTurn(transaction: Knex.Transaction): Promise<void> {
      if (transaction.client.config.client === 'pg') await transaction.raw('LOCK TABLE ?? IN SHARE ROW EXCLUSIVE MODE', ['bookings']);
    },

    /**
     * Stores a confirmed booking and answers it with its manage token. Throws the driver's unique-constraint error when
     * another live booking holds that start.
     */
    async create(booking: NewBooking, connection: Knex): Promise<{ booking: Booking; token: string }> {
      const { row, token } = newRow(booking, 'confirmed');
      const [stored] = await connection('bookings').insert(row).returning('*');
      return { booking: present(stored), token };
    },

    /** The booking with that id, read through `connection` (a transaction) when given. */
    async find(id: number, connection: Knex = db): Promise<Booking | undefined> {
      const row = await connection('bookings').where({ id }).first();
      return row ? present(row) : undefined;
    },

    /** The booking's manage token, opened from its sealed copy; undefined when the key that sealed it is gone. */
    async manageToken(id: number): Promise<string | undefined> {
      const row = await db('bookings').where({ id }).first('manageTokenSealed');
      return row?.manageTokenSealed ? box.open(row.manageTokenSealed) : undefined;
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

    /** The times of the bookings that are not cancelled and overlap `from` to `to` (instants). */
    async liveTimesBetween(from: Date, to: Date, connection: Knex = db): Promise<TimeInterval[]> {
      const rows: Row[] = await connection('bookings')
        .whereNotNull('liveStart')
        .where('startAt', '<', to.toISOString())
        .where('endAt', '>', from.toISOString())
        .select('startAt', 'endAt');
      return rows.map((row) => ({ start: toIso(row.startAt), end: toIso(row.endAt) }));
    },

    /** True when any booking, in any state, is of that consultation type. */
    async anyOfType(typeId: number, connection: Knex = db): Promise<boolean> {
      return (await connection('bookings').where({ typeId }).first('id')) !== undefined;
    },
  };
}

export type BookingRepository = ReturnType<typeof bookingRepository>;
