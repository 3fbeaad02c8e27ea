import { z } from 'zod';
import { MAX_ID } from './schemas/common';

/**
 * The audit log's vocabulary (GET /api/audit-log): the entities its entries are about and the actions they record.
 * The server writes only these names and its filters take only these; the dashboard translates them.
 */

/** Records the dashboard creates, updates and deletes: each has `<entity>.created`, `.updated` and `.deleted`. */
const RECORD_ENTITIES = [
  'package',
  'success_story',
  'blog_post',
  'category',
  'service',
  'social_link',
  'legal_content',
  'hero_content',
  'about_content',
  'contact_info',
  'consultation_type',
  'booking_availability',
] as const;

/** Everything an entry can be about: the records above, leads, bookings, admins' calendar feeds, uploaded images, admin accounts and sessions. */
export const AUDIT_ENTITIES = [...RECORD_ENTITIES, 'lead', 'booking', 'payment', 'payment_methods', 'calendar_feed', 'upload', 'admin', 'session'] as const;

export const RECORD_VERBS = ['created', 'updated', 'deleted'] as const;

/** Sign-ins and the signed-in admin's own account (entity `admin`; `auth.session_ended` is about a `session`). */
export const AUTH_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.sign_out',
  'auth.2fa_enabled',
  'auth.2fa_disabled',
  'auth.password_changed',
  'auth.session_ended',
] as const;

/** Every action an entry can record. */
export const AUDIT_ACTIONS = [
  ...AUTH_ACTIONS,
  'admin.added',
  'admin.removed',
  'upload.created',
  'lead.updated',
  'lead.note_added',
  'lead.deleted',
  'booking.updated',
  'calendar_feed.renewed',
  'payment.paid',
  'payment.marked_paid',
  'payment.refund_requested',
  'payment.refunded',
  'payment.expired',
  'payment.mismatch',
  'payment_methods.updated',
  ...RECORD_ENTITIES.flatMap((entity) => RECORD_VERBS.map((verb) => `${entity}.${verb}` as const)),
] as const;

export type RecordEntity = (typeof RECORD_ENTITIES)[number];
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Each changed field as [before, after]; null stands for "none" (a field of a new or deleted record). */
export type AuditChanges = Record<string, [unknown, unknown]>;

export interface AuditActor {
  id: number;
  name: string;
  email: string;
}

/** One entry of GET /api/audit-log. */
export interface AuditLogEntry {
  id: number;
  /** When it happened (ISO 8601, UTC). */
  at: string;
  /** The admin who did it (as named then); null for what nobody signed in did (a failed sign-in, the command line). */
  actor: AuditActor | null;
  action: AuditAction;
  entity: AuditEntity;
  /** The record's id (a number), an upload's url or a session's public id; null when there is none. */
  entityId: number | string | null;
  /** A short English line for context: the record's title, the e-mail tried, the address it came from. */
  summary: string;
  /** Only for changes of records: never a password, hash, token, two-factor secret or recovery code. */
  changes?: AuditChanges;
}

/** GET /api/audit-log: newest first; `nextBefore` is the `before` of the next (older) page, null after the oldest. */
export interface AuditLogPage {
  items: AuditLogEntry[];
  nextBefore: number | null;
}

export const AUDIT_PAGE = { default: 50, max: 200 } as const;

/** An absent or empty query value (`?action=`) means no filter. */
const optional = <S extends z.ZodType>(schema: S) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const positiveWhole = (max: number) =>
  z
    .string({ error: 'Must be a whole number' })
    .regex(/^[1-9]\d*$/, { error: 'Must be a whole number from 1' })
    .transform(Number)
    .pipe(z.number().max(max, { error: `Must be at most ${max}` }));

/** GET /api/audit-log's query string; any other key is refused. */
export const auditLogQuerySchema = z.strictObject({
  limit: optional(positiveWhole(AUDIT_PAGE.max)).transform((limit) => limit ?? AUDIT_PAGE.default),
  /** Entries older than this id (the previous page's nextBefore). */
  before: optional(positiveWhole(MAX_ID)),
  action: optional(z.enum(AUDIT_ACTIONS, { error: 'Must be an action of the audit log, such as auth.sign_in or package.updated' })),
  entity: optional(z.enum(AUDIT_ENTITIES, { error: `Must be one of ${AUDIT_ENTITIES.join(', ')}` })),
});

export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;
