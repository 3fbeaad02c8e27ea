import type { Knex } from 'knex';
import type { AuditActor, AuditLogEntry, AuditLogPage, AuditLogQuery } from '@shared/audit';
import type { Database } from '../db/connection';
import { toIso } from '../db/present';
import type { ContentVersion } from '../http/content-version';
import { isRecordable, shortLine, type AuditEvent } from './changes';

/** Who did it and from where. */
interface AuditSource {
  actor: AuditActor | null;
  ip: string | null;
}

/** The source of a change made from the shell or the environment: nobody signed in made it. */
export const UNATTENDED: AuditSource = { actor: null, ip: null };

/** Records one event in the transaction it was made with. */
export type Recorder = (event: AuditEvent) => Promise<void>;

/** One admin write in progress: its transaction, and the audit entries recorded in it. */
export interface AuditedWrite {
  trx: Knex.Transaction;
  record: Recorder;
  /** Who makes the change (the rows that keep their last writer are stamped with this admin). */
  source: AuditSource;
  /** Says that this write changes what visitors read: once it has committed, the content version is bumped. */
  changesPublicContent(): void;
}

/** What the log reads of a request: its address and the signed-in admin, if any. */
interface AuditedRequest {
  ip: string;
  state: { session?: { admin: AuditActor } };
}

/** The signed-in admin (if any) and the address of the request. */
export const requestSource = (ctx: AuditedRequest, actor: AuditActor | null = ctx.state.session?.admin ?? null): AuditSource => ({
  actor: actor && { id: actor.id, name: actor.name, email: actor.email },
  ip: ctx.ip || null,
});

/** Leaves out any field that must never be recorded, whoever built the changes. */
function recordableChanges(changes: AuditEvent['changes']): string | null {
  const kept = Object.entries(changes ?? {}).filter(([field]) => isRecordable(field));
  return kept.length > 0 ? JSON.stringify(Object.fromEntries(kept)) : null;
}

/**
 * Writes one entry with `connection`. Given the transaction of the change it records, the two commit or roll back
 * together: no change without its entry, no entry for a change that did not happen.
 */
export async function recordAudit(connection: Knex, at: Date, source: AuditSource, event: AuditEvent): Promise<void> {
  await connection('auditLog').insert({
    at: at.toISOString(),
    actorId: source.actor?.id ?? null,
    actorName: source.actor?.name ?? null,
    actorEmail: source.actor?.email ?? null,
    ip: source.ip?.slice(0, 64) ?? null,
    action: event.action,
    entity: event.entity,
    entityId: event.entityId == null ? null : String(event.entityId),
    summary: shortLine(event.summary),
    changes: recordableChanges(event.changes),
  });
}

type Row = Record<string, any>;

const present = (row: Row): AuditLogEntry => ({
  id: row.id,
  at: toIso(row.at),
  actor: row.actorId == null ? null : { id: row.actorId, name: row.actorName, email: row.actorEmail },
  action: row.action,
  entity: row.entity,
  // Stored as text: record ids read back as the numbers they were.
  entityId: row.entityId == null ? null : /^[1-9]\d{0,14}$/.test(row.entityId) ? Number(row.entityId) : row.entityId,
  summary: row.summary,
  ...(row.changes ? { changes: JSON.parse(row.changes) } : {}),
});

interface AuditLogOptions {
  db: Database;
  now: () => Date;
  /** Bumped after each write of public content (the content tables say which they are). */
  contentVersion: ContentVersion;
}

/** The audit log: the one place that reads and writes the audit_log table. Entries are only ever added. */
export function auditLog({ db, now, contentVersion }: AuditLogOptions) {
  return {
    /**
     * The transaction of an admin write: runs `work` in one transaction with a recorder for the request's admin and
     * address (or `source`), so that each change and the entry recording it commit together or not at all. A write of
     * public content bumps the content version once committed, not before: a read racing the write is then stored
     * under the old version, that is, never served. Lead, note, session, account and upload writes leave it alone.
     */
    async transaction<T>(ctx: AuditedRequest, work: (write: AuditedWrite) => Promise<T>, source = requestSource(ctx)): Promise<T> {
      let publicContentChanged = false;
      const result = await db.transaction((trx) =>
        work({
          trx,
          record: (event) => recordAudit(trx, now(), source, event),
          source,
          changesPublicContent: () => {
            publicContentChanged = true;
          },
        }),
      );
      if (publicContentChanged) contentVersion.bump();
      return result;
    },

    /** An entry on its own, for an event that changed nothing to share a transaction with (a failed sign-in). */
    record(source: AuditSource, event: AuditEvent): Promise<void> {
      return recordAudit(db, now(), source, event);
    },

    /** A page of entries, newest first, older than `before` and of the given action and entity when named. */
    async page({ limit, before, action, entity }: AuditLogQuery): Promise<AuditLogPage> {
      const query = db('auditLog').select('*').orderBy('id', 'desc').limit(limit + 1);
      if (before !== undefined) query.where('id', '<', before);
      if (action) query.where({ action });
      if (entity) query.where({ entity });
      const rows: Row[] = await query;
      const items = rows.slice(0, limit).map(present);
      return { items, nextBefore: rows.length > limit ? items.at(-1)!.id : null };
    },
  };
}

export type AuditLog = ReturnType<typeof auditLog>;
