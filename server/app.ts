import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import Koa from 'koa';
import Router from '@koa/router';
import compress from 'koa-compress';
import pino, { type Logger } from 'pino';
import { API_PREFIX, API_ROUTES } from '@shared/api-routes';
import { pageViews as countPageViews } from './analytics/page-views';
import { analyticsSummary } from './analytics/summary';
import { auditLog } from './audit/audit-log';
import { bookingChanges } from './booking/booking-changes';
import { bookingIntake } from './booking/booking-intake';
import { outboxBookingMail } from './booking/booking-mail';
import { bookingPayments } from './booking/booking-payments';
import { calendarFeeds } from './booking/calendar-feeds';
import { bookingSchedule } from './booking/schedule';
import { slotAnswers } from './booking/slot-answers';
import { adminUsers as createAdminUsers } from './auth/admin-users';
import { loginThrottle as createLoginThrottle } from './auth/login-throttle';
import { SESSION_COOKIE } from './auth/credentials';
import { authenticate, checkOrigin } from './auth/middleware';
import { passwordProblem } from './auth/password-policy';
import { passwordHashing, type PasswordCost } from './auth/passwords';
import { recoveryCodes } from './auth/recovery-codes';
import { SECRET_KEY_FILE, secretBox } from './auth/secret-box';
import { sessionStore } from './auth/sessions';
import { twoFactor } from './auth/two-factor';
import type { Config } from './config';
import { openDatabase, type Database } from './db/connection';
import { migrateWhenPending } from './db/migrate-when-pending';
import { oneInstanceAtATime } from './db/one-instance-at-a-time';
import { bodyParser } from './http/body-parser';
import { answerClientErrors } from './http/client-errors';
import type { AppState } from './auth/app-state';
import type { AppDeps, AppRouter } from './resources/app-deps';
import { followScheduledPublications } from './content/scheduled-publications';
import { previewLinks } from './content/preview-links';
import { contentVersion } from './http/content-version';
import { crossOriginApi } from './http/cross-origin';
import { closeConnectionsWhileDraining, drainState } from './http/draining';
import { errorHandler } from './http/error-handler';
import { methodNotAllowed, notFound, unsupportedMediaType } from './http/errors';
import { fastPath } from './http/fast-path';
import { cachedPublicRead, publicApiCache } from './http/public-api-cache';
import { attemptStore } from './http/rate-limit';
import { responseCache, type ResponseCache } from './http/response-cache';
import { helmetHeaders, securityHeaders } from './http/security-headers';
import { imageWork } from './images/image-work';
import { imageProcessor } from './images/processor';
import { leadMail } from './leads/mail';
import { whatsappMessaging } from './whatsapp/whatsapp';
import { mailDelivery } from './mail/delivery';
import { paymentStore } from './payments/payment-store';
import { paymobClient } from './payments/paymob-client';
import type { RetryTiming } from './mail/sender';
import { clusterEvents } from './realtime/cluster-events';
import { notificationHub } from './realtime/notification-hub';
import { adminRoutes } from './resources/admins/routes';
import { analyticsRoutes } from './resources/analytics/routes';
import { auditLogRoutes } from './resources/audit-log/routes';
import { authRoutes } from './resources/auth/routes';
import { blogPostRoutes } from './resources/blog-posts/routes';
import { bookingRoutes } from './resources/booking/routes';
import { paymentRoutes } from './resources/payments/routes';
import { whatsappRoutes } from './resources/whatsapp/routes';
import { categoryRoutes } from './resources/categories/routes';
import { contactInfoRoutes } from './resources/contact-info/routes';
import { imageRoutes } from './resources/images/routes';
import { leadIntake } from './leads/intake';
import { leadRoutes } from './resources/leads/routes';
import { legalContentRoutes } from './resources/legal-content/routes';
import { packageRoutes } from './resources/packages/routes';
import { pageContentRoutes } from './resources/page-content/routes';
import { createRepositories } from './resources/repositories';
import { serviceRoutes } from './resources/services/routes';
import { siteRoutes } from './resources/site/routes';
import { socialLinkRoutes } from './resources/social-links/routes';
import { successStoryRoutes } from './resources/success-stories/routes';
import { uploadRoutes } from './resources/uploads/routes';
import { openUploadStorage } from './storage/open-storage';
import { serveUploads } from './uploads/serve';
import { countryLookup, countryWithoutLookup } from './resources/site/geo';
import { publicReadAnswers } from './web/public-reads';
import { noScriptBookingRoutes } from './web/no-script-booking';
import { noScriptContactFormRoute } from './web/no-script-contact-form';
import { pageRenderer } from './web/page-renderer';
import { cachedWebAnswer, serveWeb, webPages, type WebPages } from './web/serve-web';

