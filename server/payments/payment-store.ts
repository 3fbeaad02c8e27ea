import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { ManualPaymentMethod, PaymentAttempt, PaymentMethodId, PaymentMethodsInput, PaymentRefund, PaymentStatus, PaymentSummary } from '@shared/schemas/payment';
import { CURRENCY, PAYMOB_METHOD } from '@shared/payment-rules';
import type { Database } from '../db/connection';
import { toIso } from '../db/present';

type Row = Record<string, any>;

/** A payment as the server handles it: the summary, and what only the server needs. */
export interface Payment extends Omit<PaymentSummary, 'name'> {
  holdUntil: string;
  sourceType: string | null;
  sourceSubType: string | null;
  reference: string | null;
  updatedAt: string;
}

/** A Paymob attempt as stored: its intention's order and client secret once made. */
export interface StoredAttempt {
  id: number;
  paymentId: number;
  specialReference: string;
  intentionId: string | null;
  providerOrderId: string | null;
  clientSecret: string | null;
  status: 'creating' | PaymentAttempt['status'];
  providerTransactionId: string | null;
  error: string | null;
  createdAt: string;
}

/** A refund as stored, with its job's state. */
export interface StoredRefund extends Omit<PaymentRefund, 'status'> {
  paymentId: number;
  status: PaymentRefund['status'] | 'sending';
  /** The Paymob transaction it gives back (the payment's), and the refund's own once Paymob has made it. */
  sourceTransactionId: string | null;
  providerTransactionId: string | null;
  attempts: number;
  lastError: string | null;
}

/** The method column: 'paymob', or a manual method's id as text. */
const methodOf = (stored: string): PaymentMethodId => (stored === PAYMOB_METHOD ? PAYMOB_METHOD : Number(stored));

const presentPayment = (row: Row): Payment => ({
  id: row.id,
  bookingId: row.bookingId,
  amountCents: row.amountCents,
  refundedCents: row.refundedCents,
  currency: CURRENCY,
  method: methodOf(row.method),
  status: row.status,
  providerTransactionId: row.providerTransactionId ?? null,
  holdUntil: toIso(row.holdUntil),
  sourceType: row.sourceType ?? null,
  sourceSubType: row.sourceSubType ?? null,
  reference: row.reference ?? null,
  paidAt: row.paidAt == null ? null : toIso(row.paidAt),
  createdAt: toIso(row.createdAt),
  updatedAt: toIso(row.updatedAt),
});

const presentAttempt = (row: Row): StoredAttempt => ({
  id: row.id,
  paymentId: row.paymentId,
  specialReference: row.specialReference,
  intentionId: row.intentionId ?? null,
  providerOrderId: row.providerOrderId ?? null,
  clientSecret: row.clientSecret ?? null,
  status: row.status,
  providerTransactionId: row.providerTransactionId ?? null,
  error: row.error ?? null,
  createdAt: toIso(row.createdAt),
});

const presentRefund = (row: Row): StoredRefund => ({
  id: row.id,
  paymentId: row.paymentId,
  amountCents: row.amountCents,
  status: row.status,
  by: row.by,
  ...(row.reference ? { reference: row.reference } : {}),
  sourceTransactionId: row.sourceTransactionId ?? null,
  providerTransactionId: row.providerTransactionId ?? null,
  attempts: row.attempts,
  lastError: row.lastError ?? null,
  createdAt: toIso(row.createdAt),
  ...(row.completedAt ? { completedAt: toIso(row.completedAt) } : {}),
});

const presentMethod = (row: Row): ManualPaymentMethod => ({
  id: row.id,
  kind: row.kind,
  nameEn: row.nameEn,
  nameAr: row.nameAr,
  instructionsEn: row.instructionsEn,
  instructionsAr: row.instructionsAr,
  isActive: Boolean(row.isActive),
});

