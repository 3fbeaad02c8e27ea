import { REVISIONS_KEPT, type Revision, type RevisionAuthor, type RevisionSummary } from '@shared/schemas/revision';
import type { Database } from '../db/connection';
import { toIso } from '../db/present';
import { notFound } from '../http/errors';

/** What the revisions of one kind of item keep: its name in the audit log, the fields an admin writes, its two titles. */
export interface RevisedEntity {
  entity: string;
  fields: readonly string[];
  titleFields: readonly [en: string, ar: string];
}

type Row = Record<string, any>;

const authorOf = (row: Row): RevisionAuthor => ({ id: row.authorId ?? null, name: row.authorName ?? null });

/**
 * The one place that reads and writes `content_revisions`: every save of a post or story keeps a copy of its fields,
 * at most REVISIONS_KEPT per item. Writes take the transaction of the save they copy.
 */
export function contentRevisions(db: Database, now: () => Date) {
  const ofItem = (connection: Database, entity: string, recordId: number) => connection('contentRevisions').where({ entity, recordId });

  return {
    /** Keeps `record` as its newest revision, by `author`, and deletes those beyond the newest REVISIONS_KEPT. */
    async keep(connection: Database, subject: RevisedEntity, record: { id: number } & Row, author: { id: number; name: string } | null): Promise<void> {
      const [titleEn, titleAr] = subject.titleFields.map((field) => String(record[field] ?? ''));
      await connection('contentRevisions').insert({
        entity: subject.entity,
        recordId: record.id,
        createdAt: now().toISOString(),
        authorId: author?.id ?? null,
        authorName: author?.name ?? null,
        titleEn,
        titleAr,
        fields: JSON.stringify(Object.fromEntries(subject.fields.map((field) => [field, record[field] ?? null]))),
      });
      const oldestKept = await ofItem(connection, subject.entity, record.id).orderBy('id', 'desc').offset(REVISIONS_KEPT - 1).first('id');
      if (oldestKept) await ofItem(connection, subject.entity, record.id).where('id', '<', oldestKept.id).delete();
    },

    /** The item's revisions, newest first. */
    async list(entity: string, recordId: number): Promise<RevisionSummary[]> {
      const rows: Row[] = await ofItem(db, entity, recordId).select('id', 'createdAt', 'authorId', 'authorName', 'titleEn', 'titleAr').orderBy('id', 'desc');
      return rows.map((row) => ({ id: row.id, createdAt: toIso(row.createdAt), author: authorOf(row), titleEn: row.titleEn, titleAr: row.titleAr }));
    },

    /** One revision of the item whole; a 404 when the item has none of that id. */
    async get(entity: string, recordId: number, revisionId: number): Promise<Revision> {
      const row: Row | undefined = await ofItem(db, entity, recordId).where({ id: revisionId }).first();
      if (!row) throw notFound('Revision');
      return { id: row.id, createdAt: toIso(row.createdAt), author: authorOf(row), fields: JSON.parse(row.fields) };
    },

    /** Deletes every revision of the item (with the item, in its transaction). */
    async removeAll(connection: Database, entity: string, recordId: number): Promise<void> {
      await ofItem(connection, entity, recordId).delete();
    },
  };
}

export type ContentRevisions = ReturnType<typeof contentRevisions>;
