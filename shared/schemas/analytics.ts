import { z } from 'zod';
import { LANGUAGES, type Language } from '../constants';
import { LIMITS } from '../limits';
import { withProblem } from './field-problems';

/** The longest period GET /api/analytics answers, in days (both ends included). */
export const MAX_ANALYTICS_DAYS = 400;

/** The period GET /api/analytics answers without `from` and `to`: the last 30 days, today included. */
export const DEFAULT_ANALYTICS_DAYS = 30;

/** The longest UTM value kept; a longer one is cut, not refused (the visitor did not write it). */
export const MAX_UTM_LENGTH = 100;

/** The device kinds a view is counted under, from the browser's user agent. */
export const DEVICE_KINDS = ['phone', 'tablet', 'desktop'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/**
 * What the page's beacon posts to API_ROUTES.analytics.pageView for one page view. Only the page says what it is and
 * where its visitor came from; the server adds the day, the device kind and the country, and tells visitors apart by a
 * daily keyed hash it never stores the inputs of.
 */
export interface PageViewInput {
  /** The page's path, without its query or fragment. */
  path: string;
  /** `document.referrer`, when the browser gives one. */
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  /** The language the page is shown in (`<html lang>`). */
  language: Language;
}

const utmValue = z
  .string()
  .trim()
  .transform((value) => value.slice(0, MAX_UTM_LENGTH))
  .optional();

/** POST API_ROUTES.analytics.pageView (see PageViewInput). */
export const pageViewInputSchema = z.object({
  path: z
    .string()
    .max(LIMITS.url, { error: `Must be at most ${LIMITS.url} characters` })
    .refine((path) => /^\/[^?#]*$/.test(path), withProblem('invalid_link', 'Must be a path starting with /, without query or fragment')),
  referrer: z.string().max(LIMITS.url * 4, { error: `Must be at most ${LIMITS.url * 4} characters` }).optional(),
  utmSource: utmValue,
  utmMedium: utmValue,
  utmCampaign: utmValue,
  language: z.enum(LANGUAGES, { error: `Must be one of ${LANGUAGES.join(', ')}` }),
}) satisfies z.ZodType<PageViewInput>;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The days from `from` to `to`, both included (dates as YYYY-MM-DD). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** True for YYYY-MM-DD naming a day that exists (Date would roll 2026-02-30 over to March). */
function isCalendarDate(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return DATE_ONLY.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

const calendarDate = z.string().refine(isCalendarDate, withProblem('invalid_date', 'Must be a date (YYYY-MM-DD)'));

/** True when both ends are given and are days: only then is the period's order and length to check (zod refines the whole even when a field failed). */
const bothDates = (query: { from?: string; to?: string }) => query.from !== undefined && query.to !== undefined && isCalendarDate(query.from) && isCalendarDate(query.to);

/**
 * GET /api/analytics: a period of whole days of the practice's zone, both included; both ends or neither (then the
 * last DEFAULT_ANALYTICS_DAYS days, today included), at most MAX_ANALYTICS_DAYS days.
 */
export const analyticsQuerySchema = z
  .object({ from: calendarDate.optional(), to: calendarDate.optional() })
  .refine((query) => (query.from === undefined) === (query.to === undefined), {
    ...withProblem('required', 'from and to go together: give both, or neither for the last 30 days'),
    path: ['to'],
  })
  .refine((query) => !bothDates(query) || query.from! <= query.to!, { ...withProblem('ends_before_start', 'Must not be before from'), path: ['to'] })
  .refine((query) => !bothDates(query) || query.from! > query.to! || daysBetween(query.from!, query.to!) <= MAX_ANALYTICS_DAYS, {
    ...withProblem('too_many_days', `At most ${MAX_ANALYTICS_DAYS} days from from`),
    path: ['to'],
  });

export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

/** A period's figures. `visitors` is the sum of each day's distinct visitors (a visitor is told apart within a day only). */
export interface AnalyticsTotals {
  visitors: number;
  pageviews: number;
  /** Leads received (a lead that a booking started among them). */
  leads: number;
  /** Bookings made. */
  bookings: number;
  /** Payments received (paid, even if refunded since). */
  payments: number;
  /** What those payments received, in piastres. */
  revenueCents: number;
}

/** One day of the period, in the practice's zone; a day with nothing has zeros. */
export interface AnalyticsDay extends AnalyticsTotals {
  /** YYYY-MM-DD. */
  date: string;
}

/** What a public page is: a blog post, a success story, or any other page. */
export type AnalyticsPageKind = 'post' | 'story' | 'page';

/** A page by its path without query, both languages together. `leads` and `bookings` are those whose session read it. */
export interface AnalyticsPage {
  path: string;
  kind: AnalyticsPageKind;
  visitors: number;
  pageviews: number;
  leads: number;
  bookings: number;
}

export interface AnalyticsCampaign {
  /** The `utm_campaign`, as given. */
  campaign: string;
  visitors: number;
  leads: number;
  bookings: number;
  revenueCents: number;
}

/**
 * A source as people name it: the `utm_source` mapped to a name (`instagram` → Instagram) or as given, else from the
 * referrer: `Direct`, a search engine (`Google`, `Bing`, …), a social network (`Facebook`, `Instagram`, `WhatsApp`,
 * `TikTok`, `X`, `YouTube`), `E-mail`, or another site's domain (`example.com`). Counted by a session's first view.
 */
export interface AnalyticsSource {
  source: string;
  visitors: number;
  leads: number;
  bookings: number;
  revenueCents: number;
  /** The campaigns under it, most visitors first (visits without a campaign are not listed). */
  campaigns: AnalyticsCampaign[];
}

export interface AnalyticsLanguage {
  language: Language;
  visitors: number;
  pageviews: number;
}

export interface AnalyticsDevice {
  device: DeviceKind;
  visitors: number;
  pageviews: number;
}

/** Only views whose country a trusted proxy gave (GEO_COUNTRY_HEADER) are listed. */
export interface AnalyticsCountry {
  /** ISO 3166-1 alpha-2, upper case (EG). */
  country: string;
  visitors: number;
  pageviews: number;
}

/**
 * GET /api/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD (signed in). Every list is sorted by visitors, most first. With
 * ANALYTICS=off, `enabled` is false and every figure is zero (the days still listed).
 */
export interface AnalyticsSummary {
  enabled: boolean;
  /** The period answered, both days included, and the zone its days are in (the bookings' `timeZone`). */
  from: string;
  to: string;
  timeZone: string;
  totals: AnalyticsTotals;
  /** The period of the same length just before, for comparison. */
  previous: { from: string; to: string; totals: AnalyticsTotals };
  days: AnalyticsDay[];
  pages: AnalyticsPage[];
  sources: AnalyticsSource[];
  languages: AnalyticsLanguage[];
  devices: AnalyticsDevice[];
  countries: AnalyticsCountry[];
}

/**
 * Where a lead, a booking (and so its payment) came from: the session it was made in, first touch. On
 * GET /api/contact-submissions/{id} and GET /api/bookings/{id}; null when no view of the session was counted.
 */
export interface Attribution {
  /** Named as in AnalyticsSource. */
  source: string;
  medium?: string;
  campaign?: string;
  /** The session's first page, without its query. */
  landingPage: string;
  /** The paths of the posts and stories read in the session before, in the order first read. */
  pagesRead: string[];
}
