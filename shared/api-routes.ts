/**
 * Every API path in one table: the server registers its routes with these patterns, and the browser, the desktop app
 * and the browser tests call the paths that `apiPaths` builds from the same patterns. The server's own tests keep the
 * paths as literal strings on purpose: they pin the public contract, so a change here that moves a path fails them.
 */

/** What every API path starts with. */
export const API_PREFIX = '/api';

/** What every sign-in and account path starts with (API_ROUTES.auth). */
export const AUTH_PATH_PREFIX = '/api/auth/';

/** The standard routes of a list of records (`crudRoutes`): the list (and create), and one record by id. */
const records = <Base extends string>(base: Base) => ({ list: base, item: `${base}/:id` }) as const;

/** The routes of records that are published and have revisions (`crudRoutesWithRevisions`, `previewLinkRoute`). */
const recordsWithRevisions = <Base extends string>(base: Base) =>
  ({
    ...records(base),
    previewLink: `${base}/:id/preview-link`,
    revisions: `${base}/:id/revisions`,
    revision: `${base}/:id/revisions/:revisionId`,
    restoreRevision: `${base}/:id/revisions/:revisionId/restore`,
    autosave: `${base}/:id/autosave`,
    /** The autosave of an item not saved yet. */
    newAutosave: `${base}/autosave`,
  }) as const;

/** The Koa router patterns, by resource. */
export const API_ROUTES = {
  site: {
    health: '/api/health',
    ready: '/api/ready',
    geo: '/api/geo',
    settings: '/api/site-settings',
    landingPage: '/api/landing-page',
    images: '/api/images',
  },
  auth: {
    setup: '/api/auth/setup',
    login: '/api/auth/login',
    logout: '/api/auth/logout',
    me: '/api/auth/me',
    password: '/api/auth/password',
    sessions: '/api/auth/sessions',
    session: '/api/auth/sessions/:id',
    twoFactorSetup: '/api/auth/2fa/setup',
    twoFactorEnable: '/api/auth/2fa/enable',
    twoFactorDisable: '/api/auth/2fa/disable',
  },
  admins: records('/api/admins'),
  auditLog: { list: '/api/audit-log' },
  uploads: { single: '/api/upload-single', multiple: '/api/upload-multiple' },
  leads: {
    /** The public contact form's submission. */
    intake: '/api/contact',
    ...records('/api/contact-submissions'),
    stats: '/api/contact-submissions/stats',
    export: '/api/contact-submissions/export.csv',
    notes: '/api/contact-submissions/:id/notes',
  },
  bookings: {
    ...records('/api/bookings'),
    reschedule: '/api/bookings/:id/reschedule',
    /** The visitor's own view of their booking, through the link they were given. */
    managed: '/api/bookings/manage/:token',
    managedCancel: '/api/bookings/manage/:token/cancel',
    managedReschedule: '/api/bookings/manage/:token/reschedule',
    /** The visitor pays a held booking again (a new Paymob checkout after a decline or an abandoned one). */
    managedPay: '/api/bookings/manage/:token/pay',
  },
  payments: {
    ...records('/api/payments'),
    /** The methods a visitor may choose (public); the practice's manual methods (PUT, signed in). */
    methods: '/api/payments/methods',
    /** Received and refunded per month, in the practice's zone. */
    months: '/api/payments/months',
    /** The payments as a CSV file, with the list's filters. */
    export: '/api/payments/export',
    refund: '/api/payments/:id/refund',
    markPaid: '/api/payments/:id/mark-paid',
    /** Paymob's transaction processed callback (its `notification_url`). */
    paymobCallback: '/api/payments/paymob/callback',
    /** Where Paymob sends the visitor's browser after paying (its `redirection_url`): on to their booking's page. */
    paymobReturn: '/api/payments/paymob/return',
  },
  consultationTypes: records('/api/booking/types'),
  booking: {
    availability: '/api/booking/availability',
    slots: '/api/booking/slots',
    /** The signed-in admin's private calendar address. */
    calendarFeed: '/api/booking/calendar-feed',
    /** The calendar itself, at that private address. */
    calendar: '/api/booking/calendar.ics',
  },
  packages: records('/api/packages'),
  categories: records('/api/categories'),
  services: records('/api/services'),
  socialLinks: { ...records('/api/social-links'), upsert: '/api/social-links/upsert' },
  legalContent: records('/api/legal-content'),
  heroContent: { single: '/api/hero-content' },
  aboutContent: { single: '/api/about-content' },
  contactInfo: { single: '/api/contact-info' },
  blogPosts: { ...recordsWithRevisions('/api/blog-posts'), bySlug: '/api/blog-posts/slug/:slug' },
  successStories: recordsWithRevisions('/api/success-stories'),
  whatsapp: {
    /** The connection's state (signed in). */
    status: '/api/whatsapp/status',
    /** Meta's webhook: its verification (GET) and its signed events (POST). */
    webhook: '/api/whatsapp/webhook',
    /** The practice's free-text answer to a lead, within 24 hours of their last message. */
    leadReply: '/api/contact-submissions/:id/whatsapp',
  },
  analytics: {
    /** The figures of a period (signed in). */
    summary: '/api/analytics',
    /** A public page's beacon: one page view (public, answered 204 whether or not it was counted). */
    pageView: '/api/page-views',
  },
} as const;

