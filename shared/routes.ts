/**
 * Every route of the product in one table: components, links, the server and the e-mail alert build paths only from
 * here. In shared/ so that the public site, the admin, the app shell and the server all import it without a circle.
 */
export const ROUTES = {
  home: '/',
  successStories: '/success-stories',
  successStory: '/success-story/:id',
  blogs: '/blogs',
  blogPost: '/blog/:slug',
  book: '/book',
  /** The visitor's own page of a booking, at the link they were given when they booked. */
  manageBooking: '/booking/:token',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
} as const;

/** The router pattern for everything under /admin (the lazily loaded admin chunk). */
export const ADMIN_ROUTES_PATTERN = `${ROUTES.admin}/*`;

/** The landing page's section ids, in page order. */
export const SECTION_IDS = ['hero', 'packages', 'about', 'success', 'blogs', 'contact'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** The query parameter of the dashboard address that opens one lead (the link in the e-mail alert about it). */
export const LEAD_QUERY_PARAM = 'lead';

/** The query parameter of the dashboard address that opens one booking (the link in its alert and calendar event). */
export const BOOKING_QUERY_PARAM = 'booking';

export const paths = {
  home: () => ROUTES.home,
  section: (section: SectionId) => `${ROUTES.home}#${section}`,
  successStories: () => ROUTES.successStories,
  successStory: (id: number | string) => ROUTES.successStory.replace(':id', encodeURIComponent(String(id))),
  blogs: () => ROUTES.blogs,
  /** List links use the id when a post has no slug. */
  blogPost: (post: { slug?: string | null; id: number }) => ROUTES.blogPost.replace(':slug', encodeURIComponent(post.slug || String(post.id))),
  book: () => ROUTES.book,
  /** The visitor's own page of their booking, to cancel or move it. */
  manageBooking: (token: string) => ROUTES.manageBooking.replace(':token', encodeURIComponent(token)),
  admin: () => ROUTES.admin,
  adminDashboard: () => ROUTES.adminDashboard,
  /** The dashboard with that lead open: `/admin/dashboard?lead=42`. */
  adminLead: (id: number) => `${ROUTES.adminDashboard}?${LEAD_QUERY_PARAM}=${id}`,
  /** The dashboard with that booking open: `/admin/dashboard?booking=42`. */
  adminBooking: (id: number) => `${ROUTES.adminDashboard}?${BOOKING_QUERY_PARAM}=${id}`,
};

/** A story id from the URL: a positive whole number, else undefined (never asked of the server). */
export const parseRouteId = (value: string | undefined) => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined);
