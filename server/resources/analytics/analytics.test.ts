import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsSummary } from '@shared/schemas/analytics';
import { problems } from '../../test/booking-server';
import { contactInput } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { ANDROID_TABLET, DESKTOP_CHROME, PHONE_SAFARI, viewPage, visitorHeaders, type TestVisitor } from '../../test/visits';

const MINUTE_MS = 60_000;
/** Tuesday 1 December 2026, 10:00 in Cairo (UTC+2), the practice's default zone. */
const START = new Date('2026-12-01T08:00:00.000Z');
const TODAY = '2026-12-01';

const laila: TestVisitor = { address: '203.0.113.57', userAgent: `${DESKTOP_CHROME} LailaBrowser/7.3` };
/** Laila's browser on another network: another address, so another visitor. */
const lailaAtWork: TestVisitor = { address: '198.51.100.23', userAgent: laila.userAgent };
/** Another browser on Laila's network: another visitor too. */
const omar: TestVisitor = { address: laila.address, userAgent: `${PHONE_SAFARI} OmarPhone/2.1` };
const tablet: TestVisitor = { address: '192.0.2.99', userAgent: `${ANDROID_TABLET} HodaTablet/5.5` };

const webBuilds: string[] = [];
/** A web build of the page templates alone (the dashboard's and the public site's): enough for the server to render pages into them. */
const webBuild = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dietbar-web-'));
  for (const page of ['index.html', 'site.html']) fs.copyFileSync(path.resolve(__dirname, '../../../web', page), path.join(folder, page));
  webBuilds.push(folder);
  return folder;
};
const PAGE_VIEWS_MARK = '<meta name="page-views" content="/api/page-views" />';

let server: TestServer;
/** Everything the server logs, at every level. */
const logLines: string[] = [];
let now = START;
const setNow = (instant: Date) => (now = instant);
beforeAll(async () => {
  const log = new Writable({ write: (chunk, _encoding, done) => done(void logLines.push(String(chunk))) });
  server = await startTestServer({ TRUST_PROXY: 'true', GEO_COUNTRY_HEADER: 'CF-IPCountry', CONTACT_RATE_LIMIT: '100', WEB_DIST_DIR: webBuild() }, { now: () => now, logger: pino({ level: 'trace' }, log) });
});
afterAll(async () => {
  await server.stop();
  for (const folder of webBuilds) fs.rmSync(folder, { recursive: true, force: true });
});