/** The parameters a pattern names, in order: `'/a/:id/b/:revisionId'` gives `['id', 'revisionId']`. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNames<Rest>]
  : Pattern extends `${string}:${infer Name}`
    ? [Name]
    : [];

/** One value for each name. */
type ParamValues<Names extends string[]> = { [Index in keyof Names]: string | number };

/** A path builder: one value per parameter of its pattern, in the pattern's order. */
type PathBuilder<Pattern extends string> = (...values: ParamValues<ParamNames<Pattern>>) => string;

type PathBuilders<Group> = { readonly [Route in keyof Group]: Group[Route] extends string ? PathBuilder<Group[Route]> : never };

/** The patterns of a list of records (`API_ROUTES.packages`). */
export type RecordRoutes = ReturnType<typeof records<string>>;
/** The patterns of published records with revisions (`API_ROUTES.blogPosts`). */
export type RecordsWithRevisionsRoutes = ReturnType<typeof recordsWithRevisions<string>>;

/** The builders of a list of records (`apiPaths.packages`). */
export type RecordPaths = PathBuilders<ReturnType<typeof records<string>>>;
/** The builders of published records with revisions (`apiPaths.blogPosts`). */
export type RecordsWithRevisionsPaths = PathBuilders<ReturnType<typeof recordsWithRevisions<string>>>;

/** The pattern with each `:name` replaced by its value, encoded. */
function fillPattern(pattern: string, values: readonly (string | number)[]): string {
  let next = 0;
  return pattern.replace(/:\w+/g, () => encodeURIComponent(String(values[next++])));
}

const buildersOf = <Group extends Record<string, string>>(group: Group) =>
  Object.fromEntries(Object.entries(group).map(([route, pattern]) => [route, (...values: (string | number)[]) => fillPattern(pattern, values)])) as PathBuilders<Group>;

/** The paths to call, by resource as in API_ROUTES: `apiPaths.blogPosts.item(7)` is `/api/blog-posts/7`. */
export const apiPaths = Object.fromEntries(Object.entries(API_ROUTES).map(([resource, group]) => [resource, buildersOf(group)])) as {
  readonly [Resource in keyof typeof API_ROUTES]: PathBuilders<(typeof API_ROUTES)[Resource]>;
};

/** A path with a query string of the values that are not undefined: `withQuery(path, { lead: 4 })` is `path?lead=4`. */
export function withQuery(path: string, query: Readonly<Record<string, string | number | boolean | undefined>>): string {
  const search = new URLSearchParams(Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]]))).toString();
  return search ? `${path}?${search}` : path;
}
