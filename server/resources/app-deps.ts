import type Router from '@koa/router';
import type { DefaultContext } from 'koa';
import type { Logger } from 'pino';
import type { PageViews } from '../analytics/page-views';
import type { AnalyticsSummaryReader } from '../analytics/summary';
import type { AuditLog } from '../audit/audit-log';
import type { AdminUsers } from '../auth/admin-users';
import type { AppContext, AppState } from '../auth/app-state';
import type { LoginThrottle } from '../auth/login-throttle';
import type { PasswordHashing } from '../auth/passwords';
import type { SessionStore } from '../auth/sessions';
import type { TwoFactor } from '../auth/two-factor';
import type { BookingChanges } from '../booking/booking-changes';
import type { BookingIntake } from '../booking/booking-intake';
import type { BookingMail } from '../booking/booking-mail';
import type { BookingPayments } from '../booking/booking-payments';
import type { CalendarFeeds } from '../booking/calendar-feeds';
import type { BookingSchedule } from '../booking/schedule';
import type { SlotAnswers } from '../booking/slot-answers';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import type { PreviewLinks } from '../content/preview-links';
import type { ContentVersion } from '../http/content-version';
import type { DrainState } from '../http/draining';
import type { AttemptStore } from '../http/rate-limit';
import type { ImageProcessor } from '../images/processor';
import type { ImageWork } from '../images/image-work';
import type { LeadIntake } from '../leads/intake';
import type { LeadMail } from '../leads/mail';
import type { MailDelivery } from '../mail/delivery';
import type { PaymentStore } from '../payments/payment-store';
import type { NotificationHub } from '../realtime/notification-hub';
import type { UploadStorage } from '../storage/storage';
import type { Repositories } from './repositories';
import type { WhatsappMessaging } from '../whatsapp/whatsapp';

/**
 * What every route handler may use; built once in startServer. Types only: the services' own folders sit below the
 * routes, so that no service imports a route or this container.
 */
export interface AppDeps {
  config: Config;
  db: Database;
  /** Where the rate limits count, under keyed hashes of their keys (attemptStore). */
  limits: AttemptStore;
  logger: Logger;
  now: () => Date;
  /** The visitor's country (ISO code) or null: from the proxy's header, else the lookup service, remembered per address. */
  countryOf: (ctx: AppContext) => Promise<string | null>;
  /** Set once the server is stopping: /api/ready then answers 503. */
  drain: DrainState;
  repositories: Repositories;
  adminUsers: AdminUsers;
  passwords: PasswordHashing;
  sessions: SessionStore;
  loginThrottle: LoginThrottle;
  /** Two-factor set-up, enabling, sign-in codes and turning it off. */
  twoFactor: TwoFactor;
  hub: NotificationHub;
  /** Bumped by every write of public content: cached public answers of an older version are never served. */
  contentVersion: ContentVersion;
  /** Signed links that show a draft or scheduled post or story to whoever has one. */
  previews: PreviewLinks;
  /** Where uploads and their variants are kept: DATA_DIR/uploads or the bucket every instance shares. */
  storage: UploadStorage;
  /** The child process that reads and encodes images (an upload's check, the variants): sharp never loads in the server. */
  imageWork: ImageWork;
  /** Resized variants of uploaded images, made in the background; `images.catalog()` lists them. */
  images: ImageProcessor;
  /** Leads from the contact form, from the API or the form posted without JavaScript. */
  leadIntake: LeadIntake;
  /** The practice's availability and the free times it leaves. */
  schedule: BookingSchedule;
  /** The slot search's answers as sent, prepared once per kept answer. */
  slotAnswers: SlotAnswers;
  /** E-mails about bookings: confirmations with calendar files, alerts, updates, cancellations and reminders. */
  bookingMail: BookingMail;
  /** The payment tables: payments, attempts, refunds, the practice's manual methods. */
  paymentStore: PaymentStore;
  /** Bookings paid at booking: holds, Paymob's checkout and callbacks, refunds, payments by hand, and their jobs. */
  payments: BookingPayments;
  /** Bookings made by visitors. */
  bookingIntake: BookingIntake;
  /** Bookings cancelled or moved by their visitor, or by the practice; marked completed or missed. */
  bookingChanges: BookingChanges;
  /** Each admin's private calendar address of the bookings. */
  calendarFeeds: CalendarFeeds;
  /** The outbox of e-mails about leads and bookings, and its one sender (on when SMTP_URL is set). */
  mailDelivery: MailDelivery;
  /** E-mails about new leads: queued with each lead, delivered in the background when SMTP_URL is set. */
  mail: LeadMail;
  /** Who changed what: every admin write and account event, recorded in the transaction of the change. */
  audit: AuditLog;
  /** WhatsApp messages through Meta's Cloud API (on when WHATSAPP_* is set): queued, sent, their webhooks, the practice's replies. */
  whatsapp: WhatsappMessaging;
  /** Page views counted without cookies (off with ANALYTICS=off), and the attribution of leads and bookings. */
  pageViews: PageViews;
  /** The dashboard's figures of a period. */
  analytics: AnalyticsSummaryReader;
}

export type AppRouter = Router<AppState, DefaultContext>;
