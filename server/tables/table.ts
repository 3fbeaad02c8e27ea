import type { AuditSubject } from '../audit/changes';
import type { Database } from '../db/connection';
import { presentRow, toIso, toRow, type ColumnKinds } from '../db/present';
import { nothingToUpdate, notFound } from '../http/errors';
import { hasNoField } from '../http/validate';

export interface TableOptions {
  table: string;
  /** Human name used in messages, e.g. 'Package'. */
  entity: string;
  columns: ColumnKinds;
  /** 'displayOrder' lists by display order then newest; 'newest' by creation time only. */
  order: 'displayOrder' | 'newest';
  /** The column holding the creation time used for "newest first". */
  createdColumn?: string;
  /** Columns stamped with the write time on insert and update. */
  touch?: { onInsert: string[]; onUpdate: string[] };
  /** Whether rows record the admin who last wrote them. */
  recordsUpdatedBy?: boolean;
  /** How the audit log names its rows and which fields it compares. */
  audit: AuditSubject;
  /** Whether visitors read the table: a write to it drops every cached public answer (see `audit.transaction`). */
  publicContent: boolean;
  /**
   * Whether rows are drafts or published (`status`) from a time (`publishedAt`): visitors read only published rows whose
   * time has come (see shared/publication.ts).
   */
  publishable?: boolean;
}

interface Writer {
  name: string;
}

/**
 * The one place that reads and writes a content table: ordering, presentation and stamps live here. Reads and writes
 * take an optional `connection`: a transaction to run in (so that the audit log's entry shares it), else the database.
 */
export function tableRepository<Api>(db: Database, now: () => Date, options: TableOptions) {
  const createdColumn = options.createdColumn ?? 'createdAt';
  const present = (row: Record<string, unknown>) => presentRow<Api>(row, options.columns);
  const stamps = (columns: string[] | undefined, writer: Writer | undefined) => {
    const timestamp = now().toISOString();
    return {
      ...Object.fromEntries((columns ?? []).map((column) => [column, timestamp])),
      ...(options.recordsUpdatedBy && writer ? { updatedBy: writer.name } : {}),
    };
  };
  const newRow = (input: Record<string, unknown>, writer: Writer | undefined) => ({ ...toRow(input, options.columns), ...stamps(options.touch?.onInsert, writer) });
  const ordered = (query = db(options.table).select('*')) => {
    if (options.order === 'displayOrder') query.orderBy('displayOrder', 'asc');
    return query.orderBy(createdColumn, 'desc').orderBy('id', 'desc');
  };
  /** The rows visitors see now (all of them, in a table without drafts). */
  const publicRows = (connection: Database = db) => {
    const query = connection(options.table).select('*');
    if (options.publishable) query.where({ status: 'published' }).where('publishedAt', '<=', now().toISOString());
    return query;
  };

  return {
    /** The rows in list order: display order, then newest first; at most `limit` of them when given. */
    async list(limit?: number): Promise<Api[]> {
      const query = ordered();
      if (limit !== undefined) query.limit(limit);
      return (await query).map(present);
    },
    /** What visitors see, in list order: like `list`, without drafts and items scheduled for later. */
    async listPublic(limit?: number): Promise<Api[]> {
      const query = ordered(publicRows());
      if (limit !== undefined) query.limit(limit);
      return (await query).map(present);
    },
    /** One row as visitors see it: a 404 for a draft or an item scheduled for later, as for one that does not exist. */
    async getPublic(id: number): Promise<Api> {
      return this.getPublicBy({ id });
    },
    /** The first row matching `where` that visitors see, or a 404. */
    async getPublicBy(where: Record<string, unknown>): Promise<Api> {
      const row = await publicRows().where(where).first();
      if (!row) throw notFound(options.entity);
      return present(row);
    },
    /** When the next scheduled row after `after` appears (a published row whose time is later), if any does. */
    async nextPublicationAfter(after: Date): Promise<Date | undefined> {
      if (!options.publishable) return undefined;
      const row = await db(options.table).where({ status: 'published' }).where('publishedAt', '>', after.toISOString()).min({ next: 'publishedAt' }).first();
      return row?.next == null ? undefined : new Date(toIso(row.next));
    },
    async find(id: number, connection: Database = db): Promise<Api | undefined> {
      const row = await connection(options.table).where({ id }).first();
      return row ? present(row) : undefined;
    },
    /** Like find, but a 404 when missing. */
    async get(id: number, connection: Database = db): Promise<Api> {
      const found = await this.find(id, connection);
      if (!found) throw notFound(options.entity);
      return found;
    },
    /** The ids of the rows matching `where`, in id order. */
    async idsWhere(where: Record<string, unknown>, connection: Database = db): Promise<number[]> {
      return (await connection(options.table).where(where).orderBy('id').pluck('id')).map(Number);
    },
    async findBy(where: Record<string, unknown>, connection: Database = db): Promise<Api | undefined> {
      const row = await connection(options.table).where(where).first();
      return row ? present(row) : undefined;
    },
    async create(input: Record<string, unknown>, writer?: Writer, connection: Database = db): Promise<Api> {
      const [row] = await connection(options.table).insert(newRow(input, writer)).returning('*');
      return present(row);
    },
    /**
     * What `create` would answer (its id, stamps and shape) without keeping the row: inserted and deleted in one
     * transaction, so that no reader ever sees it and its id (AUTOINCREMENT, or a serial) is never given again.
     */
    async createDiscarded(input: Record<string, unknown>, writer?: Writer): Promise<Api> {
      return db.transaction(async (transaction) => {
        const [row] = await transaction(options.table).insert(newRow(input, writer)).returning('*');
        await transaction(options.table).where({ id: row.id }).delete();
        return present(row);
      });
    },
    /** Changes the given fields; a 400 when there are none (the routes name their fields before it comes to this). */
    async update(id: number, input: Record<string, unknown>, writer?: Writer, connection: Database = db): Promise<Api> {
      if (hasNoField(input)) throw nothingToUpdate();
      const [row] = await connection(options.table)
        .where({ id })
        .update({ ...toRow(input, options.columns), ...stamps(options.touch?.onUpdate, writer) })
        .returning('*');
      if (!row) throw notFound(options.entity);
      return present(row);
    },
    async remove(id: number, connection: Database = db): Promise<void> {
      const deleted = await connection(options.table).where({ id }).delete();
      if (!deleted) throw notFound(options.entity);
    },
    /** The first row of a single-record table (contact info, hero, about), or null. */
    async single(connection: Database = db): Promise<Api | null> {
      const row = await connection(options.table).orderBy('id', 'asc').first();
      return row ? present(row) : null;
    },
    /** Creates the single record, or updates it when it exists. */
    async saveSingle(input: Record<string, unknown>, writer?: Writer, connection: Database = db): Promise<Api> {
      const existing = await connection(options.table).orderBy('id', 'asc').first('id');
      return existing ? this.update(existing.id, input, writer, connection) : this.create(input, writer, connection);
    },
    audit: options.audit as AuditSubject<Api>,
    publicContent: options.publicContent,
  };
}

export type TableRepository<Api> = ReturnType<typeof tableRepository<Api>>;