/** What a Paymob transaction callback did, as recorded once per event. */
export interface TransactionEvent {
  /** Paymob's transaction id with the flags that make a refund's echo of the original its own event. */
  eventKey: string;
  providerTransactionId: string;
  paymentId: number | null;
  kind: 'payment' | 'refund' | 'void' | 'refund_echo';
  success: boolean;
  amountCents: number;
  currency: string;
  outcome: string;
}

/**
 * The one place the payment tables are read and written: payments, their Paymob attempts, the transactions applied,
 * refunds (with their job's claim) and the practice's manual methods.
 */
export function paymentStore(db: Database, now: () => Date) {
  const stamp = () => now().toISOString();

  return {
    async create(payment: { bookingId: number; amountCents: number; method: PaymentMethodId; holdUntil: string }, connection: Knex): Promise<Payment> {
      const at = stamp();
      const [row] = await connection('payments')
        .insert({ ...payment, method: String(payment.method), refundedCents: 0, currency: CURRENCY, status: 'pending', createdAt: at, updatedAt: at })
        .returning('*');
      return presentPayment(row);
    },

    async find(id: number, connection: Knex = db): Promise<Payment | undefined> {
      const row = await connection('payments').where({ id }).first();
      return row ? presentPayment(row) : undefined;
    },

    /**
     * The payment, read in `transaction` to be changed in it: on PostgreSQL its row is locked until the transaction ends,
     * so that a callback, the expiry job and the practice's actions on one payment take turns (SQLite's writers always
     * do). Each then decides from the payment as the one before it left it.
     */
    async findToChange(id: number, transaction: Knex.Transaction): Promise<Payment | undefined> {
      const query = transaction('payments').where({ id });
      if (transaction.client.config.client === 'pg') query.forUpdate();
      const row = await query.first();
      return row ? presentPayment(row) : undefined;
    },

    async ofBooking(bookingId: number, connection: Knex = db): Promise<Payment | undefined> {
      const row = await connection('payments').where({ bookingId }).first();
      return row ? presentPayment(row) : undefined;
    },

    /** Sets fields of a payment, and answers it as it now is; `onlyWhen` makes the change conditional (undefined when not met). */
    async update(id: number, change: Partial<Omit<Payment, 'id' | 'bookingId' | 'currency' | 'createdAt' | 'method'>>, connection: Knex, onlyWhen?: { status: PaymentStatus[] }): Promise<Payment | undefined> {
      const query = connection('payments').where({ id });
      if (onlyWhen) query.whereIn('status', onlyWhen.status);
      const [row] = await query.update({ ...change, updatedAt: stamp() }).returning('*');
      return row ? presentPayment(row) : undefined;
    },

    /** The payments by creation, newest first, of a status and between two instants when given, with their visitor's name. */
    async list({ status, from, to }: { status?: PaymentStatus; from?: Date; to?: Date }): Promise<PaymentSummary[]> {
      const query = db('payments').join('bookings', 'bookings.id', 'payments.bookingId').select('payments.*', 'bookings.name as name').orderBy('payments.createdAt', 'desc').orderBy('payments.id', 'desc');
      if (status) query.where('payments.status', status);
      if (from) query.where('payments.createdAt', '>=', from.toISOString());
      if (to) query.where('payments.createdAt', '<', to.toISOString());
      const rows: Row[] = await query;
      return rows.map((row) => {
        const { id, bookingId, amountCents, refundedCents, currency, method, status, providerTransactionId, createdAt, paidAt } = presentPayment(row);
        return { id, bookingId, amountCents, refundedCents, currency, method, status, providerTransactionId, createdAt, paidAt, name: row.name };
      });
    },

    /** The state of the payment of each of these bookings that has one. */
    async statusesOf(bookingIds: number[]): Promise<Map<number, PaymentStatus>> {
      const statuses = new Map<number, PaymentStatus>();
      // In slices: a year of the agenda must not exceed the engines' limits on a query's parameters.
      for (let start = 0; start < bookingIds.length; start += 500) {
        const rows: Row[] = await db('payments').whereIn('bookingId', bookingIds.slice(start, start + 500)).select('bookingId', 'status');
        for (const row of rows) statuses.set(row.bookingId, row.status);
      }
      return statuses;
    },

    /** Payments still pending whose hold has ended, oldest first: the expiry job's candidates. */
    async lapsed(limit: number): Promise<Payment[]> {
      const rows: Row[] = await db('payments').whereIn('status', ['pending', 'mismatch']).where('holdUntil', '<=', stamp()).orderBy('holdUntil').limit(limit);
      return rows.map(presentPayment);
    },

    /** When the next hold ends, for the expiry job's timer. */
    async nextHoldEnd(): Promise<Date | undefined> {
      const row = await db('payments').whereIn('status', ['pending', 'mismatch']).min({ at: 'holdUntil' }).first();
      return row?.at ? new Date(toIso(row.at)) : undefined;
    },

    /** Paid and refunded amounts by the instants they happened, for the monthly totals. */
    async moneyEvents(from: Date, to: Date): Promise<{ paid: { at: string; cents: number; bookingId: number }[]; refunded: { at: string; cents: number }[] }> {
      const paid: Row[] = await db('payments').whereNotNull('paidAt').where('paidAt', '>=', from.toISOString()).where('paidAt', '<', to.toISOString()).select('paidAt', 'amountCents', 'bookingId');
      const refunded: Row[] = await db('paymentRefunds').whereIn('status', ['succeeded', 'recorded']).where('completedAt', '>=', from.toISOString()).where('completedAt', '<', to.toISOString()).select('completedAt', 'amountCents');
      return {
        paid: paid.map((row) => ({ at: toIso(row.paidAt), cents: row.amountCents, bookingId: row.bookingId })),
        refunded: refunded.map((row) => ({ at: toIso(row.completedAt), cents: row.amountCents })),
      };
    },

    attempts: {
      /** A new attempt with a special_reference no other attempt has (Paymob refuses a reference used before). */
      async create(paymentId: number, connection: Knex): Promise<StoredAttempt> {
        const at = stamp();
        const specialReference = `dietbar-${paymentId}-${randomBytes(9).toString('base64url')}`;
        const [row] = await connection('paymentAttempts').insert({ paymentId, specialReference, status: 'creating', createdAt: at, updatedAt: at }).returning('*');
        return presentAttempt(row);
      },

      async update(id: number, change: Partial<Omit<StoredAttempt, 'id' | 'paymentId' | 'specialReference' | 'createdAt'>>, connection: Knex = db): Promise<StoredAttempt> {
        const [row] = await connection('paymentAttempts').where({ id }).update({ ...change, updatedAt: stamp() }).returning('*');
        return presentAttempt(row);
      },

      /** The attempt Paymob's order belongs to: how a callback is tied to its payment. */
      async byOrder(providerOrderId: string, connection: Knex = db): Promise<StoredAttempt | undefined> {
        const row = await connection('paymentAttempts').where({ providerOrderId }).first();
        return row ? presentAttempt(row) : undefined;
      },

      /** A payment's attempts, oldest first. */
      async of(paymentId: number, connection: Knex = db): Promise<StoredAttempt[]> {
        const rows: Row[] = await connection('paymentAttempts').where({ paymentId }).orderBy('id');
        return rows.map(presentAttempt);
      },
    },

    transactions: {
      /** Records a callback's event; false when it was recorded before (a replay), which then changes nothing. */
      async record(event: TransactionEvent, connection: Knex): Promise<boolean> {
        const inserted = await connection('paymentTransactions').insert({ ...event, createdAt: stamp() }).onConflict('eventKey').ignore().returning('id');
        return inserted.length > 0;
      },
    },

    refunds: {
      async create(refund: { paymentId: number; amountCents: number; by: PaymentRefund['by']; status: 'requested' | 'recorded'; reference?: string; sourceTransactionId?: string }, connection: Knex): Promise<StoredRefund> {
        const at = stamp();
        const [row] = await connection('paymentRefunds')
          .insert({ ...refund, reference: refund.reference ?? null, sourceTransactionId: refund.sourceTransactionId ?? null, attempts: 0, nextAttemptAt: refund.status === 'requested' ? at : null, createdAt: at, completedAt: refund.status === 'recorded' ? at : null })
          .returning('*');
        return presentRefund(row);
      },

      async of(paymentId: number, connection: Knex = db): Promise<StoredRefund[]> {
        const rows: Row[] = await connection('paymentRefunds').where({ paymentId }).orderBy('id');
        return rows.map(presentRefund);
      },

      /**
       * Claims the next refund due to be requested from Paymob, for `seconds`: only one process sends it. A claim is taken
       * only from `requested`: one left `sending` by a process that died is never sent again blindly (Paymob has no
       * idempotency key), but waits for its callback or the practice.
       */
      async claimDue(seconds: number): Promise<StoredRefund | undefined> {
        const at = stamp();
        const candidate = await db('paymentRefunds').where({ status: 'requested' }).where('nextAttemptAt', '<=', at).orderBy('nextAttemptAt').first('id');
        if (!candidate) return undefined;
        const [row] = await db('paymentRefunds')
          .where({ id: candidate.id, status: 'requested' })
          .update({ status: 'sending', claimedUntil: new Date(now().getTime() + seconds * 1000).toISOString(), attempts: db.raw('?? + 1', ['attempts']) })
          .returning('*');
        return row ? presentRefund(row) : undefined;
      },

      /** When the next requested refund falls due. */
      async nextDue(): Promise<Date | undefined> {
        const row = await db('paymentRefunds').where({ status: 'requested' }).min({ at: 'nextAttemptAt' }).first();
        return row?.at ? new Date(toIso(row.at)) : undefined;
      },

      /** Sets a refund's state, only while it is in one of `from` (answers undefined otherwise). */
      async settle(id: number, from: StoredRefund['status'][], change: { status: StoredRefund['status']; reference?: string; providerTransactionId?: string | null; lastError?: string | null; nextAttemptAt?: string | null; completedAt?: string | null }, connection: Knex = db): Promise<StoredRefund | undefined> {
        const [row] = await connection('paymentRefunds').where({ id }).whereIn('status', from).update(change).returning('*');
        return row ? presentRefund(row) : undefined;
      },

      /** The refund of a payment still waiting for Paymob's word on it, for the refund's callback. */
      async awaiting(paymentId: number, amountCents: number, connection: Knex): Promise<StoredRefund | undefined> {
        const row = await connection('paymentRefunds').where({ paymentId, amountCents }).whereIn('status', ['sending', 'requested']).orderBy('id').first();
        return row ? presentRefund(row) : undefined;
      },
    },

    methods: {
      /** The practice's manual methods, in order; only the active ones unless asked. */
      async list(includeInactive: boolean, connection: Knex = db): Promise<ManualPaymentMethod[]> {
        const query = connection('paymentMethods').orderBy('displayOrder').orderBy('id');
        if (!includeInactive) query.where({ isActive: true });
        return (await query).map(presentMethod);
      },

      /**
       * Saves the list as given: existing ids updated, new ones added, the others removed (a payment keeps the id of a
       * removed method, and its name from the list of the time is no longer shown).
       */
      async replace(input: PaymentMethodsInput['methods'], connection: Knex): Promise<void> {
        const kept = input.flatMap((method) => (method.id === undefined ? [] : [method.id]));
        await connection('paymentMethods').whereNotIn('id', kept).delete();
        for (const [displayOrder, { id, ...method }] of input.entries()) {
          const row = { ...method, isActive: method.isActive ?? true, displayOrder };
          if (id === undefined || (await connection('paymentMethods').where({ id }).update(row)) === 0) await connection('paymentMethods').insert(row);
        }
      },
    },
  };
}

export type PaymentStore = ReturnType<typeof paymentStore>;