/** Signed in anew each time: the tests move the clock by days, past a session's life. */
const signedIn = () => server.admin();
const summary = async (query = ''): Promise<AnalyticsSummary> => {
  const answer = await (await signedIn()).get(`/api/analytics${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};
const view = (visitor: TestVisitor, path: string, extra: Parameters<typeof viewPage>[2] extends infer V ? Partial<V> : never = {}, headers: Record<string, string> = {}) =>
  viewPage(server.client(), visitor, { path, ...extra }, headers);
const day = (figures: AnalyticsSummary, date: string) => figures.days.find((entry) => entry.date === date)!;

describe('counting page views', () => {
  it('marks public pages with the address their beacon posts to, and not the dashboard', async () => {
    for (const page of ['/', '/blogs?lang=ar']) expect((await server.client().get(page)).text).toContain(PAGE_VIEWS_MARK);
    expect((await server.client().get('/admin')).text).not.toContain(PAGE_VIEWS_MARK);
  });

  it('tells visitors apart by address and browser, in both languages, and counts a reload within the session once', async () => {
    await view(laila, '/', {}, { 'CF-IPCountry': 'EG' });
    await view(laila, '/blogs', {}, { 'CF-IPCountry': 'EG' });
    setNow(new Date(START.getTime() + 10 * MINUTE_MS));
    // A reload ten minutes on: the same visitor, one more view.
    await view(laila, '/blogs', {}, { 'CF-IPCountry': 'EG' });
    await view(lailaAtWork, '/', { language: 'ar' }, { 'CF-IPCountry': 'SA' });
    await view(omar, '/blog/eat-well', { language: 'ar' });
    await view(tablet, '/success-story/3');

    const figures = await summary(`?from=${TODAY}&to=${TODAY}`);
    expect(figures.enabled).toBe(true);
    expect(figures.totals).toEqual({ visitors: 4, pageviews: 6, leads: 0, bookings: 0, payments: 0, revenueCents: 0 });
    expect(figures.days).toEqual([{ date: TODAY, visitors: 4, pageviews: 6, leads: 0, bookings: 0, payments: 0, revenueCents: 0 }]);
    expect(figures.pages).toEqual([
      { path: '/', kind: 'page', visitors: 2, pageviews: 2, leads: 0, bookings: 0 },
      { path: '/blogs', kind: 'page', visitors: 1, pageviews: 2, leads: 0, bookings: 0 },
      { path: '/blog/eat-well', kind: 'post', visitors: 1, pageviews: 1, leads: 0, bookings: 0 },
      { path: '/success-story/3', kind: 'story', visitors: 1, pageviews: 1, leads: 0, bookings: 0 },
    ]);
    expect(figures.languages).toEqual([
      { language: 'en', visitors: 2, pageviews: 4 },
      { language: 'ar', visitors: 2, pageviews: 2 },
    ]);
    expect(figures.devices).toEqual([
      { device: 'desktop', visitors: 2, pageviews: 4 },
      { device: 'phone', visitors: 1, pageviews: 1 },
      { device: 'tablet', visitors: 1, pageviews: 1 },
    ]);
    expect(figures.countries).toEqual([
      { country: 'EG', visitors: 1, pageviews: 3 },
      { country: 'SA', visitors: 1, pageviews: 1 },
    ]);
  });

  it('counts the same address and browser as a new visitor the next day', async () => {
    setNow(new Date('2026-12-02T07:00:00.000Z'));
    await view(laila, '/');
    const figures = await summary(`?from=${TODAY}&to=2026-12-02`);
    expect(day(figures, '2026-12-02')).toMatchObject({ visitors: 1, pageviews: 1 });
    // Visitors are the sum of each day's: Laila counts once a day.
    expect(figures.totals).toMatchObject({ visitors: 5, pageviews: 7 });
    const ids = await server.db('analyticsViews').where('path', '/').orderBy('id').pluck('visitor');
    expect(new Set(ids).size).toBe(3);
  });

  it('counts no bot, prefetch, prerender, signed-in admin, dashboard page or visitor’s own booking page', async () => {
    const before = (await summary(`?from=2026-12-02&to=2026-12-02`)).totals;
    await view({ address: '192.0.2.10', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }, '/');
    await view({ address: '192.0.2.11', userAgent: '' }, '/');
    await view({ address: '192.0.2.12', userAgent: DESKTOP_CHROME }, '/', {}, { 'Sec-Purpose': 'prefetch' });
    await view({ address: '192.0.2.13', userAgent: DESKTOP_CHROME }, '/', {}, { 'Sec-Purpose': 'prefetch;prerender' });
    await view({ address: '192.0.2.14', userAgent: DESKTOP_CHROME }, '/', {}, { Purpose: 'prefetch' });
    await view({ address: '192.0.2.15', userAgent: DESKTOP_CHROME }, '/admin/dashboard');
    await view({ address: '192.0.2.16', userAgent: DESKTOP_CHROME }, '/booking/some-secret-token');
    await viewPage(await signedIn(), { address: '192.0.2.17', userAgent: DESKTOP_CHROME }, { path: '/' });
    expect((await summary(`?from=2026-12-02&to=2026-12-02`)).totals).toEqual(before);
  });

  it('keeps no address and no user agent anywhere in the database or the log', async () => {
    // Laila writes: the contact form's limit counts her address (on PostgreSQL in the database, which every instance
    // reads), and goes on counting it once her lead is deleted (which keeps it out of the figures the next tests count).
    const lead = await server.client().post('/api/contact', contactInput({ email: 'laila@example.com' }), { headers: visitorHeaders(laila) });
    expect(lead.status, lead.text).toBe(201);
    expect((await (await signedIn()).delete(`/api/contact-submissions/${lead.body.id}`)).status).toBe(204);
    await server.deps.pageViews.flush();
    const tables: string[] =
      server.db.client.config.client === 'pg'
        ? (await server.db('information_schema.tables').where('tableSchema', server.db.raw('current_schema()')).select('tableName')).map((row) => row.tableName)
        : (await server.db('sqlite_master').where('type', 'table').pluck('name')).filter((name: string) => !name.startsWith('sqlite_'));
    expect(tables).toContain('analytics_views');
    const stored = (await Promise.all(tables.map(async (table) => JSON.stringify(await server.db(table).select('*'))))).join('\n');
    expect(stored).toContain('eat-well');
    const logged = logLines.join('');
    expect(logged).toContain('/api/page-views');
    for (const secret of [laila.address, lailaAtWork.address, tablet.address, 'LailaBrowser', 'OmarPhone', 'HodaTablet', 'some-secret-token']) {
      expect(stored).not.toContain(secret);
      expect(logged).not.toContain(secret);
    }
  });
});

describe('sources', () => {
  const SOURCES_DAY = '2026-12-03';
  const visitor = (index: number): TestVisitor => ({ address: `198.18.7.${index}`, userAgent: DESKTOP_CHROME });

  it('names utm_source as people do, else the referrer’s site, with the campaigns under them', async () => {
    setNow(new Date(`${SOURCES_DAY}T09:00:00.000Z`));
    await view(visitor(1), '/', { utmSource: 'instagram', utmMedium: 'social', utmCampaign: 'ramadan' });
    await view(visitor(2), '/blog/eat-well', { utmSource: 'Instagram', utmCampaign: 'ramadan' });
    await view(visitor(3), '/', { utmSource: 'ig', utmCampaign: 'eid' });
    await view(visitor(4), '/', { utmSource: 'clinic-flyer' });
    await view(visitor(5), '/', { referrer: 'https://www.google.com.eg/' });
    await view(visitor(6), '/', { referrer: 'https://l.facebook.com/l.php?u=x' });
    await view(visitor(7), '/', { referrer: 'https://wa.me/' });
    await view(visitor(8), '/', { referrer: 'android-app://com.whatsapp/' });
    await view(visitor(9), '/', { referrer: 'https://t.co/abc' });
    await view(visitor(10), '/', { referrer: 'https://mail.google.com/' });
    await view(visitor(11), '/', { referrer: 'https://www.healthy-eating.example/best-clinics' });
    await view(visitor(12), '/', { referrer: 'https://www.youtube.com/watch?v=1' });
    await view(visitor(13), '/', { referrer: 'https://www.tiktok.com/' });
    await view(visitor(14), '/');
    // The site itself as referrer (a visit that came back after its session ended) is direct.
    await view(visitor(15), '/', { referrer: `${server.url}/blogs` });
    // A later view within 30 minutes keeps the session's first source, whatever its own referrer.
    setNow(new Date(`${SOURCES_DAY}T09:25:00.000Z`));
    await view(visitor(1), '/blogs', { referrer: 'https://www.bing.com/' });
    // 35 minutes after their last view, a visitor starts a new session, from where they now came.
    setNow(new Date(`${SOURCES_DAY}T09:35:00.000Z`));
    await view(visitor(14), '/blogs', { referrer: 'https://duckduckgo.com/' });

    const figures = await summary(`?from=${SOURCES_DAY}&to=${SOURCES_DAY}`);
    const named = Object.fromEntries(figures.sources.map((source) => [source.source, source.visitors]));
    expect(named).toEqual({
      Instagram: 3,
      WhatsApp: 2,
      Direct: 2,
      'clinic-flyer': 1,
      Google: 1,
      Facebook: 1,
      X: 1,
      'E-mail': 1,
      'healthy-eating.example': 1,
      YouTube: 1,
      TikTok: 1,
      DuckDuckGo: 1,
    });
    expect(figures.sources[0]!.campaigns).toEqual([
      { campaign: 'ramadan', visitors: 2, leads: 0, bookings: 0, revenueCents: 0 },
      { campaign: 'eid', visitors: 1, leads: 0, bookings: 0, revenueCents: 0 },
    ]);
  });
});

describe('GET /api/analytics', () => {
  it('answers 401 signed out', async () => {
    expect((await server.client().get('/api/analytics')).status).toBe(401);
  });

  it('answers the last 30 days of the practice’s zone without a period, every date listed, beside the 30 before', async () => {
    // 23:30 on 3 December in UTC is already 4 December in Cairo.
    setNow(new Date('2026-12-03T23:30:00.000Z'));
    const figures = await summary();
    expect(figures).toMatchObject({ from: '2026-11-05', to: '2026-12-04', timeZone: 'Africa/Cairo', previous: { from: '2026-10-06', to: '2026-11-04' } });
    expect(figures.days.map((entry) => entry.date)).toHaveLength(30);
    expect(day(figures, '2026-11-20')).toEqual({ date: '2026-11-20', visitors: 0, pageviews: 0, leads: 0, bookings: 0, payments: 0, revenueCents: 0 });
    expect(figures.totals.pageviews).toBeGreaterThan(20);
    expect(figures.previous.totals).toEqual({ visitors: 0, pageviews: 0, leads: 0, bookings: 0, payments: 0, revenueCents: 0 });
  });

  it('compares the period with the one before, and counts leads among its figures', async () => {
    setNow(new Date('2026-12-04T10:00:00.000Z'));
    expect((await server.client().post('/api/contact', contactInput({ email: 'comparison@example.com' }), { headers: visitorHeaders(laila) })).status).toBe(201);
    const figures = await summary('?from=2026-12-02&to=2026-12-04');
    expect(figures.previous).toMatchObject({ from: '2026-11-29', to: '2026-12-01', totals: { visitors: 4, pageviews: 6 } });
    expect(day(figures, '2026-12-04')).toMatchObject({ leads: 1 });
    expect(figures.totals.leads).toBe(1);
  });

  it('refuses a malformed, reversed, half-given or longer than 400 days period, naming the problem', async () => {
    expect(problems(await (await signedIn()).get('/api/analytics?from=2026-13-01&to=2026-12-01'))).toEqual(['from: invalid_date']);
    expect(problems(await (await signedIn()).get('/api/analytics?from=2026-02-30&to=2026-03-01'))).toEqual(['from: invalid_date']);
    expect(problems(await (await signedIn()).get('/api/analytics?from=yesterday&to=2026-12-01'))).toEqual(['from: invalid_date']);
    expect(problems(await (await signedIn()).get('/api/analytics?from=2026-12-02&to=2026-12-01'))).toEqual(['to: ends_before_start']);
    expect(problems(await (await signedIn()).get('/api/analytics?from=2026-12-02'))).toEqual(['to: required']);
    expect(problems(await (await signedIn()).get('/api/analytics?from=2025-11-01&to=2026-12-06'))).toEqual(['to: too_many_days']);
    // 400 days, both ends included, is the most.
    expect((await (await signedIn()).get('/api/analytics?from=2025-11-01&to=2026-12-05')).body.days).toHaveLength(400);
  });
});

describe('keeping', () => {
  it('folds finished days into totals that answer the same, and deletes raw views after the retention and salts after 48 hours', async () => {
    const period = '?from=2026-12-01&to=2026-12-04';
    const live = await summary(period);
    setNow(new Date('2026-12-05T10:00:00.000Z'));
    await server.deps.pageViews.maintain();
    // 4 December had a lead but no view: there is nothing of it to fold.
    expect(await server.db('analyticsDays').where('dimension', 'total').orderBy('day').pluck('day')).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    expect(await server.db('analyticsSalts').orderBy('day').pluck('day')).toEqual(['2026-12-04']);
    expect(await summary(period)).toEqual(live);

    // 90 days on, the raw views are gone and the figures stay.
    setNow(new Date('2027-03-05T10:00:00.000Z'));
    await server.deps.pageViews.maintain();
    expect(await server.db('analyticsViews').count({ total: '*' })).toEqual([{ total: 0 }]);
    expect(await summary(period)).toEqual(live);
  });
});

describe('the practice’s midnight', () => {
  it('starts a new day, a new salt and a new visitor at midnight in the practice’s zone, and the session goes on over it', async () => {
    // Cairo is UTC+2 in March: 21:59 UTC is 23:59 there, 22:01 UTC is one minute past its midnight.
    setNow(new Date('2027-03-05T21:59:00.000Z'));
    await view(laila, '/blog/eat-well', { referrer: 'https://www.google.com/' });
    setNow(new Date('2027-03-05T22:01:00.000Z'));
    await view(laila, '/blogs');
    const figures = await summary('?from=2027-03-05&to=2027-03-06');
    expect(figures.days.map(({ date, visitors, pageviews }) => ({ date, visitors, pageviews }))).toEqual([
      { date: '2027-03-05', visitors: 1, pageviews: 1 },
      { date: '2027-03-06', visitors: 1, pageviews: 1 },
    ]);
    expect(figures.sources.map(({ source, visitors }) => ({ source, visitors }))).toEqual([{ source: 'Google', visitors: 2 }]);
    const rows = await server.db('analyticsViews').where('day', '>=', '2027-03-05').orderBy('id').select('day', 'visitor', 'session');
    expect(rows.map((row) => row.day)).toEqual(['2027-03-05', '2027-03-06']);
    expect(rows[0].visitor).not.toBe(rows[1].visitor);
    expect(rows[0].session).toBe(rows[1].session);
    expect(await server.db('analyticsSalts').where('day', '>=', '2027-03-05').orderBy('day').pluck('day')).toEqual(['2027-03-05', '2027-03-06']);
  });
});

describe('ANALYTICS=off', () => {
  it('sends no beacon, counts nothing, answers zeros with enabled false, and attributes nothing', async () => {
    const off = await startTestServer({ ANALYTICS: 'off', TRUST_PROXY: 'true', WEB_DIST_DIR: webBuild() }, { now: () => START });
    try {
      // No mark: the page sends no beacon.
      const page = await off.client().get('/blogs');
      expect(page.status).toBe(200);
      expect(page.text).not.toContain('page-views');
      await viewPage(off.client(), laila, { path: '/blog/eat-well' });
      const lead = await off.client().post('/api/contact', contactInput(), { headers: visitorHeaders(laila) });
      const offAdmin = await off.admin();
      const figures: AnalyticsSummary = (await offAdmin.get(`/api/analytics?from=${TODAY}&to=${TODAY}`)).body;
      expect(figures).toMatchObject({ enabled: false, totals: { visitors: 0, pageviews: 0, leads: 0 }, pages: [], sources: [] });
      expect(figures.days).toEqual([{ date: TODAY, visitors: 0, pageviews: 0, leads: 0, bookings: 0, payments: 0, revenueCents: 0 }]);
      expect((await offAdmin.get(`/api/contact-submissions/${lead.body.id}`)).body.attribution).toBeNull();
      expect(await off.db('analyticsViews').count({ total: '*' })).toEqual([{ total: 0 }]);
      expect(await off.db('analyticsSalts').count({ total: '*' })).toEqual([{ total: 0 }]);
    } finally {
      await off.stop();
    }
  });
});
