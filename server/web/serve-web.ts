import type { Context, Middleware } from 'koa';
import { matchPath } from 'react-router-dom';
import type { PublicReadAnswers } from '../../shared/public-reads';
import { ROUTES } from '../../shared/routes';
import type { ContentVersion } from '../http/content-version';
import type { BookingChanges } from '../booking/booking-changes';
import type { BookingIntake } from '../booking/booking-intake';
import type { LeadIntake } from '../leads/intake';
import { crawlerFiles } from './crawler-files';
import { indexTemplate } from './index-template';
import { noScriptBooking, noScriptBookingChange } from './no-script-booking';
import { noScriptContactForm } from './no-script-contact-form';
import { FEED_PATH } from './page-meta';
import { pageRendering } from './page-rendering';
import { rssFeed } from './rss-feed';
import { staticFiles } from './static-files';

const PASSED_THROUGH = /^\/(?:api|uploads)(?:\/|$)|^\/ws$/;

interface ServeWebOptions {
  /** The Vite build output (index.html and assets/). */
  distDir: string;
  /** The site's public origin for canonical URLs and the sitemap, e.g. https://dietbar.example; else the request's. */
  publicUrl?: string;
  /** Answers each public read in-process (see public-reads.ts): the data pages are rendered from. */
  answers: PublicReadAnswers;
  /** The visitor's country, which picks the language of a first visit. */
  countryOf: (ctx: Context) => Promise<string | null>;
  /** Takes the contact form when it is posted without JavaScript. */
  leadIntake: LeadIntake;
  /** Takes the booking form when it is posted without JavaScript. */
  bookingIntake: BookingIntake;
  /** Cancels or moves a booking from its page when that is posted without JavaScript. */
  bookingChanges: BookingChanges;
  /** Rendered pages are kept until it changes (the next write of public content). */
  contentVersion: ContentVersion;
}

/**
 * Serves the built web app: the contact and booking forms and a booking's changes posted without JavaScript, robots.txt and sitemap.xml, the blog's feed, the build's files,
 * and every other path as a page (rendered on the server, or the admin's shell). /api, /uploads and /ws pass through.
 */
export function serveWeb({ distDir, publicUrl, answers, countryOf, leadIntake, bookingIntake, bookingChanges, contentVersion }: ServeWebOptions): Middleware {
  const template = indexTemplate(distDir);
  const serveFile = staticFiles(distDir);
  const crawlers = crawlerFiles({ publicUrl, answers });
  const feed = rssFeed({ publicUrl, answers, contentVersion });
  const pages = pageRendering({ template, answers, publicUrl, countryOf, contentVersion });
  const contactForm = noScriptContactForm({ template, pages, leadIntake, countryOf });
  const bookingForm = noScriptBooking({ template, pages, bookingIntake, countryOf });
  const bookingChange = noScriptBookingChange({ bookingChanges });

  return async (ctx, next) => {
    if (ctx.method === 'POST' && ctx.path === ROUTES.home) return contactForm(ctx);
    if (ctx.method === 'POST' && ctx.path === ROUTES.book) return bookingForm(ctx);
    const booking = ctx.method === 'POST' ? matchPath({ path: ROUTES.manageBooking, end: true }, ctx.path) : null;
    if (booking?.params.token) return bookingChange(ctx, booking.params.token);
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || PASSED_THROUGH.test(ctx.path)) return next();
    if (ctx.path === '/robots.txt') return crawlers.robots(ctx);
    if (ctx.path === '/sitemap.xml') return crawlers.sitemap(ctx);
    if (ctx.path === FEED_PATH) return feed(ctx);
    // A path whose last segment has a dot names a file; pages never do (slugs are letters, digits and hyphens).
    if (ctx.path === '/index.html') return pages.servePage(ctx, ROUTES.home);
    if (/\.[^/]+$/.test(ctx.path)) return (await serveFile(ctx)) ? undefined : next();
    return pages.servePage(ctx, ctx.path);
  };
}
