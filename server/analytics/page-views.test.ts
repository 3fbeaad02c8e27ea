import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/connection';
import { pageViews, type PageViews } from './page-views';
import type { VisitorRequest } from './visitor-request';

const NOW = new Date('2026-11-25T10:00:00Z');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dietbar-page-views-'));
let db: Database;
let views: PageViews;
/** The statements that read `analytics_views`, as sent to the database. */
let viewReads: string[] = [];

beforeAll(async () => {
  db = openDatabase({ dataDir });
  await db.migrate.latest();
  views = pageViews({
    config: { ANALYTICS: 'on', ANALYTICS_RETENTION_DAYS: 400 },
    db,
    now: () => NOW,
    logger: pino({ level: 'silent' }),
    timeZone: async () => 'Africa/Cairo',
  });
  db.on('query', (query: { sql: string }) => {
    if (/^select\b.*\banalytics_views\b/i.test(query.sql)) viewReads.push(query.sql);
  });
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const visitor = (address: string): VisitorRequest => ({ address, userAgent: 'Mozilla/5.0 (iPhone)', site: 'dietbar.example', country: null });

describe('attribution of what several visitors send at once', () => {
  it('looks them up together, in two reads, and gives each their own latest session', async () => {
    const [reader, browser, newcomer] = [visitor('203.0.113.1'), visitor('203.0.113.2'), visitor('203.0.113.3')];
    await views.record({ path: '/blog/eat-well', language: 'en', utmSource: 'newsletter', utmMedium: 'email' }, reader);
    await views.record({ path: '/success-story/4', language: 'ar', referrer: 'https://www.google.com/' }, browser);
    await views.record({ path: '/blogs', language: 'ar' }, browser);
    await views.record({ path: '/blog/sleep-well', language: 'ar' }, browser);
    await views.flush();
    viewReads = [];

    const attributions = await Promise.all([browser, newcomer, reader, browser].map((each) => views.attributionOf(each)));

    const browserSession = { source: 'Google', landingPage: '/success-story/4', pagesRead: ['/success-story/4', '/blog/sleep-well'] };
    expect(attributions).toEqual([browserSession, null, { source: 'E-mail', medium: 'email', landingPage: '/blog/eat-well', pagesRead: ['/blog/eat-well'] }, browserSession]);
    expect(viewReads).toHaveLength(2);
  });
});
