import type { Knex } from 'knex';
import { leadSearchPatterns, leadSearchText } from '@shared/lead-search';
import {
  LEAD_STATUSES,
  type Lead,
  type LeadFilters,
  type LeadStats,
  type LeadAuthor,
  type LeadNote,
  type LeadStatus,
  type LeadStatusChange,
} from '@shared/schemas/lead';
import type { Attribution } from '@shared/schemas/analytics';
import { readAttribution, storedAttribution } from '../analytics/attribution';
import type { Database } from '../db/connection';
import { presentRow, toIso, type ColumnKinds } from '../db/present';
import { notFound } from '../http/errors';
import { whatsappNumber } from '@shared/phone-numbers';
import { tableRepository } from '../tables/table';

const ENTITY = 'Contact submission';
const COLUMNS: ColumnKinds = { boolean: ['isRead'], timestamp: ['submittedAt', 'whatsappConsentAt'], hidden: ['searchText', 'attribution'] };
const WEEKS_IN_STATS = 12;
const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

type Row = Record<string, any>;
type NewLead = Omit<Lead, 'id' | 'submittedAt' | 'status'> & {
  /** The visit it was sent in (a lead a booking starts: the booking's), when one was counted. */
  attribution?: Attribution | null;
};

/** A lead as the API shows it: its WhatsApp number and consent only when it has them. */
const withWhatsappWhenSet = ({ whatsappNumber, whatsappConsentAt, ...lead }: Lead): Lead => ({
  ...lead,
  ...(whatsappNumber ? { whatsappNumber } : {}),
  ...(whatsappConsentAt ? { whatsappConsentAt } : {}),
});
const present = (row: Row) => withWhatsappWhenSet(presentRow<Lead>(row, COLUMNS));
const presentAuthor = (row: Row): LeadAuthor => ({ id: row.authorId ?? null, name: row.authorName });
const presentNote = (row: Row): LeadNote => ({ id: row.id, text: row.text, author: presentAuthor(row), createdAt: toIso(row.createdAt) });
const presentChange = (row: Row): LeadStatusChange => ({
  id: row.id,
  from: row.fromStatus,
  to: row.toStatus,
  author: presentAuthor(row),
  changedAt: toIso(row.changedAt),
});

/** The Monday (00:00 UTC) of the ISO week holding `instant`. */
function weekStartOf(instant: Date): Date {
  const day = Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate());
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - sinceMonday * DAY_MS);
}

/**
 * The one place leads, their notes and their status history are read and written. The stored data keeps the spec's
 * first name for a lead: the table `contact_submissions`, and `contact_submission_id` where a row points at one (here,
 * in the mail outbox); the code calls them leads, and the API answers a missing one as a "Contact submission".
 * Every write takes an optional `executor`: a transaction to join (it then runs in a savepoint of it), else the
 * database.
 */
