import { LEAD_STATUSES, type LeadListQuery } from '@shared/schemas/lead';

/** The inbox's views: every lead, the unread ones, or the leads of one status. */
const LEAD_VIEWS = ['all', 'unread', ...LEAD_STATUSES] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];

/** What the inbox is filtered by, as its controls hold it ('' for no filter). */
export interface LeadFilters {
  view: LeadView;
  q: string;
  /** A package id, 'other', or '' for any. */
  package: string;
  /** Days as a date input holds them (YYYY-MM-DD), in the admin's own time zone; '' leaves that end open. */
  from: string;
  to: string;
}

export const NO_LEAD_FILTERS: LeadFilters = { view: 'all', q: '', package: '', from: '', to: '' };

/** The first millisecond of a day in the admin's own time zone (a date-time without a zone is local time). */
export const dayStart = (day: string) => new Date(`${day}T00:00:00.000`).toISOString();

/** The last millisecond of a day in the admin's own time zone. */
export const dayEnd = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

/**
 * The list query the server reads for these filters: a view becomes `isRead=false` or a `status`, days become the
 * instants they start and end in the admin's time zone (the server's own days are UTC days).
 */
export function leadListQuery(filters: LeadFilters): LeadListQuery {
  const query: LeadListQuery = {};
  if (filters.view === 'unread') query.isRead = 'false';
  else if (filters.view !== 'all') query.status = filters.view;
  if (filters.q.trim()) query.q = filters.q.trim();
  if (filters.package) query.package = filters.package;
  if (filters.from) query.from = dayStart(filters.from);
  if (filters.to) query.to = dayEnd(filters.to);
  return query;
}

/** `?status=new&q=…` for a list query (and its page); '' when it names nothing. */
export function leadSearchParams(query: LeadListQuery): string {
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const text = params.toString();
  return text ? `?${text}` : '';
}