export interface StartOptions {
  /** The clock; tests move it to expire sessions. */
  now?: () => Date;
  logger?: Logger;
  /** How often /ws pings its sockets and re-checks their sessions (tests shorten it). */
  heartbeatMs?: number;
  /** How soon an e-mail that could not be sent is tried again (tests shorten it). */
  mailRetry?: RetryTiming;
  /** How long a client may take to send its headers and its whole request (tests shorten them). */
  timeouts?: { headersMs?: number; requestMs?: number };
  /** The scrypt cost of new password hashes (tests lower it; OWASP's minimum otherwise). */
  passwordCost?: PasswordCost;
}

/** A client that trickles its headers (slowloris) is cut off after this long, answered 408. */
const HEADERS_TIMEOUT_MS = 20_000;
/** The whole request, body included: room for uploads up to their size limit on a slow line. */
const REQUEST_TIMEOUT_MS = 60_000;
/** How long a stopping server lets the requests in flight finish before it closes their connections. */
const DRAIN_REQUESTS_MS = 8_000;
/** An idle kept-alive connection is closed after this long, so idle sockets cannot pile up. */
const KEEP_ALIVE_TIMEOUT_MS = 5_000;

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  deps: AppDeps;
  router: AppRouter;
  /** How many client connections the HTTP server holds open now. */
  openConnections(): Promise<number>;
  /** Stops accepting connections, lets in-flight requests finish, closes sockets and the database. */
  close(): Promise<void>;
}

/**
 * Every route that takes a request, in one router: the API's, and the forms the site posts without JavaScript with the
 * chains of their API twins. The tests walk it to prove that no route is left unauthenticated, unlimited or unvalidated
 * by mistake.
 */
/** The other origins the site's forms lead to: Paymob's checkout, when it is configured. */
const formTargets = (config: Config) => (config.paymob ? [new URL(config.paymob.apiUrl).origin] : []);

function appRouter(deps: AppDeps, web: WebPages): AppRouter {
  const router: AppRouter = new Router();
  for (const register of [
    siteRoutes, authRoutes, adminRoutes, packageRoutes, successStoryRoutes, blogPostRoutes, categoryRoutes, serviceRoutes,
    socialLinkRoutes, legalContentRoutes, contactInfoRoutes, leadRoutes, pageContentRoutes, uploadRoutes, imageRoutes, auditLogRoutes,
    bookingRoutes, paymentRoutes, whatsappRoutes,
    analyticsRoutes,
  ]) {
    register(router, deps);
  }
  noScriptContactFormRoute(router, deps, web);
  noScriptBookingRoutes(router, deps, web);
  return router;
}

/**
 * ADMIN_PASSWORD follows the password policy when it would create the admin or set a new password: a refused one stops
 * the start, naming why. An account that has it already keeps working (a restart must not lock the owner out), with a
 * warning to change it.
 */
async function checkEnvironmentPassword({ adminUsers, logger }: AppDeps, email: string, password: string) {
  const problem = await passwordProblem(password, email);
  if (!problem) return;
  if (!(await adminUsers.hasPassword(email, password))) {
    throw new Error(`ADMIN_PASSWORD is refused: ${problem.message} (Or unset ADMIN_EMAIL and ADMIN_PASSWORD to keep the current password.)`);
  }
  logger.warn({ email, reason: problem.code }, `ADMIN_PASSWORD would be refused for a new password: ${problem.message} Change it with npm run admin -- reset-password.`);
}

