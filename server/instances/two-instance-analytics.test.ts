import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsSummary } from '@shared/schemas/analytics';
import { contactInput } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import { migratedPostgresDatabase, type PostgresDatabase } from '../test/postgres';
import { DESKTOP_CHROME, PHONE_SAFARI, viewPage, visitorHeaders, type TestVisitor } from '../test/visits';

/*
 * Page views counted by two instances on one PostgreSQL database, with no balancer between them: a visitor's views may
 * land on either, and each instance holds its views a moment before writing them. The day's salt is one for both, so
 * a visitor is one visitor whichever instance counts them; a session goes on from one to the other; a finished day is
 * folded once.
 */

const TODAY = '2026-12-01';
const reader: TestVisitor = { address: '203.0.113.80', userAgent: PHONE_SAFARI };
const other: TestVisitor = { address: '203.0.113.81', userAgent: DESKTOP_CHROME };

describe('page views through two instances', () => {
  let database: PostgresDatabase;
  let first: TestServer;
  let second: TestServer;
  // One clock for both instances, as two machines synchronised by NTP: moved only by the tests.
  let now = new Date('2026-12-01T08:00:00.000Z');
  const clock = () => now;
  const summary = async (server: TestServer, query: string): Promise<AnalyticsSummary> => (await (await server.admin()).get(`/api/analytics${query}`)).body;

  beforeAll(async () => {
    database = await migratedPostgresDatabase();
    // One site at one address, as a balancer in front of both would show it: the site is part of a visitor's id.
    const environment = { DATABASE_URL: database.url, TRUST_PROXY: 'true', PUBLIC_URL: 'https://dietbar.example' };
    first = await startTestServer(environment, { now: clock });
    second = await startTestServer(environment, { now: clock });
  }, 60_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.drop();
  });

  it('shares the day’s salt, so a visitor on both is one visitor whose session goes on, and a lead on either carries it', async () => {
    await Promise.all([viewPage(first.client(), reader, { path: '/', utmSource: 'whatsapp', utmCampaign: 'group' }), viewPage(second.client(), other, { path: '/' })]);
    await Promise.all([first.deps.pageViews.flush(), second.deps.pageViews.flush()]);
    now = new Date(now.getTime() + 60_000);
    await viewPage(second.client(), reader, { path: '/blog/eat-well' });
    await second.deps.pageViews.flush();
    expect(await first.db('analyticsSalts').count({ total: '*' })).toEqual([{ total: 1 }]);

    const lead = await first.client().post('/api/contact', contactInput({ email: 'reader@example.com' }), { headers: visitorHeaders(reader) });
    expect(lead.status).toBe(201);
    expect((await (await first.admin()).get(`/api/contact-submissions/${lead.body.id}`)).body.attribution).toEqual({
      source: 'WhatsApp',
      campaign: 'group',
      landingPage: '/',
      pagesRead: ['/blog/eat-well'],
    });
    for (const server of [first, second]) {
      const figures = await summary(server, `?from=${TODAY}&to=${TODAY}`);
      expect(figures.totals).toMatchObject({ visitors: 2, pageviews: 3, leads: 1 });
      expect(figures.sources.map(({ source, visitors, leads }) => ({ source, visitors, leads }))).toEqual([
        { source: 'Direct', visitors: 1, leads: 0 },
        { source: 'WhatsApp', visitors: 1, leads: 1 },
      ]);
    }
  });

  it('folds a finished day once when both instances fold at the same time, and both answer the same figures', async () => {
    const live = await summary(first, `?from=${TODAY}&to=${TODAY}`);
    now = new Date('2026-12-02T10:00:00.000Z');
    await Promise.all([first.deps.pageViews.maintain(), second.deps.pageViews.maintain()]);
    expect(await first.db('analyticsDays').where({ day: TODAY, dimension: 'total' }).select('visitors', 'pageviews')).toEqual([{ visitors: 2, pageviews: 3 }]);
    expect(await summary(second, `?from=${TODAY}&to=${TODAY}`)).toEqual(live);
  });
});
