import { createHash } from 'node:crypto';
import pino from 'pino';
import { apiPaths, withQuery } from '@shared/api-routes';
import { addDays, practiceDateTime, startOfPracticeDate } from '@shared/booking/slots';
import type { AnalyticsSummary, PageViewInput } from '@shared/schemas/analytics';
import type { Availability } from '@shared/schemas/booking';
import { pageViews } from '../server/analytics/page-views';
import { openDatabase } from '../server/db/connection';
import { recordAnswer, type BareServer } from './bare-server';
import { apiWrite, loadAmount, type LoadFigures, type RequestVariant } from './http-load';
import { httpRequest, requestJson } from './http-request';
import { processTreeCpuSeconds } from './process-cpu';
import { median, percentile } from './stats';

/** A year of a busy practice's traffic: the million views. */
const YEAR_VIEWS = 1_000_000;
const YEAR_DAYS = 365;
const VIEWS_PER_VISITOR = 2.7;
const ROWS_PER_INSERT = 500;
const DAY_MS = 24 * 60 * 60 * 1000;
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export interface QueryTimes {
  label: string;
  runs: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

export interface AnalyticsFigures {
  /** The generated year: views written, in how long, how long folding it took, and what was left. */
  generated: { views: number; days: number; writeSeconds: number; foldSeconds: number; rawViewsKept: number; dailyRows: number };
  queries: QueryTimes[];
  /** POST /api/page-views from a new visitor each time, beside the bare server answering its 204. */
  counting: { views: number; counted: number; real: LoadFigures; bare: LoadFigures };
}

/** A repeatable stream of numbers in [0, 1): the same year is generated on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const pick = <T>(random: () => number, items: readonly T[]) => items[Math.floor(random() * items.length)]!;

const POSTS = Array.from({ length: 60 }, (_, index) => `/blog/post-${index + 1}`);
const STORIES = Array.from({ length: 20 }, (_, index) => `/success-story/${index + 1}`);
const PAGES = ['/', '/blogs', '/success-stories', '/book'];
const SOURCES: readonly { source: string; medium: string | null; campaigns: readonly (string | null)[] }[] = [
  { source: 'Direct', medium: null, campaigns: [null] },
  { source: 'Google', medium: null, campaigns: [null] },
  { source: 'Instagram', medium: 'social', campaigns: [null, 'ramadan', 'summer', 'new-year'] },
  { source: 'Facebook', medium: 'social', campaigns: [null, 'ramadan', 'ads-2026'] },
  { source: 'WhatsApp', medium: 'social', campaigns: [null, 'group-1', 'group-2'] },
  { source: 'TikTok', medium: 'video', campaigns: [null] },
  { source: 'E-mail', medium: 'email', campaigns: ['newsletter'] },
  { source: 'healthy-eating.example', medium: null, campaigns: [null] },
];
const COUNTRIES = ['EG', 'EG', 'EG', 'SA', 'AE', 'KW', 'US', 'GB'];

/** One day's generated views, `count` of them, in the practice's `timeZone`. */
function dayOfViews(day: string, count: number, timeZone: string, random: () => number) {
  const dayStart = startOfPracticeDate(day, timeZone).getTime();
  const rows: Record<string, unknown>[] = [];
  let visitor = 0;
  while (rows.length < count) {
    const id = createHash('sha256').update(`${day} ${visitor++}`).digest('hex');
    const { source, medium, campaigns } = pick(random, SOURCES);
    const campaign = pick(random, campaigns);
    const language = random() < 0.6 ? 'ar' : 'en';
    const device = random() < 0.7 ? 'phone' : random() < 0.8 ? 'desktop' : 'tablet';
    const country = random() < 0.9 ? pick(random, COUNTRIES) : null;
    const views = Math.max(1, Math.round(random() * 2 * VIEWS_PER_VISITOR));
    const landingPage = random() < 0.5 ? pick(random, POSTS) : pick(random, PAGES);
    let at = dayStart + Math.floor(random() * (DAY_MS - 60 * 60 * 1000));
    for (let view = 0; view < views && rows.length < count; view += 1) {
      const path = view === 0 ? landingPage : pick(random, random() < 0.6 ? POSTS : random() < 0.5 ? STORIES : PAGES);
      rows.push({ day, viewedAt: new Date(at).toISOString(), visitor: id.slice(0, 32), session: id.slice(32, 64), path, language, device, country, source, medium, campaign, landingPage });
      at += Math.floor(random() * 5 * 60 * 1000);
    }
  }
  return rows;
}

/**
 * Writes a year of views (YEAR_VIEWS over the YEAR_DAYS days up to today) straight into the server's SQLite file, then
 * runs the server's own upkeep on it, as the hourly job would have over the year: finished days folded into their
 * totals, raw views older than the retention deleted.
 */
async function generateYear(dataDir: string, timeZone: string): Promise<AnalyticsFigures['generated']> {
  const db = openDatabase({ dataDir, synchronous: 'normal' });
  try {
    const random = seededRandom(28);
    const today = practiceDateTime(new Date(), timeZone).date;
    const written = performance.now();
    for (let back = YEAR_DAYS - 1; back >= 0; back -= 1) {
      const day = addDays(today, -back);
      const count = Math.floor(YEAR_VIEWS / YEAR_DAYS) + (back < YEAR_VIEWS % YEAR_DAYS ? 1 : 0);
      const rows = dayOfViews(day, count, timeZone, random);
      await db.transaction(async (transaction) => {
        for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) await transaction('analyticsViews').insert(rows.slice(start, start + ROWS_PER_INSERT));
      });
    }
    const writeSeconds = (performance.now() - written) / 1000;
    const folded = performance.now();
    const upkeep = pageViews({ config: { ANALYTICS: 'on', ANALYTICS_RETENTION_DAYS: 90 }, db, now: () => new Date(), logger: pino({ level: 'silent' }), timeZone: async () => timeZone });
    await upkeep.maintain();
    const foldSeconds = (performance.now() - folded) / 1000;
    const [kept] = await db('analyticsViews').count({ total: '*' });
    const [daily] = await db('analyticsDays').count({ total: '*' });
    return { views: YEAR_VIEWS, days: YEAR_DAYS, writeSeconds, foldSeconds, rawViewsKept: Number(kept?.total), dailyRows: Number(daily?.total) };
  } finally {
    await db.destroy();
  }
}

