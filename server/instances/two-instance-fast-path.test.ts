import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { blogPostInput } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import { migratedPostgresDatabase, type PostgresDatabase } from '../test/postgres';
import { standInBuild } from '../test/stand-in-build';

/*
 * Two instances on one PostgreSQL database: a public answer the second sends from its caches before its Koa chain
 * runs (see server/http/fast-path.ts) changes as soon as the first tells it of a write.
 */

const chainRuns = vi.spyOn(Koa.prototype, 'createContext');

describe('the fast path of two instances on one PostgreSQL database', () => {
  let database: PostgresDatabase;
  let build: ReturnType<typeof standInBuild>;
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    database = await migratedPostgresDatabase();
    build = standInBuild();
    const environment = { DATABASE_URL: database.url, WEB_DIST_DIR: build.distDir };
    first = await startTestServer(environment);
    second = await startTestServer(environment);
    const admin = await first.admin();
    await admin.post('/api/hero-content', { titleEn: 'Eat well', titleAr: 'كل جيدا', subtitleEn: 'Sub', subtitleAr: 'فرعي' });
    await admin.post('/api/blog-posts', blogPostInput({ slug: 'first-post', titleEn: 'The first post' }));
  }, 60_000);

  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await database?.drop();
    build?.remove();
  });

  /** The second instance's answer to `path`, and whether its chain ran for it. */
  async function fromSecond(path: string) {
    chainRuns.mockClear();
    const text = await (await fetch(`${second.url}${path}`, { headers: { Cookie: 'dietbar_lang=en' } })).text();
    return { text, throughChain: chainRuns.mock.calls.length > 0 };
  }

  it.each([
    ['an API read', '/api/landing-page?lang=en', 'hero-content', 'Eat better'],
    ['a page', '/', 'hero-content', 'Eat better still'],
    ['the feed', '/rss.xml', 'blog-post', 'A second post'],
  ])('sends %s written on the first instance from the second at once after the write', async (_kind, path, write, after) => {
    // Held in the second's cache and sent by its fast path.
    await vi.waitFor(async () => expect(await fromSecond(path)).toEqual({ text: expect.not.stringContaining(after), throughChain: false }), { timeout: 5_000, interval: 50 });
    const admin = await first.admin();
    const written =
      write === 'hero-content'
        ? await admin.post('/api/hero-content', { titleEn: after, titleAr: 'كل أفضل', subtitleEn: 'Sub', subtitleAr: 'فرعي' })
        : await admin.post('/api/blog-posts', blogPostInput({ slug: 'second-post', titleEn: after }));
    expect(written.status).toBeLessThan(300);
    const writtenAt = performance.now();
    let answer = await fromSecond(path);
    while (!answer.text.includes(after) && performance.now() - writtenAt < 1000) answer = await fromSecond(path);
    expect(answer.text).toContain(after);
  });
});
