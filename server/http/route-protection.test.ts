import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

/** Every route open to visitors. Anything the router registers that is not here must answer 401 without a session. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/ready',
  'GET /api/geo',
  'GET /api/site-settings',
  'GET /api/landing-page',
  'GET /api/auth/setup',
  'POST /api/auth/setup',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/contact',
  'GET /api/packages',
  'GET /api/packages/:id',
  'GET /api/success-stories',
  'GET /api/success-stories/:id',
  'GET /api/blog-posts',
  'GET /api/blog-posts/:id',
  'GET /api/blog-posts/slug/:slug',
  'GET /api/categories',
  'GET /api/categories/:id',
  'GET /api/services',
  'GET /api/services/:id',
  'GET /api/social-links',
  'GET /api/social-links/:id',
  'GET /api/legal-content',
  'GET /api/legal-content/:id',
  'GET /api/contact-info',
  'GET /api/hero-content',
  'GET /api/about-content',
  'GET /api/images',
  'GET /api/booking/types',
  'GET /api/booking/slots',
  'POST /api/bookings',
  // The visitor's own link and the owner's calendar feed: the token in the address is the key.
  'GET /api/bookings/manage/:token',
  'POST /api/bookings/manage/:token/cancel',
  'POST /api/bookings/manage/:token/reschedule',
  'POST /api/bookings/manage/:token/pay',
  // The ways to pay a visitor may choose, and Paymob's callback and return, believed only by their HMAC.
  'GET /api/payments/methods',
  'POST /api/payments/paymob/callback',
  'GET /api/payments/paymob/return',
  'GET /api/booking/calendar.ics',
  // Meta's webhook: its verification answers only the right token, its events are believed only by their signature.
  'GET /api/whatsapp/webhook',
  'POST /api/whatsapp/webhook',
  // The forms the site posts without JavaScript: the contact form, a booking, and a visitor's change of theirs.
  'POST /',
  'POST /book',
  'POST /booking/:token',
  // The public pages' beacon: one page view.
  'POST /api/page-views',
]);

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.stop());

function registeredRoutes() {
  return server.router.stack.flatMap((layer) =>
    layer.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, path: String(layer.path) })),
  );
}

describe('route protection', () => {
  it('finds the routes to check', () => {
    expect(registeredRoutes().length).toBeGreaterThan(40);
  });

  it('lists only routes that exist as public', () => {
    const registered = new Set(registeredRoutes().map(({ method, path }) => `${method} ${path}`));
    expect([...PUBLIC_ROUTES].filter((route) => !registered.has(route))).toEqual([]);
  });

  it('answers 401 without a session on every route that is not public', async () => {
    const open: string[] = [];
    for (const { method, path } of registeredRoutes()) {
      if (PUBLIC_ROUTES.has(`${method} ${path}`)) continue;
      const url = path.replace(/:\w+/g, '1');
      const response = await server.client().request(method, url, { body: method === 'GET' || method === 'DELETE' ? undefined : {} });
      if (response.status !== 401) open.push(`${method} ${path} -> ${response.status}`);
    }
    expect(open).toEqual([]);
  });
});