/** `runs` answers of GET `path` (after three to warm up), one at a time, timed from the request to the last byte. */
async function timeQuery(baseUrl: string, cookie: string, label: string, path: string, runs: number): Promise<QueryTimes> {
  const ask = async () => {
    const started = performance.now();
    const response = await httpRequest(`${baseUrl}${path}`, { headers: { Cookie: cookie, Accept: 'application/json', 'Accept-Encoding': 'br, gzip' } });
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
    return performance.now() - started;
  };
  for (let warmup = 0; warmup < 3; warmup += 1) await ask();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) times.push(await ask());
  return { label, runs, medianMs: median(times), p95Ms: percentile(times, 0.95), maxMs: Math.max(...times) };
}

/** Page views from `count` new visitors (each its own X-Forwarded-For in 198.19.0.0/16, a benchmark range). */
function pageViewRequests(baseUrl: string, count: number): RequestVariant[] {
  const view: PageViewInput = { path: '/blog/post-1', referrer: 'https://www.google.com/', language: 'ar' };
  const { headers } = apiWrite(baseUrl, apiPaths.analytics.pageView());
  return Array.from({ length: count }, (_, index) => ({
    path: apiPaths.analytics.pageView(),
    body: JSON.stringify(view),
    headers: { ...headers, 'User-Agent': CHROME, 'X-Forwarded-For': `198.19.${(index >> 8) & 255}.${index & 255}` },
  }));
}

/** The load's figures with the CPU the server's processes used per answer meanwhile. */
async function withCpu(pid: number, load: () => Promise<LoadFigures>): Promise<LoadFigures> {
  const before = processTreeCpuSeconds(pid);
  const figures = await load();
  return { ...figures, serverCpuMsPerRequest: ((processTreeCpuSeconds(pid) - before) * 1000) / Math.max(1, figures.answered) };
}

/**
 * The dashboard's figures over a year of generated traffic (its default 30 days, and 12 months), then the cost of
 * counting one view: POST /api/page-views from `views` new visitors, beside the bare server sending the same 204.
 */
export async function measureAnalytics(
  servers: { realUrl: string; realPid: number; bare: BareServer },
  dataDir: string,
  cookie: string,
  settings: { connections: number; quick: boolean },
  progress: (line: string) => void,
): Promise<AnalyticsFigures> {
  const { body: availability } = await requestJson<Availability>(`${servers.realUrl}${apiPaths.booking.availability()}`, { headers: { Cookie: cookie } });
  progress(`generating ${YEAR_VIEWS.toLocaleString('en-US')} views over ${YEAR_DAYS} days, then folding them`);
  const generated = await generateYear(dataDir, availability.timeZone);
  const runs = settings.quick ? 10 : 30;
  const today = practiceDateTime(new Date(), availability.timeZone).date;
  const queries = [
    await timeQuery(servers.realUrl, cookie, 'default period (last 30 days)', apiPaths.analytics.summary(), runs),
    await timeQuery(servers.realUrl, cookie, '12 months', withQuery(apiPaths.analytics.summary(), { from: addDays(today, -(YEAR_DAYS - 1)), to: today }), runs),
  ];

  const views = settings.quick ? 5_000 : 20_000;
  progress(`counting ${views.toLocaleString('en-US')} page views from as many visitors`);
  const before = await countedToday(servers.realUrl, cookie, today);
  const requests = pageViewRequests(servers.realUrl, views + 1);
  const [first, ...rest] = requests as { path: string; body: string; headers: Record<string, string> }[];
  await servers.bare.add([await recordAnswer(servers.realUrl, { method: 'POST', path: first!.path, headers: first!.headers, body: first!.body })]);
  const request = { method: 'POST' as const, path: first!.path, headers: first!.headers };
  const real = await withCpu(servers.realPid, () => loadAmount(servers.realUrl, request, settings.connections, views, rest));
  const bare = await withCpu(servers.bare.pid, () => loadAmount(servers.bare.url, request, settings.connections, views, rest));
  const counted = (await countedToday(servers.realUrl, cookie, today)) - before - 1;
  return { generated, queries, counting: { views, counted, real, bare } };
}

/** Today's page views in the dashboard's figures (the server writes what it holds before it answers). */
async function countedToday(baseUrl: string, cookie: string, today: string): Promise<number> {
  const { body } = await requestJson<AnalyticsSummary>(`${baseUrl}${withQuery(apiPaths.analytics.summary(), { from: today, to: today })}`, { headers: { Cookie: cookie } });
  return body.totals.pageviews;
}
