import { z } from 'zod';
import { LANGUAGES, type Language } from '../constants';
import { LIMITS } from '../limits';
import { booleanFlag, emailAddress, optionalText, requiredText } from './common';
import type { Attribution } from './analytics';
import { withProblem } from './field-problems';
import type { WhatsappConversation } from './whatsapp';

/** Where a lead stands, from the first message to a client (or not): `new` until someone acts on it. */
export const LEAD_STATUSES = ['new', 'contacted', 'client', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

const leadStatus = z.enum(LEAD_STATUSES, { error: `Must be one of ${LEAD_STATUSES.join(', ')}` });

export const leadInputSchema = z.object({
  name: requiredText(LIMITS.name),
  email: emailAddress,
  phone: optionalText(LIMITS.phone),
  /** A package id as text, or 'other'. */
  packageInterest: optionalText(LIMITS.packageInterest),
  message: requiredText(LIMITS.message),
  /** The language of the page the visitor wrote from; the server falls back to the request's Accept-Language. */
  language: z.enum(LANGUAGES, { error: `Must be one of ${LANGUAGES.join(', ')}` }).optional(),
  /**
   * The visitor agrees to get confirmations and reminders on WhatsApp at `phone` (a mobile); refused while WhatsApp is
   * off. A checkbox of a form posted without JavaScript sends `on`.
   */
  whatsapp: z.preprocess((value) => (value === 'on' ? true : value), booleanFlag).optional(),
});

/** PATCH /api/contact-submissions/{id}: at least one of the two; any other field is refused. */
export const leadUpdateSchema = z.strictObject({ isRead: booleanFlag.optional(), status: leadStatus.optional() });

/** POST /api/contact-submissions/{id}/notes */
export const leadNoteInputSchema = z.strictObject({ text: requiredText(LIMITS.leadNote) });

export type LeadInput = z.input<typeof leadInputSchema>;
export type LeadUpdate = z.input<typeof leadUpdateSchema>;

export interface Lead extends Omit<z.output<typeof leadInputSchema>, 'language' | 'whatsapp'> {
  id: number;
  /** The phone as E.164 (+201001234567), when the visitor agreed to WhatsApp messages or wrote on WhatsApp. */
  whatsappNumber?: string;
  /** When the visitor agreed to WhatsApp messages; absent when they did not. */
  whatsappConsentAt?: string;
  isRead: boolean;
  status: LeadStatus;
  language: Language;
  submittedAt: string;
}

/** What the live notification carries. */
export type LeadNotice = Omit<Lead, 'isRead'>;

/** The list answers the number of all matches (before limit and offset) in this header. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** The most leads one list call answers when it names a limit. */
const MAX_LEADS_PAGE = 500;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a date (UTC day) or a date and time with its zone stands for; undefined for anything else. */
function instantOf(value: string): Date | undefined {
  if (DATE_ONLY.test(value)) {
    const day = new Date(`${value}T00:00:00.000Z`);
    // 2026-02-30 is no day: Date would roll it over to March.
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? day : undefined;
  }
  const instant = DATE_TIME.test(value) ? new Date(value) : undefined;
  return instant && !Number.isNaN(instant.getTime()) ? instant : undefined;
}

const dateBound = (edge: 'from' | 'to') =>
  z
    .string()
    .trim()
    .refine(
      (value) => instantOf(value) !== undefined,
      withProblem('invalid_date', 'Must be a date (YYYY-MM-DD) or a date and time with its zone (2026-11-25T14:00:00Z)'),
    )
    .transform((value) => {
      const instant = instantOf(value)!;
      // `to` takes in the whole of a day given by date, and the very millisecond given by time: the query's upper
      // bound is the first instant after it.
      const exclusive = edge === 'to' ? instant.getTime() + (DATE_ONLY.test(value) ? DAY_MS : 1) : instant.getTime();
      return new Date(exclusive).toISOString();
    });

const wholeNumber = (max: number) =>
  z
    .string()
    .refine((value) => /^\d+$/.test(value), withProblem('not_whole_number', 'Must be a whole number from 0'))
    .transform(Number)
    .pipe(z.number().max(max, { error: `Must be at most ${max}` }));

/** The name of the CSV export of leads made on `day` (its UTC date): the server's attachment and the dashboard's download. */
export const leadsExportFileName = (day: Date) => `leads-${day.toISOString().slice(0, 10)}.csv`;

/**
 * GET /api/contact-submissions and its CSV export, from the query string. `from` and `to` are dates (whole UTC days,
 * both included) or ISO date-times with their zone (`to` included); the output holds them as `from` (inclusive) and
 * `to` (exclusive) instants. `q` is folded (case, diacritics, Arabic letter forms) and matched in the name, e-mail,
 * phone or message. No `limit` means every match.
 */
export const leadListQuerySchema = z
  .strictObject({
    status: leadStatus.optional(),
    isRead: z.enum(['true', 'false'], { error: 'Must be true or false' }).transform((value) => value === 'true').optional(),
    q: z.string().trim().max(LIMITS.leadSearch, { error: `Must be at most ${LIMITS.leadSearch} characters` }).optional(),
    package: z.string().trim().max(LIMITS.packageInterest, { error: `Must be at most ${LIMITS.packageInterest} characters` }).optional(),
    from: dateBound('from').optional(),
    to: dateBound('to').optional(),
    limit: wholeNumber(MAX_LEADS_PAGE).optional(),
    offset: wholeNumber(Number.MAX_SAFE_INTEGER).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, { ...withProblem('ends_before_start', 'Must not be before from'), path: ['to'] });

export type LeadListQuery = z.input<typeof leadListQuerySchema>;
export type LeadFilters = z.output<typeof leadListQuerySchema>;

/** Who wrote a note or changed a status; `id` is null once that admin account has been removed. */
export interface LeadAuthor {
  id: number | null;
  name: string;
}

export interface LeadNote {
  id: number;
  text: string;
  author: LeadAuthor;
  createdAt: string;
}

export interface LeadStatusChange {
  id: number;
  from: LeadStatus;
  to: LeadStatus;
  author: LeadAuthor;
  changedAt: string;
}

/** The e-mail alert to the practice about one lead: waiting (or being sent), delivered, or given up after 3 days. */
export interface LeadEmailAlert {
  status: 'pending' | 'sent' | 'failed';
  /** Delivery attempts so far. */
  attempts: number;
  /** Why the last attempt failed. */
  lastError?: string;
  sentAt?: string;
}

/** GET /api/contact-submissions/{id}: the lead, its notes and status history (oldest first), and its alert (null: none queued). */
export interface LeadDetail extends Lead {
  notes: LeadNote[];
  history: LeadStatusChange[];
  emailAlert: LeadEmailAlert | null;
  whatsapp: WhatsappConversation;
  /** The visit it was sent in (a lead started by a booking: the booking's); null when none was counted. */
  attribution: Attribution | null;
}

/** GET /api/contact-submissions/stats. Weeks are ISO weeks in UTC, starting on Monday; `weekStart` is that Monday's date. */
export interface LeadStats {
  /** The last 12 weeks, the current one last, weeks with no lead as 0. */
  byWeek: { weekStart: string; count: number }[];
  byStatus: Record<LeadStatus, number>;
  /** Each package id (or 'other', or '' for none) leads asked about, most asked first. */
  byPackage: { packageInterest: string; count: number }[];
}
