import { addDays, datesFromTo, practiceDateTime, startOfPracticeDate } from '@shared/booking/slots';
import type { Language } from '@shared/constants';
import {
  DEFAULT_ANALYTICS_DAYS,
  daysBetween,
  type AnalyticsCampaign,
  type AnalyticsDay,
  type AnalyticsPage,
  type AnalyticsSource,
  type AnalyticsSummary,
  type AnalyticsTotals,
  type Attribution,
  type DeviceKind,
} from '@shared/schemas/analytics';
import { pageKind } from './attribution';
import type { PageViews } from './page-views';

/** A lead, a booking or a payment received, at the instant it happened, with the attribution of its session. */
export interface AttributedEvent {
  at: string;
  attribution: Attribution | null;
  /** A payment's amount, in piastres. */
  cents?: number;
}

/** What the figures are made of besides the views: the leads, bookings and payments of a span of instants. */
export interface AnalyticsInputs {
  pageViews: PageViews;
  timeZone: () => Promise<string>;
  now: () => Date;
  leadsBetween(from: Date, to: Date): Promise<AttributedEvent[]>;
  bookingsBetween(from: Date, to: Date): Promise<AttributedEvent[]>;
  paymentsBetween(from: Date, to: Date): Promise<AttributedEvent[]>;
}

const zeroTotals = (): AnalyticsTotals => ({ visitors: 0, pageviews: 0, leads: 0, bookings: 0, payments: 0, revenueCents: 0 });

const byVisitors = <T extends { visitors: number; pageviews?: number }>(a: T & { key: string }, b: T & { key: string }) =>
  b.visitors - a.visitors || (b.pageviews ?? 0) - (a.pageviews ?? 0) || a.key.localeCompare(b.key);

/** An entry of `map` under `key`, made by `make` the first time. */
function entryOf<T>(map: Map<string, T>, key: string, make: () => T): T {
  let entry = map.get(key);
  if (entry === undefined) map.set(key, (entry = make()));
  return entry;
}

/** The entries of a map sorted by visitors (then views, then key), without their sort key. */
const sorted = <T extends { visitors: number; pageviews?: number }>(map: Map<string, T>) =>
  [...map.entries()]
    .map(([key, value]) => ({ ...value, key }))
    .sort(byVisitors)
    .map(({ key: _key, ...value }) => value as unknown as T);

/**
 * GET /api/analytics: the figures of the practice's days `from` to `to` beside those of the period of the same length
 * before, by day, page, source and campaign, language, device and country. Leads, bookings and payments are read from
 * their tables and tied to pages and sources by the attribution they carry.
 */
