import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsSummary, Attribution } from '@shared/schemas/analytics';
import type { BookingCreated, ConsultationType } from '@shared/schemas/booking';
import { NOW, slotStarts, WEDNESDAY, THURSDAY } from '../../test/booking-server';
import { bookingInput, contactInput } from '../../test/factories';
import type { TestClient, TestServer } from '../../test/harness';
import { paidBookingServer } from '../../test/paid-booking-server';
import { pressAtCheckout } from '../../test/paymob-account';
import type { PaymobStandIn } from '../../test/paymob-stand-in';
import { DESKTOP_CHROME, PHONE_SAFARI, viewPage, visitorHeaders, type TestVisitor } from '../../test/visits';

const TODAY = NOW.toISOString().slice(0, 10);

let server: TestServer;
let admin: TestClient;
let paymob: PaymobStandIn;
let consultation: ConsultationType;
let paid: ConsultationType;
let setNow: (instant: Date) => void;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ server, admin, paymob, consultation, paid, setNow, stop } = await paidBookingServer({ TRUST_PROXY: 'true' }));
});
afterAll(() => stop());

const fromInstagram: TestVisitor = { address: '203.0.113.10', userAgent: PHONE_SAFARI };
const fromGoogle: TestVisitor = { address: '203.0.113.11', userAgent: DESKTOP_CHROME };
const fromFacebook: TestVisitor = { address: '203.0.113.12', userAgent: PHONE_SAFARI };
/** Someone who sends a lead or books through the API without any page view before. */
const unseen: TestVisitor = { address: '203.0.113.13', userAgent: DESKTOP_CHROME };

const view = (visitor: TestVisitor, path: string, extra: { referrer?: string; utmSource?: string; utmMedium?: string; utmCampaign?: string } = {}) =>
  viewPage(server.client(), visitor, { path, ...extra });

async function sendLead(visitor: TestVisitor, email: string): Promise<number> {
  const answer = await server.client().post('/api/contact', contactInput({ email }), { headers: visitorHeaders(visitor) });
  expect(answer.status, answer.text).toBe(201);
  return answer.body.id;
}

async function book(visitor: TestVisitor, type: ConsultationType, date: string, email: string): Promise<BookingCreated> {
  const [start] = await slotStarts(server.client(), type.id, date);
  const answer = await server.client().post('/api/bookings', bookingInput({ typeId: type.id, start: start!, email }), { headers: visitorHeaders(visitor) });
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
}

const leadAttribution = async (id: number): Promise<Attribution | null> => (await admin.get(`/api/contact-submissions/${id}`)).body.attribution;
const bookingAttribution = async (id: number): Promise<Attribution | null> => (await admin.get(`/api/bookings/${id}`)).body.attribution;
const leadIdOf = async (bookingId: number): Promise<number> => (await admin.get(`/api/bookings/${bookingId}`)).body.leadId;

