import { createHmac, randomBytes } from 'node:crypto';
import DataLoader from 'dataloader';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { addDays, datesFromTo, practiceDateTime } from '@shared/booking/slots';
import type { Attribution, PageViewInput } from '@shared/schemas/analytics';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { toIso } from '../db/present';
import { postsAndStoriesRead } from './attribution';
import { deviceKind } from './device-kind';
import { sourceOf } from './sources';
import type { VisitorRequest } from './visitor-request';

const MINUTE_MS = 60_000;
/** A view this soon after the same visitor's last one continues their session: its source and landing page stay. */
const SESSION_MS = 30 * MINUTE_MS;
/** A day's salt is deleted this long after it was made: the day's visitor ids can never be made again. */
const SALT_LIFETIME_MS = 48 * 60 * MINUTE_MS;
/** How long a counted view may wait in memory before it is written with the others that came meanwhile. */
const FLUSH_MS = 1000;
/** The most views one write carries; more waiting start the next write at once. */
const MOST_VIEWS_PER_WRITE = 500;
/** Rows per INSERT: well under SQLite's bound on a statement's parameters. */
const ROWS_PER_INSERT = 100;
/** How often finished days are folded into their totals, and old views and salts deleted. */
const MAINTENANCE_MS = 60 * MINUTE_MS;
/**
 * A day is folded only this long after its midnight: by then every instance has written the views it still held
 * in memory at midnight.
 */
const FOLD_AFTER_MIDNIGHT_MS = 5 * MINUTE_MS;
/** How long the practice's zone is taken as read (it changes only when the practice changes its hours). */
const ZONE_KEPT_MS = MINUTE_MS;
/** The most visitors whose attributions are looked up in one query: a bound on its parameters. */
const MOST_ATTRIBUTIONS_AT_ONCE = 200;
/** The longest path kept: longer ones are cut (a real page's path is far shorter). */
const MAX_PATH = 500;

/** What a view's session was named by, kept on every view of it (first touch). */
interface SessionFacts {
  session: string;
  source: string;
  medium: string | null;
  campaign: string | null;
  landingPage: string;
}

interface QueuedView {
  viewedAt: string;
  day: string;
  /** Today's visitor id first, then yesterday's (when its salt still exists), so that a session goes on over midnight. */
  visitorIds: string[];
  path: string;
  language: string;
  device: string;
  country: string | null;
  source: string;
  medium: string | null;
  campaign: string | null;
}

/** One day's figures for one value of a dimension, as `analytics_days` keeps them and the live views give them. */
interface DimensionRow {
  day: string;
  dimension: Dimension;
  name: string;
  detail: string;
  visitors: number;
  pageviews: number;
}

/** A day's totals. */
export type DayFigures = Pick<DimensionRow, 'day' | 'visitors' | 'pageviews'>;

/** A value of a dimension other than the total (a page, a source, a campaign under its source, …), over some days. */
export type ValueFigures = Omit<DimensionRow, 'day'>;

/** What views are counted by: the day's totals, then one value per dimension (a campaign under its source). */
const DIMENSIONS = {
  total: [],
  page: ['path'],
  source: ['source'],
  campaign: ['source', 'campaign'],
  language: ['language'],
  device: ['device'],
  country: ['country'],
} as const satisfies Record<string, readonly string[]>;

export type Dimension = keyof typeof DIMENSIONS;

/** A decoded path (Arabic slugs read as Arabic), cut to what is kept. */
function readablePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not valid percent-encoding: kept as sent.
  }
  return decoded.slice(0, MAX_PATH);
}

/** The visitor's id under a day's salt: a keyed hash of the site, address and user agent, 128 bits as hex. */
const visitorId = (salt: Buffer, visitor: VisitorRequest) => createHmac('sha256', salt).update(`${visitor.site}\n${visitor.address}\n${visitor.userAgent}`).digest('hex').slice(0, 32);

interface PageViewsOptions {
  config: Pick<Config, 'ANALYTICS' | 'ANALYTICS_RETENTION_DAYS'>;
  db: Database;
  now: () => Date;
  logger: Logger;
  /** The practice's zone (the bookings' `timeZone`): a day of figures is one of its days, and one salt. */
  timeZone: () => Promise<string>;
}

/**
 * Page views, counted without cookies. A visitor is told apart only by a daily id: a keyed hash (HMAC-SHA256) of the
 * day's random salt, the site, the address and the user agent. A salt is made at the first view of each day of the
 * practice's zone, shared through the database by every instance, and deleted 48 hours later. Views are answered at
 * once and written together a moment later; finished days are folded into totals that are kept for good, and raw
 * views deleted after ANALYTICS_RETENTION_DAYS.
 */
