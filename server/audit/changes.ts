import type { AuditAction, AuditChanges, AuditEntity, RecordEntity } from '@shared/audit';

/** What a change to a record is recorded as (see `recordedChange`). */
export interface AuditEvent {
  action: AuditAction;
  entity: AuditEntity;
  entityId?: number | string | null;
  summary: string;
  changes?: AuditChanges;
}

/** How the log names and compares a kind of record. */
export interface AuditSubject<Row = any> {
  /** Leads and bookings are made by visitors, so only ever `.updated` (or a lead's `.deleted`) here. */
  entity: RecordEntity | 'lead' | 'booking';
  /** The fields an admin writes (the shared input schema's), the only ones compared: an allow list. */
  fields: readonly string[];
  /** A short line naming the record, e.g. its English title. */
  describe(row: Row): string;
}

/**
 * Never recorded, even if a subject listed them: secrets, and the stamps the server sets on every write. A deny list
 * beside the allow list, so that a field added to a schema by mistake cannot carry a secret into the log.
 */
const NEVER_RECORDED = new Set(['createdAt', 'updatedAt', 'lastUpdated', 'updatedBy', 'submittedAt', 'lastSignInAt', 'searchText']);
const SECRET_NAME = /password|hash|token|secret|recovery|code/i;

export const isRecordable = (field: string) => !NEVER_RECORDED.has(field) && !SECRET_NAME.test(field);

const SUMMARY_LENGTH = 200;

/** A summary line cut to fit the log's column. */
export const shortLine = (text: string) => (text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1)}…` : text);

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The recordable `fields` whose values differ between `before` and `after` (either absent for a new or deleted record). */
export function changedFields(fields: readonly string[], before: object | undefined, after: object | undefined): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields.filter(isRecordable)) {
    const from = (before as Record<string, unknown> | undefined)?.[field];
    const to = (after as Record<string, unknown> | undefined)?.[field];
    // A new or deleted record lists only the fields it held; an update, every field that moved.
    if ((before && after) ? same(from, to) : isEmpty(from) && isEmpty(to)) continue;
    changes[field] = [from ?? null, to ?? null];
  }
  return changes;
}

/**
 * A record created (no `before`), updated or deleted (no `after`) as a log entry: its action, id, description and
 * changed fields. Undefined for an update that changed nothing the admin writes (saving a form as it was).
 */
export function recordedChange<Row extends { id: number }>(subject: AuditSubject<Row>, before: Row | undefined, after: Row | undefined): AuditEvent | undefined {
  const record = (after ?? before)!;
  const verb = !before ? 'created' : !after ? 'deleted' : 'updated';
  const changes = changedFields(subject.fields, before, after);
  if (verb === 'updated' && Object.keys(changes).length === 0) return undefined;
  return {
    action: `${subject.entity}.${verb}` as AuditAction,
    entity: subject.entity,
    entityId: record.id,
    summary: shortLine(subject.describe(record)),
    changes,
  };
}