describe('attribution', () => {
  it('gives a lead its session’s source, campaign, landing page and the posts and stories read, in order', async () => {
    await view(fromInstagram, '/', { utmSource: 'instagram', utmMedium: 'social', utmCampaign: 'ramadan' });
    await view(fromInstagram, '/blog/eat-well');
    await view(fromInstagram, '/success-story/4');
    await view(fromInstagram, '/blog/eat-well');
    await view(fromInstagram, '/blogs');
    const lead = await sendLead(fromInstagram, 'instagram@example.com');
    expect(await leadAttribution(lead)).toEqual({ source: 'Instagram', medium: 'social', campaign: 'ramadan', landingPage: '/', pagesRead: ['/blog/eat-well', '/success-story/4'] });
  });

  it('gives a booking, and the lead it starts, the session it was made in', async () => {
    await view(fromGoogle, '/blog/sleep-well', { referrer: 'https://www.google.com/' });
    await view(fromGoogle, '/book');
    const booking = await book(fromGoogle, consultation, WEDNESDAY, 'google@example.com');
    const expected: Attribution = { source: 'Google', landingPage: '/blog/sleep-well', pagesRead: ['/blog/sleep-well'] };
    expect(await bookingAttribution(booking.id)).toEqual(expected);
    expect(await leadAttribution(await leadIdOf(booking.id))).toEqual(expected);
  });

  it('gives a paid booking its session, and its payment counts as revenue of that source and campaign', async () => {
    await view(fromFacebook, '/success-story/9', { referrer: 'https://m.facebook.com/', utmCampaign: 'spring' });
    const booking = await book(fromFacebook, paid, THURSDAY, 'facebook@example.com');
    await pressAtCheckout(booking.payment!.checkoutUrl!, 'pay');
    await paymob.idle();
    expect((await admin.get(`/api/payments/${booking.payment!.id}`)).body.status).toBe('paid');
    expect(await bookingAttribution(booking.id)).toEqual({ source: 'Facebook', campaign: 'spring', landingPage: '/success-story/9', pagesRead: ['/success-story/9'] });
  });

  it('is null for a lead or a booking with no view counted before', async () => {
    expect(await leadAttribution(await sendLead(unseen, 'unseen@example.com'))).toBeNull();
    expect(await bookingAttribution((await book(unseen, consultation, THURSDAY, 'unseen-booking@example.com')).id)).toBeNull();
  });

  it('ties leads, bookings and revenue to the pages read and the sources, in the period’s figures', async () => {
    const figures: AnalyticsSummary = (await admin.get(`/api/analytics?from=${TODAY}&to=${TODAY}`)).body;
    // The Instagram lead, and the leads the Google, Facebook and unseen bookings started, and the unseen lead.
    expect(figures.totals).toEqual({ visitors: 3, pageviews: 8, leads: 5, bookings: 3, payments: 1, revenueCents: 60_000 });
    const page = (path: string) => figures.pages.find((entry) => entry.path === path);
    expect(page('/blog/eat-well')).toEqual({ path: '/blog/eat-well', kind: 'post', visitors: 1, pageviews: 2, leads: 1, bookings: 0 });
    expect(page('/')).toMatchObject({ leads: 1, bookings: 0 });
    expect(page('/blog/sleep-well')).toMatchObject({ leads: 1, bookings: 1 });
    expect(page('/success-story/9')).toMatchObject({ kind: 'story', leads: 1, bookings: 1 });
    expect(figures.sources).toEqual([
      { source: 'Facebook', visitors: 1, leads: 1, bookings: 1, revenueCents: 60_000, campaigns: [{ campaign: 'spring', visitors: 1, leads: 1, bookings: 1, revenueCents: 60_000 }] },
      { source: 'Google', visitors: 1, leads: 1, bookings: 1, revenueCents: 0, campaigns: [] },
      { source: 'Instagram', visitors: 1, leads: 1, bookings: 0, revenueCents: 0, campaigns: [{ campaign: 'ramadan', visitors: 1, leads: 1, bookings: 0, revenueCents: 0 }] },
    ]);
  });

  it('comes from the latest session: one that ended 30 minutes after its last view is not continued', async () => {
    const returning: TestVisitor = { address: '203.0.113.14', userAgent: PHONE_SAFARI };
    await view(returning, '/blog/eat-well', { referrer: 'https://www.google.com/' });
    setNow(new Date(NOW.getTime() + 20 * 60_000));
    await view(returning, '/success-story/4');
    setNow(new Date(NOW.getTime() + 55 * 60_000));
    await view(returning, '/blog/sleep-well', { utmSource: 'newsletter', utmMedium: 'email' });
    expect(await leadAttribution(await sendLead(returning, 'returning@example.com'))).toEqual({ source: 'E-mail', medium: 'email', landingPage: '/blog/sleep-well', pagesRead: ['/blog/sleep-well'] });
    setNow(NOW);
  });

  it('gives each of the leads sent in the same moment its own visitor’s session, looked up together', async () => {
    const readers: TestVisitor[] = ['203.0.113.20', '203.0.113.21', '203.0.113.22'].map((address) => ({ address, userAgent: PHONE_SAFARI }));
    const newcomer: TestVisitor = { address: '203.0.113.23', userAgent: PHONE_SAFARI };
    await view(readers[0]!, '/blog/eat-well', { utmSource: 'newsletter', utmMedium: 'email' });
    await view(readers[1]!, '/success-story/4', { referrer: 'https://www.google.com/' });
    await view(readers[1]!, '/blog/sleep-well');
    await view(readers[2]!, '/', { referrer: 'https://m.facebook.com/', utmCampaign: 'autumn' });
    const leads = await Promise.all([...readers, newcomer].map((visitor, index) => sendLead(visitor, `together-${index}@example.com`)));
    expect(await Promise.all(leads.map(leadAttribution))).toEqual([
      { source: 'E-mail', medium: 'email', landingPage: '/blog/eat-well', pagesRead: ['/blog/eat-well'] },
      { source: 'Google', landingPage: '/success-story/4', pagesRead: ['/success-story/4', '/blog/sleep-well'] },
      { source: 'Facebook', campaign: 'autumn', landingPage: '/', pagesRead: [] },
      null,
    ]);
  });
});