export function pageViews({ config, db, now, logger, timeZone }: PageViewsOptions) {
  const enabled = config.ANALYTICS === 'on';
  const salts = new Map<string, Promise<Buffer | undefined>>();
  const queue: QueuedView[] = [];
  let flushTimer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let zone: { name: string; until: number } | undefined;
  let lastDay: { zone: string; minute: number; day: string } | undefined;

  async function practiceZone(): Promise<string> {
    const at = now().getTime();
    if (!zone || zone.until <= at) zone = { name: await timeZone(), until: at + ZONE_KEPT_MS };
    return zone.name;
  }

  /** The day's salt, made now when `make` and none exists yet (by this instance or another); undefined otherwise. */
  function saltOf(day: string, make: boolean): Promise<Buffer | undefined> {
    const known = salts.get(day);
    if (known) return known;
    const loading = (async () => {
      if (make) await db('analyticsSalts').insert({ day, salt: randomBytes(32).toString('base64'), createdAt: now().toISOString() }).onConflict('day').ignore();
      const row = await db('analyticsSalts').where({ day }).first('salt');
      return row ? Buffer.from(row.salt, 'base64') : undefined;
    })();
    salts.set(day, loading);
    // A failed read is tried again at the next view.
    loading.catch(() => salts.delete(day));
    return loading;
  }

  /**
   * The practice's day at `at`, worked out once a minute: every zone's midnight falls on a whole minute, and reading
   * the zone's offset costs more than the rest of a view.
   */
  function practiceDay(at: Date, zoneName: string): string {
    const minute = Math.floor(at.getTime() / MINUTE_MS);
    if (lastDay?.minute !== minute || lastDay.zone !== zoneName) lastDay = { zone: zoneName, minute, day: practiceDateTime(at, zoneName).date };
    return lastDay.day;
  }

  /** The practice's day now, and the visitor's ids under its salt and the day before's. */
  async function idsOf(visitor: VisitorRequest, at: Date) {
    const day = practiceDay(at, await practiceZone());
    const yesterday = addDays(day, -1);
    for (const known of salts.keys()) if (known < yesterday) salts.delete(known);
    const [today, before] = await Promise.all([saltOf(day, true), saltOf(yesterday, false)]);
    return { day, ids: [visitorId(today!, visitor), ...(before ? [visitorId(before, visitor)] : [])] };
  }

  /** Writes the views waiting, in order, each continuing its visitor's session when it came within SESSION_MS. */
  async function writeQueued() {
    while (queue.length > 0) {
      const batch = queue.splice(0, MOST_VIEWS_PER_WRITE);
      try {
        const since = new Date(Date.parse(batch[0]!.viewedAt) - SESSION_MS).toISOString();
        const recent: (SessionFacts & { visitor: string; viewedAt: unknown })[] = await db('analyticsViews')
          .whereIn('visitor', [...new Set(batch.flatMap((view) => view.visitorIds))])
          .where('viewedAt', '>=', since)
          .orderBy('viewedAt')
          .orderBy('id')
          .select('visitor', 'viewedAt', 'session', 'source', 'medium', 'campaign', 'landingPage');
        const latest = new Map<string, SessionFacts & { at: number }>();
        for (const { visitor, viewedAt, ...facts } of recent) latest.set(visitor, { ...facts, at: Date.parse(toIso(viewedAt)) });
        const rows = batch.map(({ visitorIds, source, medium, campaign, ...view }) => {
          const at = Date.parse(view.viewedAt);
          const last = visitorIds
            .map((id) => latest.get(id))
            .filter((known) => known !== undefined && at - known.at <= SESSION_MS)
            .sort((a, b) => b!.at - a!.at)[0];
          const facts: SessionFacts = last
            ? { session: last.session, source: last.source, medium: last.medium, campaign: last.campaign, landingPage: last.landingPage }
            : { session: randomBytes(16).toString('hex'), source, medium, campaign, landingPage: view.path };
          latest.set(visitorIds[0]!, { ...facts, at });
          return { ...view, visitor: visitorIds[0]!, ...facts };
        });
        // One commit for the whole batch: on SQLite each commit is a flush to the disk.
        await db.transaction(async (transaction) => {
          for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) await transaction('analyticsViews').insert(rows.slice(start, start + ROWS_PER_INSERT));
        });
      } catch (error) {
        // Counting is never worth failing for: these views are lost, the next ones are counted.
        logger.warn({ err: error, views: batch.length }, 'page views could not be written');
      }
    }
  }

  /** Writes every view waiting; resolves once they are in the database. */
  function flush(): Promise<void> {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    writing = writing.then(writeQueued);
    return writing;
  }

  /**
   * Counts one page view of `visitor`, who is not a bot, a prefetch or an admin (see notCountedBecause). Resolves once
   * it is queued: the write comes a moment later, with the others that came meanwhile.
   */
  async function record(input: PageViewInput, visitor: VisitorRequest): Promise<void> {
    if (!enabled) return;
    const at = now();
    const { day, ids } = await idsOf(visitor, at);
    queue.push({
      viewedAt: at.toISOString(),
      day,
      visitorIds: ids,
      path: readablePath(input.path),
      language: input.language,
      device: deviceKind(visitor.userAgent),
      country: visitor.country,
      source: sourceOf(input, visitor.site),
      medium: input.utmMedium || null,
      campaign: input.utmCampaign || null,
    });
    if (queue.length >= MOST_VIEWS_PER_WRITE) void flush();
    else flushTimer ??= setTimeout(() => void flush(), FLUSH_MS);
  }

  /**
   * The attributions of the visitors who send something in the same moment (see attributionOf), each their latest
   * session's: two queries for them all rather than two for each, since every contact form and booking asks.
   */
  async function attributionsOf(visitors: readonly VisitorRequest[]): Promise<(Attribution | null)[]> {
    await flush();
    const at = now();
    const idsOfEach = await Promise.all(visitors.map(async (visitor) => (await idsOf(visitor, at)).ids));
    const latestViews: (SessionFacts & { visitor: string; viewedAt: unknown; id: number })[] = await db
      .select('visitor', 'viewedAt', 'id', 'session', 'source', 'medium', 'campaign', 'landingPage')
      .from(
        db('analyticsViews')
          .whereIn('visitor', [...new Set(idsOfEach.flat())])
          .select('visitor', 'viewedAt', 'id', 'session', 'source', 'medium', 'campaign', 'landingPage')
          .rowNumber('latestFirst', function latestFirst() {
            this.partitionBy('visitor').orderBy('viewedAt', 'desc').orderBy('id', 'desc');
          })
          .as('ranked'),
      )
      .where('latestFirst', 1);
    const latestOf = new Map(latestViews.map((view) => [view.visitor, { ...view, at: Date.parse(toIso(view.viewedAt)) }]));
    const sessions = idsOfEach.map(
      (ids) =>
        ids
          .map((id) => latestOf.get(id))
          .filter((view) => view !== undefined)
          .sort((a, b) => b.at - a.at || b.id - a.id)[0],
    );
    const named = [...new Set(sessions.flatMap((session) => (session ? [session.session] : [])))];
    const paths: { session: string; path: string }[] = named.length === 0 ? [] : await db('analyticsViews').whereIn('session', named).orderBy('viewedAt').orderBy('id').select('session', 'path');
    return sessions.map((last) =>
      last
        ? {
            source: last.source,
            ...(last.medium ? { medium: last.medium } : {}),
            ...(last.campaign ? { campaign: last.campaign } : {}),
            landingPage: last.landingPage,
            pagesRead: postsAndStoriesRead(paths.filter((view) => view.session === last.session).map((view) => view.path)),
          }
        : null,
    );
  }

  // The visitors who send something while the event loop reads the requests of one moment are looked up together.
  const attributions = new DataLoader(attributionsOf, { cache: false, maxBatchSize: MOST_ATTRIBUTIONS_AT_ONCE, batchScheduleFn: (lookUp) => setImmediate(lookUp) });

  /**
   * The attribution of what `visitor` sends now (a lead, a booking): their latest session of today or yesterday, its
   * first-touch source and landing page, and the posts and stories read in it. Null when none of their views was counted.
   */
  async function attributionOf(visitor: VisitorRequest): Promise<Attribution | null> {
    if (!enabled) return null;
    return attributions.load(visitor);
  }

  /** Each day's figures of the views matching `where`, by dimension (see DIMENSIONS). */
  async function aggregate(connection: Knex, where: (query: Knex.QueryBuilder) => void): Promise<DimensionRow[]> {
    const counted = await Promise.all(
      Object.entries(DIMENSIONS).map(async ([dimension, columns]) => {
        const query = connection('analyticsViews').select('day', ...columns).countDistinct({ visitors: 'visitor' }).count({ pageviews: '*' }).groupBy('day', ...columns);
        where(query);
        for (const column of columns) query.whereNotNull(column);
        const rows: Record<string, any>[] = await query;
        return rows.map(
          (row): DimensionRow => ({
            day: row.day,
            dimension: dimension as Dimension,
            name: columns[0] === undefined ? '' : String(row[columns[0]]),
            detail: columns[1] === undefined ? '' : String(row[columns[1]]),
            visitors: Number(row.visitors),
            pageviews: Number(row.pageviews),
          }),
        );
      }),
    );
    return counted.flat();
  }

  /** Folds one finished day's views into its totals, unless another instance did (its `total` row is the claim). */
  async function fold(day: string) {
    await db.transaction(async (transaction) => {
      const claimed = await transaction('analyticsDays').insert({ day, dimension: 'total', name: '', detail: '', visitors: 0, pageviews: 0 }).onConflict(['day', 'dimension', 'name', 'detail']).ignore().returning('day');
      if (claimed.length === 0) return;
      const rows = await aggregate(transaction, (query) => query.where({ day }));
      const [total, ...others] = [rows.find((row) => row.dimension === 'total'), ...rows.filter((row) => row.dimension !== 'total')];
      if (total) await transaction('analyticsDays').where({ day, dimension: 'total' }).update({ visitors: total.visitors, pageviews: total.pageviews });
      for (let start = 0; start < others.length; start += ROWS_PER_INSERT) await transaction('analyticsDays').insert(others.slice(start, start + ROWS_PER_INSERT));
    });
  }

  /**
   * Folds the finished days not folded yet, deletes the views older than ANALYTICS_RETENTION_DAYS (their days are
   * folded) and the salts older than 48 hours. Safe on several instances at once.
   */
  async function maintain() {
    await flush();
    const at = now();
    const timeZoneName = await practiceZone();
    const lastFoldable = practiceDateTime(new Date(at.getTime() - FOLD_AFTER_MIDNIGHT_MS), timeZoneName).date;
    const today = practiceDateTime(at, timeZoneName).date;
    const before = lastFoldable === today ? addDays(today, -1) : addDays(today, -2);
    const folded = new Set<string>(await db('analyticsDays').where('dimension', 'total').where('day', '<=', before).pluck('day'));
    const days: string[] = await db('analyticsViews').where('day', '<=', before).distinct().pluck('day');
    for (const day of days.filter((candidate) => !folded.has(candidate)).sort()) await fold(day);
    await db('analyticsViews').where('day', '<', addDays(today, -config.ANALYTICS_RETENTION_DAYS)).delete();
    await db('analyticsSalts').where('createdAt', '<', new Date(at.getTime() - SALT_LIFETIME_MS).toISOString()).delete();
  }

  /**
   * The figures of the practice's days `from` to `to` (both included): each day's totals, and the other dimensions'
   * values from `breakdownFrom` on (a value may come in several rows: sum them). Folded days are read from their
   * totals, summed in the database; the others are counted from their views.
   */
  async function figures(from: string, to: string, breakdownFrom: string): Promise<{ days: DayFigures[]; breakdown: ValueFigures[] }> {
    const foldedTotals: Record<string, any>[] = await db('analyticsDays').where('dimension', 'total').whereBetween('day', [from, to]).select('day', 'visitors', 'pageviews');
    const foldedDays = new Set(foldedTotals.map((row) => row.day as string));
    const foldedBreakdown: Record<string, any>[] = await db('analyticsDays')
      .whereNot('dimension', 'total')
      .whereBetween('day', [breakdownFrom, to])
      .groupBy('dimension', 'name', 'detail')
      .select('dimension', 'name', 'detail')
      .sum({ visitors: 'visitors', pageviews: 'pageviews' });
    // Named one by one (mostly today alone): a range less the folded days would read every view of the range.
    const liveDays = [...datesFromTo(from, to)].filter((day) => !foldedDays.has(day));
    const live = liveDays.length === 0 ? [] : await aggregate(db, (query) => query.whereIn('day', liveDays));
    const liveTotals = live.filter((row) => row.dimension === 'total');
    const liveBreakdown = live.filter((row) => row.dimension !== 'total' && row.day >= breakdownFrom);
    return {
      days: [...foldedTotals, ...liveTotals].map((row) => ({ day: row.day, visitors: Number(row.visitors), pageviews: Number(row.pageviews) })),
      breakdown: [...foldedBreakdown, ...liveBreakdown].map((row) => ({ dimension: row.dimension, name: row.name, detail: row.detail, visitors: Number(row.visitors), pageviews: Number(row.pageviews) })),
    };
  }

  /** Starts the hourly maintenance (and one run now); the answer stops it and writes the views still waiting. */
  function start(): () => Promise<void> {
    if (!enabled) return async () => {};
    const run = () => maintain().catch((error: unknown) => logger.warn({ err: error }, 'page views could not be folded'));
    let running = run();
    const timer = setInterval(() => (running = run()), MAINTENANCE_MS);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await running;
      await flush();
    };
  }

  return { enabled, record, flush, attributionOf, figures, maintain, start };
}

export type PageViews = ReturnType<typeof pageViews>;
