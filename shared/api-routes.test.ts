import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server/test/harness';
import { API_ROUTES, apiPaths, withQuery } from './api-routes';
import { ROUTES } from './routes';

describe('the API path table', () => {
  it('builds each path from its pattern, every value encoded', () => {
    expect(apiPaths.auth.login()).toBe('/api/auth/login');
    expect(apiPaths.blogPosts.item(7)).toBe('/api/blog-posts/7');
    expect(apiPaths.blogPosts.restoreRevision(7, 3)).toBe('/api/blog-posts/7/revisions/3/restore');
    expect(apiPaths.blogPosts.bySlug('سلطة/خضراء')).toBe(`/api/blog-posts/slug/${encodeURIComponent('سلطة/خضراء')}`);
    expect(apiPaths.bookings.managedCancel('a b')).toBe('/api/bookings/manage/a%20b/cancel');
  });

  it('adds a query of the values that are set', () => {
    expect(withQuery(apiPaths.booking.slots(), { type: 4, from: '2026-01-05', to: undefined, asPractice: true })).toBe(
      '/api/booking/slots?type=4&from=2026-01-05&asPractice=true',
    );
    expect(withQuery(apiPaths.bookings.list(), { lead: undefined })).toBe('/api/bookings');
  });
});

describe('the server router', () => {
  let server: TestServer;
  beforeAll(async () => (server = await startTestServer()));
  afterAll(() => server.stop());

  it('registers exactly the patterns of the table, and pages of the site for the forms posted without JavaScript', () => {
    const registered = new Set(server.router.stack.map((layer) => String(layer.path)));
    const table = new Set<string>(Object.values(API_ROUTES).flatMap((group) => Object.values(group)));
    const pages = new Set<string>(Object.values(ROUTES));
    expect([...registered].filter((pattern) => !table.has(pattern) && !pages.has(pattern))).toEqual([]);
    expect([...registered].filter((pattern) => pages.has(pattern))).toEqual([ROUTES.home, ROUTES.book, ROUTES.manageBooking]);
    expect([...table].filter((pattern) => !registered.has(pattern))).toEqual([]);
  });
});
