import type { AuditedWrite, Recorder } from '../audit/audit-log';
import { recordedChange, type AuditSubject } from '../audit/changes';
import type { TableRepository } from './table';

/** Records a record created (no `before`), updated or deleted (no `after`); an update that changed nothing is not recorded. */
export async function recordChange<Row extends { id: number }>(record: Recorder, subject: AuditSubject<Row>, before: Row | undefined, after: Row | undefined) {
  const event = recordedChange(subject, before, after);
  if (event) await record(event);
}

/**
 * A table's writes inside the transaction of `write` (from `audit.transaction`), each recorded in the audit log with its
 * changed fields: the row and its entry are committed together. A table of public content marks the write as one.
 */
export function auditedTable<Api extends { id: number }>(repository: TableRepository<Api>, write: AuditedWrite) {
  const { trx, record, source } = write;
  const writer = source.actor ? { name: source.actor.name } : undefined;
  const note = (before: Api | undefined, after: Api | undefined) => recordChange(record, repository.audit, before, after);
  if (repository.publicContent) write.changesPublicContent();

  return {
    async create(input: Record<string, unknown>): Promise<Api> {
      const created = await repository.create(input, writer, trx);
      await note(undefined, created);
      return created;
    },
    /** The record as it was and as it is now (a 404 when there is none). */
    async update(id: number, input: Record<string, unknown>): Promise<{ before: Api; after: Api }> {
      const before = await repository.get(id, trx);
      const after = await repository.update(id, input, writer, trx);
      await note(before, after);
      return { before, after };
    },
    async remove(id: number): Promise<void> {
      const before = await repository.get(id, trx);
      await repository.remove(id, trx);
      await note(before, undefined);
    },
    /** Updates the record matching `where`, or creates it when there is none. */
    async upsert(where: Record<string, unknown>, input: Record<string, unknown>): Promise<{ created: boolean; record: Api }> {
      const existing = await repository.findBy(where, trx);
      if (!existing) return { created: true, record: await this.create(input) };
      return { created: false, record: (await this.update(existing.id, input)).after };
    },
    /** Creates the single record (hero, about, contact information) or updates it. */
    async saveSingle(input: Record<string, unknown>): Promise<Api> {
      const before = (await repository.single(trx)) ?? undefined;
      const after = await repository.saveSingle(input, writer, trx);
      await note(before, after);
      return after;
    },
  };
}