/** Migrates, seeds on first start, applies ADMIN_EMAIL/ADMIN_PASSWORD. */
async function prepareDatabase(deps: AppDeps) {
  const { db, config, adminUsers, logger, now } = deps;
  await migrateWhenPending(db);
  if (config.SEED_DEMO && (await deps.repositories.packages.list()).length === 0 && !(await deps.repositories.heroContent.single())) {
    // Imported only here: the demo's texts are needed once in a database's life, and not by a restart.
    const { seedDemoContent } = await import('./db/seed/demo-content');
    await seedDemoContent(db, { storage: deps.storage, now: now() });
    logger.info('seeded the demo content');
  }
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await checkEnvironmentPassword(deps, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    const outcome = await adminUsers.ensure({ name: 'Admin', email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
    logger.info({ email: config.ADMIN_EMAIL, outcome }, `admin from the environment: ${outcome}`);
  }
  await deps.sessions.purgeExpired();
}

const isApiPath = (path: string) => path.startsWith(`${API_PREFIX}/`) || path === API_PREFIX;

function buildApp(deps: AppDeps, router: AppRouter, web: WebPages, publicReads: ResponseCache): Koa<AppState> {
  const { config, logger } = deps;
  const app = new Koa<AppState>({ proxy: config.TRUST_PROXY });
  app.use(closeConnectionsWhileDraining(deps.drain));
  app.use(async (ctx, next) => {
    const started = performance.now();
    await next();
    logger.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) }, 'request');
  });
  app.use(errorHandler(logger));
  app.use(securityHeaders(formTargets(deps.config)));
  app.use(crossOriginApi());
  // Brotli when accepted, else gzip, at a quality quick enough for answers made per request (cached ones use the highest).
  app.use(compress({ br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }, zstd: false }));
  // Before body parsing, session lookup and routing: a cached public read skips all of them.
  app.use(publicApiCache({ contentVersion: deps.contentVersion, sessionCookie: SESSION_COOKIE }, publicReads));

  app.use(serveUploads(deps.storage));

  app.use(async (ctx, next) => {
    if (!isApiPath(ctx.path)) return next();
    ctx.set('Cache-Control', 'no-store');
    await next();
    if (ctx.body !== undefined) return;
    // The router's own answers (unknown path, a method the path does not take) in the one JSON envelope.
    if (ctx.status === 404) throw notFound(`API route ${ctx.method} ${ctx.path}`);
    if (ctx.status === 405 || ctx.status === 501) throw methodNotAllowed(ctx.method, ctx.path, ctx.response.get('Allow'));
  });
  const parseBody = bodyParser({ jsonLimit: '1mb', formLimit: '1mb', text: false, multipart: false });
  // Meta's webhook is believed by the HMAC of the bytes it sent: its text is kept beside the parsed JSON
  // (ctx.request.rawBody), as received, for the signature check.
  const parseSignedBody = bodyParser({ jsonLimit: '1mb', text: false, urlencoded: false, multipart: false, includeUnparsed: true });
  app.use((ctx, next) => (ctx.path === API_ROUTES.whatsapp.webhook ? parseSignedBody(ctx, next) : parseBody(ctx, next)));
  app.use(async (ctx, next) => {
    // A body of another type would reach the handlers as nothing at all and be refused field by field.
    const hasContent = Boolean(ctx.request.length) || ctx.get('Transfer-Encoding') !== '';
    if (hasContent && ctx.is('json', 'urlencoded', 'multipart') === false) throw unsupportedMediaType('Send the body as JSON (Content-Type: application/json)');
    await next();
  });
  app.use(authenticate(deps));
  app.use(checkOrigin(deps));
  app.use(router.routes());
  // A 405 for a method the path does not take, in the API only: the addresses the forms post to without JavaScript
  // are pages to GET too, and an unknown booking's page stays a 404.
  const allowedMethods = router.allowedMethods();
  app.use((ctx, next) => (isApiPath(ctx.path) ? allowedMethods(ctx as Parameters<typeof allowedMethods>[0], next) : next()));
  app.use(serveWeb(web));
  return app;
}