export function analyticsSummary(inputs: AnalyticsInputs) {
  /** The last DEFAULT_ANALYTICS_DAYS days of the practice's zone, today included. */
  async function defaultPeriod() {
    const today = practiceDateTime(inputs.now(), await inputs.timeZone()).date;
    return { from: addDays(today, 1 - DEFAULT_ANALYTICS_DAYS), to: today };
  }

  async function summary(period?: { from: string; to: string }): Promise<AnalyticsSummary> {
    const timeZone = await inputs.timeZone();
    const { from, to } = period ?? (await defaultPeriod());
    const length = daysBetween(from, to);
    const previous = { from: addDays(from, -length), to: addDays(from, -1) };
    const dates = [...datesFromTo(from, to)];
    const days = new Map<string, AnalyticsDay>(dates.map((date) => [date, { date, ...zeroTotals() }]));
    const answer: AnalyticsSummary = {
      enabled: inputs.pageViews.enabled,
      from,
      to,
      timeZone,
      totals: zeroTotals(),
      previous: { ...previous, totals: zeroTotals() },
      days: [...days.values()],
      pages: [],
      sources: [],
      languages: [],
      devices: [],
      countries: [],
    };
    if (!inputs.pageViews.enabled) return answer;

    // The views this instance still holds count too: what was just seen is in the figures.
    await inputs.pageViews.flush();
    const span = { from: startOfPracticeDate(previous.from, timeZone), to: startOfPracticeDate(addDays(to, 1), timeZone) };
    const [views, leads, bookings, payments] = await Promise.all([
      inputs.pageViews.figures(previous.from, to, from),
      inputs.leadsBetween(span.from, span.to),
      inputs.bookingsBetween(span.from, span.to),
      inputs.paymentsBetween(span.from, span.to),
    ]);
    const dayOf = (at: string) => practiceDateTime(at, timeZone).date;
    /** The totals a day counts into: the period's, the previous period's, or none. */
    const totalsOf = (day: string) => (day >= from ? answer.totals : answer.previous.totals);

    for (const row of views.days) {
      totalsOf(row.day).visitors += row.visitors;
      totalsOf(row.day).pageviews += row.pageviews;
      const day = days.get(row.day);
      if (day) {
        day.visitors += row.visitors;
        day.pageviews += row.pageviews;
      }
    }
    const count = (events: AttributedEvent[], add: (totals: AnalyticsTotals | AnalyticsDay, event: AttributedEvent) => void) => {
      const inPeriod: AttributedEvent[] = [];
      for (const event of events) {
        const day = dayOf(event.at);
        if (day < previous.from || day > to) continue;
        add(totalsOf(day), event);
        const entry = days.get(day);
        if (entry) {
          add(entry, event);
          inPeriod.push(event);
        }
      }
      return inPeriod;
    };
    const periodLeads = count(leads, (totals) => totals.leads++);
    const periodBookings = count(bookings, (totals) => totals.bookings++);
    const periodPayments = count(payments, (totals, payment) => {
      totals.payments++;
      totals.revenueCents += payment.cents ?? 0;
    });

    const pages = new Map<string, AnalyticsPage>();
    const pageOf = (path: string) => entryOf(pages, path, () => ({ path, kind: pageKind(path), visitors: 0, pageviews: 0, leads: 0, bookings: 0 }));
    const sourceMap = new Map<string, AnalyticsSource & { campaignMap: Map<string, AnalyticsCampaign> }>();
    const sourceOf = (source: string) => entryOf(sourceMap, source, () => ({ source, visitors: 0, leads: 0, bookings: 0, revenueCents: 0, campaigns: [], campaignMap: new Map() }));
    const campaignOf = (source: string, campaign: string) => entryOf(sourceOf(source).campaignMap, campaign, () => ({ campaign, visitors: 0, leads: 0, bookings: 0, revenueCents: 0 }));
    const languages = new Map<string, { language: Language; visitors: number; pageviews: number }>();
    const devices = new Map<string, { device: DeviceKind; visitors: number; pageviews: number }>();
    const countries = new Map<string, { country: string; visitors: number; pageviews: number }>();

    for (const row of views.breakdown) {
      const add = (entry: { visitors: number; pageviews?: number }) => {
        entry.visitors += row.visitors;
        if (entry.pageviews !== undefined) entry.pageviews += row.pageviews;
      };
      if (row.dimension === 'page') add(pageOf(row.name));
      else if (row.dimension === 'source') add(sourceOf(row.name));
      else if (row.dimension === 'campaign') add(campaignOf(row.name, row.detail));
      else if (row.dimension === 'language') add(entryOf(languages, row.name, () => ({ language: row.name as Language, visitors: 0, pageviews: 0 })));
      else if (row.dimension === 'device') add(entryOf(devices, row.name, () => ({ device: row.name as DeviceKind, visitors: 0, pageviews: 0 })));
      else if (row.dimension === 'country') add(entryOf(countries, row.name, () => ({ country: row.name, visitors: 0, pageviews: 0 })));
    }

    /** Adds an attributed event to its source and campaign, and (leads and bookings) to the pages its session read. */
    const attribute = (events: AttributedEvent[], add: (entry: { leads: number; bookings: number; revenueCents?: number }, event: AttributedEvent) => void, toPages: boolean) => {
      for (const event of events) {
        const attribution = event.attribution;
        if (!attribution) continue;
        add(sourceOf(attribution.source), event);
        if (attribution.campaign) add(campaignOf(attribution.source, attribution.campaign), event);
        if (toPages) for (const path of new Set([attribution.landingPage, ...attribution.pagesRead])) add(pageOf(path), event);
      }
    };
    attribute(periodLeads, (entry) => entry.leads++, true);
    attribute(periodBookings, (entry) => entry.bookings++, true);
    attribute(
      periodPayments,
      (entry, payment) => {
        if (entry.revenueCents !== undefined) entry.revenueCents += payment.cents ?? 0;
      },
      false,
    );

    answer.pages = sorted(pages);
    answer.sources = sorted(sourceMap).map(({ campaignMap, ...source }) => ({ ...source, campaigns: sorted(campaignMap) }));
    answer.languages = sorted(languages);
    answer.devices = sorted(devices);
    answer.countries = sorted(countries);
    return answer;
  }

  return { summary };
}

export type AnalyticsSummaryReader = ReturnType<typeof analyticsSummary>;