export function leadRepository(db: Database, now: () => Date) {
  const table = tableRepository<Lead>(db, now, {
    table: 'contactSubmissions',
    entity: ENTITY,
    order: 'newest',
    createdColumn: 'submittedAt',
    columns: COLUMNS,
    touch: { onInsert: ['submittedAt'], onUpdate: [] },
    // The log names a lead by its sender and compares the pipeline's fields: never the message, e-mail or phone.
    audit: { entity: 'lead', fields: ['status', 'isRead'], describe: (lead: Lead) => `Lead ${lead.id}` },
    // Visitors write leads but never read them.
    publicContent: false,
  });

  const existing = async (executor: Knex, id: number): Promise<Row> => {
    const row = await executor('contactSubmissions').where({ id }).first();
    if (!row) throw notFound(ENTITY);
    return row;
  };

  /** The leads matching `filters` (every filter optional), in no particular order. */
  function matching(filters: LeadFilters) {
    const query = db('contactSubmissions');
    if (filters.status) query.where('status', filters.status);
    if (filters.isRead !== undefined) query.where('isRead', filters.isRead);
    if (filters.package) query.where('packageInterest', filters.package);
    if (filters.from) query.where('submittedAt', '>=', filters.from);
    if (filters.to) query.where('submittedAt', '<', filters.to);
    const patterns = leadSearchPatterns(filters.q ?? '');
    if (patterns.length > 0) {
      query.where((alternatives) => {
        for (const pattern of patterns) alternatives.orWhereRaw("?? LIKE ? ESCAPE '\\'", ['searchText', pattern]);
      });
    }
    return query;
  }

  const newestFirst = (query: Knex.QueryBuilder) => query.orderBy('submittedAt', 'desc').orderBy('id', 'desc');

  return {
    createDiscarded: async (...lead: Parameters<typeof table.createDiscarded>) => withWhatsappWhenSet(await table.createDiscarded(...lead)),
    audit: table.audit,

    /** Stores a new lead (status `new`) with its search text. */
    async create({ attribution, ...lead }: NewLead, executor: Knex = db): Promise<Lead> {
      const [row] = await executor('contactSubmissions')
        .insert({ ...lead, attribution: storedAttribution(attribution), status: 'new', searchText: leadSearchText(lead), submittedAt: now().toISOString() })
        .returning('*');
      return present(row);
    },

    /** A page of the leads matching `filters`, newest first, and how many match in all. */
    async list(filters: LeadFilters): Promise<{ leads: Lead[]; total: number }> {
      const page = newestFirst(matching(filters).select('*'));
      if (filters.limit !== undefined) page.limit(filters.limit);
      if (filters.offset) page.offset(filters.offset);
      const leads = (await page).map(present);
      if (filters.limit === undefined && !filters.offset) return { leads, total: leads.length };
      const [counted] = await matching(filters).count({ total: '*' });
      return { leads, total: Number(counted?.total ?? 0) };
    },

    /**
     * Every lead matching `filters` (limit and offset included), newest first, read in batches so that an export of
     * 100,000 leads never holds them all: each batch continues after the last lead of the one before.
     */
    async *each(filters: LeadFilters, batchSize = 1000): AsyncGenerator<Lead> {
      let remaining = filters.limit ?? Number.POSITIVE_INFINITY;
      let last: Row | undefined;
      while (remaining > 0) {
        const batch = newestFirst(matching(filters).select('*')).limit(Math.min(batchSize, remaining));
        if (last) {
          const { submittedAt, id } = last;
          batch.where((after) => after.where('submittedAt', '<', submittedAt).orWhere((same) => same.where('submittedAt', submittedAt).where('id', '<', id)));
        } else if (filters.offset) {
          batch.offset(filters.offset);
        }
        const rows: Row[] = await batch;
        for (const row of rows) yield present(row);
        if (rows.length < batchSize) return;
        remaining -= rows.length;
        last = rows.at(-1);
      }
    },

    find: table.find,
    get: table.get,

    /** The newest lead written from `email`, compared without regard to case, or undefined. */
    async findByEmail(email: string, executor: Knex = db): Promise<Lead | undefined> {
      const row = await newestFirst(executor('contactSubmissions').whereRaw('lower(??) = ?', ['email', email.toLowerCase()])).first();
      return row ? present(row) : undefined;
    },

    /** The newest lead that agreed to WhatsApp messages at `number` or wrote from it (E.164), or undefined. */
    async findByWhatsappNumber(number: string, executor: Knex = db): Promise<Lead | undefined> {
      const row = await newestFirst(executor('contactSubmissions').where('whatsappNumber', number)).first();
      return row ? present(row) : undefined;
    },

    /**
     * The newest lead whose phone, as they wrote it, is `number` (E.164) read as people write it (see whatsappNumber),
     * or undefined: a visitor who left their number without asking for WhatsApp messages, and writes there later.
     */
    async findByPhoneNumber(number: string, executor: Knex = db): Promise<Lead | undefined> {
      const rows: { id: number; phone: string }[] = await newestFirst(executor('contactSubmissions').select('id', 'phone').whereNot('phone', ''));
      const found = rows.find((row) => whatsappNumber(row.phone) === number);
      return found ? present(await existing(executor, found.id)) : undefined;
    },

    /** Records the lead's WhatsApp number (E.164) and, when they agreed to messages there, since when. */
    async recordWhatsapp(id: number, number: string, consentAt: string | null, executor: Knex = db): Promise<void> {
      await executor('contactSubmissions').where({ id }).update({ whatsappNumber: number, ...(consentAt ? { whatsappConsentAt: consentAt } : {}) });
    },

    /** Marks the lead unread (a new message came from the visitor). */
    async markUnread(id: number, executor: Knex = db): Promise<void> {
      await executor('contactSubmissions').where({ id }).update({ isRead: false });
    },

    /** The lead with its notes and status changes, oldest first; a 404 when there is none. */
    async detail(id: number): Promise<Lead & { notes: LeadNote[]; history: LeadStatusChange[]; attribution: Attribution | null }> {
      const row = await existing(db, id);
      const notes = await db('leadNotes').where({ contactSubmissionId: id }).orderBy('createdAt').orderBy('id');
      const changes = await db('leadStatusChanges').where({ contactSubmissionId: id }).orderBy('changedAt').orderBy('id');
      return { ...present(row), notes: notes.map(presentNote), history: changes.map(presentChange), attribution: readAttribution(row.attribution) };
    },

    /** The leads received from `from` up to `to` (instants, `to` excluded): when, and their attribution. */
    async receivedBetween(from: Date, to: Date): Promise<{ at: string; attribution: Attribution | null }[]> {
      const rows: Row[] = await db('contactSubmissions').where('submittedAt', '>=', from.toISOString()).where('submittedAt', '<', to.toISOString()).select('submittedAt', 'attribution');
      return rows.map((row) => ({ at: toIso(row.submittedAt), attribution: readAttribution(row.attribution) }));
    },

    /** Marks read or unread and moves the status; a status that changes is recorded with who changed it and when. */
    async update(id: number, input: { isRead?: boolean; status?: LeadStatus }, author: LeadAuthor, executor: Knex = db): Promise<Lead> {
      return executor.transaction(async (transaction) => {
        const current = await existing(transaction, id);
        const changes: Row = {};
        if (input.isRead !== undefined) changes.isRead = input.isRead;
        if (input.status !== undefined && input.status !== current.status) {
          changes.status = input.status;
          await transaction('leadStatusChanges').insert({
            contactSubmissionId: id,
            fromStatus: current.status,
            toStatus: input.status,
            authorId: author.id,
            authorName: author.name,
            changedAt: now().toISOString(),
          });
        }
        if (Object.keys(changes).length === 0) return present(current);
        const [row] = await transaction('contactSubmissions').where({ id }).update(changes).returning('*');
        return present(row);
      });
    },

    /** Adds a note to the lead; a 404 when there is no such lead. */
    async addNote(id: number, text: string, author: LeadAuthor, executor: Knex = db): Promise<LeadNote> {
      return executor.transaction(async (transaction) => {
        await existing(transaction, id);
        const [row] = await transaction('leadNotes')
          .insert({ contactSubmissionId: id, authorId: author.id, authorName: author.name, text, createdAt: now().toISOString() })
          .returning('*');
        return presentNote(row);
      });
    },

    /** Deletes the lead with its notes and history (the foreign keys cascade too; this does not rely on them). */
    async remove(id: number, executor: Knex = db): Promise<void> {
      await executor.transaction(async (transaction) => {
        await transaction('leadNotes').where({ contactSubmissionId: id }).delete();
        await transaction('leadStatusChanges').where({ contactSubmissionId: id }).delete();
        const deleted = await transaction('contactSubmissions').where({ id }).delete();
        if (!deleted) throw notFound(ENTITY);
      });
    },

    /** Leads per ISO week (Monday, UTC) over the last 12 weeks, per status, and per package asked about. */
    async stats(): Promise<LeadStats> {
      const currentWeek = weekStartOf(now()).getTime();
      const weekStarts = Array.from({ length: WEEKS_IN_STATS }, (_, index) => currentWeek - (WEEKS_IN_STATS - 1 - index) * WEEK_MS);
      const [weeks] = await db('contactSubmissions')
        .where('submittedAt', '>=', new Date(weekStarts[0]!).toISOString())
        .select(
          weekStarts.map((start, index) =>
            db.raw('SUM(CASE WHEN ?? >= ? AND ?? < ? THEN 1 ELSE 0 END) AS ??', [
              'submittedAt',
              new Date(start).toISOString(),
              'submittedAt',
              new Date(start + WEEK_MS).toISOString(),
              `week${index}`,
            ]),
          ),
        );
      const statuses: Row[] = await db('contactSubmissions').select('status').count({ count: '*' }).groupBy('status');
      const packages: Row[] = await db('contactSubmissions')
        .select('packageInterest')
        .count({ count: '*' })
        .groupBy('packageInterest')
        .orderBy('count', 'desc')
        .orderBy('packageInterest', 'asc');
      const byStatus = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
      for (const { status, count } of statuses) byStatus[status as LeadStatus] = Number(count);
      return {
        byWeek: weekStarts.map((start, index) => ({ weekStart: new Date(start).toISOString().slice(0, 10), count: Number(weeks?.[`week${index}`] ?? 0) })),
        byStatus,
        byPackage: packages.map(({ packageInterest, count }) => ({ packageInterest, count: Number(count) })),
      };
    },
  };
}

export type LeadRepository = ReturnType<typeof leadRepository>;