/** Starts the whole product on one port: API, WebSocket, uploads and the built web app. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? pino({ level: config.LOG_LEVEL });
  const storage = await openUploadStorage(config);
  const db = openDatabase({ dataDir: config.dataDir, databaseUrl: config.DATABASE_URL, synchronous: config.SQLITE_SYNCHRONOUS });
  const sessions = sessionStore(db, now);
  const box = secretBox(path.join(config.dataDir, SECRET_KEY_FILE), config.SECRET_KEY);
  // The other instances on the same PostgreSQL database (none on SQLite): live news, ended sessions, content and bookings changes.
  const events = await clusterEvents({ db, databaseUrl: config.DATABASE_URL, logger });
  // A version like the content's, of the bookings alone: each committed change of one changes which times are free.
  const bookingsVersion = contentVersion(now, () => events.publish({ type: 'bookings_changed' }));
  const repositories = createRepositories(db, now, box, () => bookingsVersion.bump());
  const hub = notificationHub({ sessions, config, logger, events, heartbeatMs: options.heartbeatMs });
  // A session ended (signed out, revoked, its admin removed or given a new password) closes its live sockets at once.
  sessions.onEnded((sessionIds) => hub.endSessions(sessionIds));
  const passwords = passwordHashing(options.passwordCost);
  const adminUsers = createAdminUsers(db, now, sessions, passwords);
  const version = contentVersion(now, () => events.publish({ type: 'content_changed' }));
  events.subscribe((event) => event.type === 'content_changed' && version.changedElsewhere());
  events.subscribe((event) => event.type === 'bookings_changed' && bookingsVersion.changedElsewhere());
  // Free times are read from the bookings and from the hours and types, which are public content (a lost link to the
  // other instances changes the content version too).
  const schedule = bookingSchedule({ repositories, bookings: repositories.bookings, now, dataVersion: () => `${version.current} ${bookingsVersion.current}` });
  // One outbox and one sender for the whole server: each entry is written by the code of what it is about.
  const delivery = mailDelivery({
    config,
    db,
    now,
    logger,
    adminEmails: async () => (await adminUsers.list()).map((admin) => admin.email),
    compose: (entry) => (entry.bookingId === null ? mail.compose(entry) : bookingMail.compose(entry)),
    retry: options.mailRetry,
  });
  const mail = leadMail({ config, delivery, leads: repositories.leads, packages: repositories.packages });
  const payments = paymentStore(db, now);
  const bookingMail = outboxBookingMail({ config, delivery, bookings: repositories.bookings, consultationTypes: repositories.consultationTypes, schedule, payments, now });
  const whatsapp = whatsappMessaging({ config, db, bookings: repositories.bookings, leads: repositories.leads, consultationTypes: repositories.consultationTypes, schedule, payments, hub, logger, now, retry: options.mailRetry });
  // The bookings' e-mails, and their WhatsApp messages beside them in the same transactions.
  const bookingMessages = whatsapp.alongside(bookingMail);
  const practiceZone = async () => (await schedule.availability()).timeZone;
  const views = countPageViews({ config, db, now, logger, timeZone: practiceZone });
  const paid = bookingPayments({ config, db, store: payments, bookings: repositories.bookings, schedule, mail: bookingMessages, hub, logger, now, paymob: config.paymob && paymobClient(config.paymob) });
  // Every rate limit of this instance counts under keyed hashes, never the addresses themselves.
  const limits = attemptStore(db, box);
  const images = imageWork();
  const deps: AppDeps = {
    config,
    db,
    limits,
    logger,
    now,
    countryOf: countryLookup(config, logger, now),
    drain: drainState(),
    repositories,
    adminUsers,
    passwords,
    sessions,
    loginThrottle: createLoginThrottle(limits),
    twoFactor: twoFactor({ db, now, adminUsers, recoveryCodes: recoveryCodes(db, now), box }),
    hub,
    mailDelivery: delivery,
    mail,
    leadIntake: leadIntake({ config, db, limits, leads: repositories.leads, mail, hub, whatsapp, logger }),
    schedule,
    slotAnswers: slotAnswers(schedule),
    bookingMail: bookingMessages,
    paymentStore: payments,
    payments: paid,
    bookingIntake: bookingIntake({ config, db, limits, schedule, bookings: repositories.bookings, leads: repositories.leads, hub, mail: bookingMessages, payments: paid, whatsapp, logger }),
    bookingChanges: bookingChanges({ db, schedule, bookings: repositories.bookings, mail: bookingMessages, payments: paid, whatsapp, now }),
    calendarFeeds: calendarFeeds({ db, box, bookings: repositories.bookings, types: () => repositories.consultationTypes.ordered(true), now }),
    contentVersion: version,
    previews: previewLinks({ box, now }),
    storage,
    imageWork: images,
    images: imageProcessor({ db, storage, logger, now, contentVersion: version, work: images }),
    audit: auditLog({ db, now, contentVersion: version }),
    whatsapp,
    pageViews: views,
    analytics: analyticsSummary({
      pageViews: views,
      timeZone: practiceZone,
      now,
      leadsBetween: (from, to) => repositories.leads.receivedBetween(from, to),
      bookingsBetween: (from, to) => repositories.bookings.madeBetween(from, to),
      async paymentsBetween(from, to) {
        const { paid: received } = await payments.moneyEvents(from, to);
        const attributions = await repositories.bookings.attributions(received.map((payment) => payment.bookingId));
        return received.map(({ at, cents, bookingId }) => ({ at, cents, attribution: attributions.get(bookingId) ?? null }));
      },
    }),
  };
  try {
    await oneInstanceAtATime(db, () => prepareDatabase(deps));
    await followScheduledPublications({ contentVersion: version, tables: [repositories.blogPosts, repositories.successStories], now, logger });
  } catch (error) {
    await events.close();
    await db.destroy();
    throw error;
  }
  // Node's request headers are keyed in lower case; the name is lowered once, not at each cached page.
  const countryHeader = config.GEO_COUNTRY_HEADER.toLowerCase();
  const web = webPages({
    distDir: path.resolve(config.WEB_DIST_DIR),
    publicUrl: config.PUBLIC_URL,
    answers: publicReadAnswers(deps),
    countryOf: deps.countryOf,
    knownCountry: (headers) => countryWithoutLookup(config, String(headers[countryHeader] ?? '')),
    contentVersion: version,
    countsPageViews: views.enabled,
  });
  const router = appRouter(deps, web);
  const publicReads = responseCache(version);
  const app = buildApp(deps, router, web, publicReads);
  // Cached public answers are sent before the chain runs, as the chain would send them (see fast-path.ts).
  const answerFromCache = fastPath({
    apiLookups: [cachedPublicRead(publicReads), deps.slotAnswers.cached],
    pageLookups: [cachedWebAnswer(web)],
    securityHeaders: helmetHeaders(formTargets(config)),
    proxy: config.TRUST_PROXY,
    drain: deps.drain,
    logger,
    sessionCookie: SESSION_COOKIE,
  });
  const answerInChain = app.callback();
  const server = http.createServer(
    {
      headersTimeout: options.timeouts?.headersMs ?? HEADERS_TIMEOUT_MS,
      requestTimeout: options.timeouts?.requestMs ?? REQUEST_TIMEOUT_MS,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      // Node checks the two timeouts above only this often (30 s by default, which would let a slow client stay 50 s).
      connectionsCheckingInterval: 1_000,
    },
    (request, response) => answerFromCache(request, response) || answerInChain(request, response),
  );
  answerClientErrors(server, helmetHeaders(formTargets(config)));
  deps.hub.attach(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, resolve);
  });
  const { port } = server.address() as AddressInfo;
  // The API is ready; the pages' renderer loads now, so that the first page waits for what is left of it at most.
  pageRenderer().catch((error: unknown) => logger.error({ err: error }, 'the page renderer could not be loaded'));
  // Variants of images that have none (the demo's, or uploads from before) are made in the background: the server
  // answers at once and pages show the originals until then.
  deps.images.processMissing().catch((error: unknown) => logger.warn({ err: error }, 'image variants could not be checked'));
  storage
    .removeLeftovers()
    .then((removed) => removed.length > 0 && logger.info({ removed }, 'removed files a crash left half-written'))
    .catch((error: unknown) => logger.warn({ err: error }, 'leftover temporary files could not be removed'));
  const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  const url = `http://${host}:${port}`;
  deps.mailDelivery.start(url);
  deps.whatsapp.start().catch((error: unknown) => logger.warn({ err: error }, 'WhatsApp could not be started'));
  const stopPaymentJobs = deps.payments.startJobs();
  const stopCountingViews = deps.pageViews.start();
  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    db,
    deps,
    router,
    openConnections: () => new Promise((resolve, reject) => server.getConnections((error, count) => (error ? reject(error) : resolve(count)))),
    close() {
      closing ??= (async () => {
        // Not ready from now on; no new connection; the admins' sockets told to reconnect (to another instance).
        deps.drain.start();
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        deps.hub.close();
        // The requests in flight finish (each closing its connection after its answer), unless one takes too long.
        const cutOff = setTimeout(() => server.closeAllConnections(), DRAIN_REQUESTS_MS);
        await stopped;
        clearTimeout(cutOff);
        await deps.images.close();
        await deps.imageWork.close();
        await stopPaymentJobs();
        await stopCountingViews();
        await deps.mailDelivery.close();
        await deps.whatsapp.close();
        await events.close();
        await db.destroy();
      })();
      return closing;
    },
  };
}
