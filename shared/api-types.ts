import type { WS_NEW_BOOKING, WS_NEW_LEAD, WS_PAYMENT_NOTICE, WS_WHATSAPP_MESSAGE } from './constants';
import type { LocalizedAboutContent } from './schemas/about-content';
import type { AdminUser } from './schemas/auth';
import type { LocalizedBlogPost } from './schemas/blog-post';
import type { ContactInfo } from './schemas/contact-info';
import type { LocalizedHeroContent } from './schemas/hero-content';
import type { LegalContent } from './schemas/legal-content';
import type { LocalizedPackage } from './schemas/package';
import type { Service } from './schemas/service';
import type { SocialLink } from './schemas/social-link';
import type { LocalizedSuccessStory } from './schemas/success-story';
import type { FieldProblem } from './schemas/field-problems';
import type { WhatsappNotice } from './schemas/whatsapp';
import type { BookingNotice, WeeklyRange } from './schemas/booking';
import type { LeadNotice } from './schemas/lead';

/** GET /api/landing-page?lang=: every package, and the stories and posts the landing page shows (the first of each list). */
export interface LandingPageResponse {
  heroContent: LocalizedHeroContent | null;
  aboutContent: LocalizedAboutContent | null;
  packages: LocalizedPackage[];
  successStories: LocalizedSuccessStory[];
  blogPosts: LocalizedBlogPost[];
}

/** GET /api/site-settings */
export interface SiteSettingsResponse {
  legalContent: LegalContent[];
  socialLinks: SocialLink[];
  contactInfo: ContactInfo | null;
  services: Service[];
  /** The practice's weekly opening hours (its booking availability's, without its exceptions), in wall times of its zone, by weekday and time. */
  openingHours: WeeklyRange[];
  /** Whether the forms offer confirmations and reminders on WhatsApp (the practice connected a number). */
  whatsapp: boolean;
}

/**
 * A field problem as a client reads it. `code` is one of FIELD_PROBLEM_CODES, read as any text: a server older or newer
 * than its client (the desktop app connects to any) may send another code or none, and the client then shows `message`.
 */
export type ReportedFieldProblem = Omit<FieldProblem, 'code'> & { code?: string };

/** The one envelope of every failed API call. */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    fields?: ReportedFieldProblem[];
  };
}

/** A payment that came after its booking's time was given up, refunded in full at once. */
export interface PaymentNotice {
  kind: 'late_payment_refunded';
  booking: BookingNotice;
}

export type ServerMessage =
  | { type: typeof WS_NEW_LEAD; data: LeadNotice }
  | { type: typeof WS_NEW_BOOKING; data: BookingNotice }
  | { type: typeof WS_PAYMENT_NOTICE; data: PaymentNotice }
  | { type: typeof WS_WHATSAPP_MESSAGE; data: WhatsappNotice }
  | { type: 'connected' };

/** GET /api/auth/me: the signed-in admin (LoginResponse's `user` has the same shape). */
/** POST /api/auth/2fa/setup: the new secret to enter by hand, and the same as a URI for the QR code. Enables nothing yet. */
export interface TwoFactorSetupResponse {
  /** Base32. */
  secret: string;
  /** otpauth://totp/DietBar:<email>?secret=…&issuer=DietBar (the email percent-encoded). */
  otpauthUrl: string;
}

/** POST /api/auth/2fa/enable: ten single-use recovery codes (xxxx-xxxx-xxxx-xxxx), shown this once. */
export interface TwoFactorEnableResponse {
  recoveryCodes: string[];
}

/** One entry of GET /api/auth/sessions (the signed-in admin's live sessions, most recently used first). */
export interface SessionInfo {
  /** A public id (not the token): DELETE /api/auth/sessions/{id} ends that session. */
  id: string;
  kind: 'browser' | 'desktop';
  userAgent: string;
  createdAt: string;
  lastSeenAt: string;
  /** The session this request came with. */
  current: boolean;
}

/** DELETE /api/auth/sessions: how many other sessions were ended. */
export interface SessionsEndedResponse {
  ended: number;
}

/** One entry of GET /api/admins, and the answer of POST /api/admins. */
export interface AdminAccount extends AdminUser {
  createdAt: string;
  lastSignInAt: string | null;
}
