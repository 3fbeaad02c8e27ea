/** Business constants of the product, shared by the server, the site and the admin. */

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Local storage keys for the visitor's language. */
export const LANGUAGE_PREFERENCE_KEY = 'dietbar-user-language-preference';
export const DETECTED_LANGUAGE_KEY = 'dietbar-detected-language';
export const ADMIN_LANGUAGE_KEY = 'dietbar-admin-language';

export const ADMIN_PAGE_SIZE = 5;
export const PUBLIC_PAGE_SIZE = 6;
export const SCROLL_DELAY_MS = 100;

export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
export const TOAST_MAX_WIDTH_PX = 420;

export const SKELETON_COUNTS = { packages: 3, stories: 6, posts: 6 } as const;

export const SORT_ORDERS = ['newest', 'oldest'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The social networks the dashboard offers a link for: a social link's `platform`, in the spec's word. */
export const SOCIAL_NETWORKS = ['whatsapp', 'youtube', 'facebook', 'instagram', 'email'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const LEGAL_TYPES = ['privacy_policy', 'terms_conditions'] as const;
export type LegalType = (typeof LEGAL_TYPES)[number];

export const PACKAGE_ICONS = ['user', 'star', 'crown', 'calendar', 'trophy'] as const;
export type PackageIcon = (typeof PACKAGE_ICONS)[number];

/** The contact form's package option for "none of the packages". */
export const OTHER_PACKAGE = 'other';

export const WORKING_HOURS_EN = 'Mon-Fri 9AM-6PM, Sat 9AM-2PM';

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 20;
/** The most pixels an image may have: above any phone camera's photo, far below what would exhaust the memory decoding it. */
export const IMAGE_MAX_PIXELS = 50_000_000;
export const UPLOAD_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const UPLOAD_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,image/png,image/jpeg,image/gif,image/webp';

/** Recommended image sizes per editor. */
export const RECOMMENDED_IMAGE_SIZES = {
  hero: '1920x1080',
  about: '400x400',
  blog: '1200x630',
  successStory: '600x400',
  package: '800x600',
  default: '800x600',
} as const;

/** Image shown wherever an image is missing or fails to load. */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';
export const DEFAULT_HERO_IMAGE = '/images/default-hero.jpg';
export const DEFAULT_ABOUT_IMAGE = '/images/default-about.jpg';

/** WebSocket message types, shared by the server, the dashboard and the desktop app. */
export const WS_PATH = '/ws';
export const WS_ADMIN_CONNECT = 'admin_connect';
/** A new lead: the spec's name for the event, the one place the code maps it. */
export const WS_NEW_LEAD = 'new_contact_submission';
export const WS_NEW_BOOKING = 'new_booking';
/** Something about a payment the practice must know at once: a payment that came too late, refunded in full. */
export const WS_PAYMENT_NOTICE = 'payment_notice';
/** A visitor wrote to the practice on WhatsApp. */
export const WS_WHATSAPP_MESSAGE = 'whatsapp_message';
/** The close code of a socket whose session ended (signed out, revoked, password changed, expired): reconnecting cannot help. */
export const WS_CLOSE_SESSION_ENDED = 4001;
/** The close code of the sockets of a server that is stopping (a restart, a deploy): the clients reconnect at once, to another instance. */
export const WS_CLOSE_GOING_AWAY = 1001;

/**
 * The honeypot of the public forms (contact and booking): a field hidden from people and from assistive technology, so
 * that only a bot fills it. Optional and outside the input schemas (which drop it); the server reads it before storing
 * anything. Kept
 * here rather than beside the schema, so that the public site's bundle carries no zod.
 */
export const HONEYPOT_FIELD = 'website';

/**
 * The `<meta name>` a public page carries when page views are counted (ANALYTICS is not off), its content the address
 * the beacon posts to: without it the page sends nothing. Here rather than in the analytics schema, so that the beacon
 * carries no zod.
 */
export const PAGE_VIEWS_META = 'page-views';
