import type { DefaultContext, DefaultState, ParameterizedContext } from 'koa';
import type Router from '@koa/router';
import type { Logger } from 'pino';
import type { AuditLog } from '../audit/audit-log';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import type { AdminUsers } from '../auth/admin-users';
import type { LoginThrottle } from '../auth/login-throttle';
import type { ActiveSession, SessionStore } from '../auth/sessions';
import type { TwoFactor } from '../auth/two-factor';
import type { ImageProcessor } from '../images/processor';
import type { LeadMail } from '../resources/leads/mail';
import type { Repositories } from '../resources/repositories';
import type { NotificationHub } from '../realtime/notification-hub';
import type { ContentVersion } from './content-version';
import type { LeadIntake } from '../resources/leads/intake';

/** What every route handler may use; built once in createApp. */
export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
  now: () => Date;
  repositories: Repositories;
  adminUsers: AdminUsers;
  sessions: SessionStore;
  loginThrottle: LoginThrottle;
  /** Two-factor set-up, enabling, sign-in codes and turning it off. */
  twoFactor: TwoFactor;
  hub: NotificationHub;
  /** Bumped by every admin write: cached public answers of an older version are never served. */
  contentVersion: ContentVersion;
  /** Resized variants of uploaded images, made in the background; `images.catalog()` lists them. */
  images: ImageProcessor;
  /** Contact-form submissions, from the API or the form posted without JavaScript. */
  leadIntake: LeadIntake;
  /** E-mails about new leads: queued with each lead, delivered in the background when SMTP_URL is set. */
  mail: LeadMail;
  /** Who changed what: every admin write and account event, recorded in the transaction of the change. */
  audit: AuditLog;
}

export interface AppState extends DefaultState {
  session?: ActiveSession;
  /** How the session was presented: a cookie needs an Origin check on writes, a bearer token does not. */
  credential?: 'cookie' | 'bearer';
}

export type AppContext = ParameterizedContext<AppState, DefaultContext>;
export type AppRouter = Router<AppState, DefaultContext>;
