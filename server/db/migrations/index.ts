import type { Knex } from 'knex';
import * as initial from './20261122000000_initial';
import * as imageVariants from './20261123000000_image_variants';
import * as accountSecurity from './20261124000000_account_security';
import * as auditLog from './20261124100000_audit_log';
import * as leadsPipeline from './20261125000000_leads_pipeline';
import * as booking from './20261126000000_booking';
import * as calendarFeeds from './20261126100000_calendar_feeds';
import * as bookingMail from './20261127000000_booking_mail';
import * as contentStatus from './20261128000000_content_status';
import * as contentRevisions from './20261128100000_content_revisions';
import * as rateLimits from './20261128200000_rate_limits';
import * as imageVariantClaims from './20261129000000_image_variant_claims';
import * as payments from './20261130000000_payments';
import * as analytics from './20261201000000_analytics';
import * as whatsapp from './20261201000000_whatsapp';
import * as heroImageAlt from './20261202000000_hero_image_alt';

/** Migrations are listed here, in order, so that they load the same way under tsx, vitest and the knex CLI. */
const MIGRATIONS: Record<string, Knex.Migration> = {
  '20261122000000_initial': initial,
  '20261123000000_image_variants': imageVariants,
  '20261124000000_account_security': accountSecurity,
  '20261124100000_audit_log': auditLog,
  '20261125000000_leads_pipeline': leadsPipeline,
  '20261126000000_booking': booking,
  '20261126100000_calendar_feeds': calendarFeeds,
  '20261127000000_booking_mail': bookingMail,
  '20261128000000_content_status': contentStatus,
  '20261128100000_content_revisions': contentRevisions,
  '20261128200000_rate_limits': rateLimits,
  '20261129000000_image_variant_claims': imageVariantClaims,
  '20261130000000_payments': payments,
  '20261201000000_analytics': analytics,
  '20261201000000_whatsapp': whatsapp,
  '20261202000000_hero_image_alt': heroImageAlt,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(MIGRATIONS),
  getMigrationName: (name) => name,
  getMigration: async (name) => MIGRATIONS[name]!,
};
