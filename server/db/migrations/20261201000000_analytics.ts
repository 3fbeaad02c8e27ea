import type { Knex } from 'knex';

/** Column lengths as this migration created them: frozen here, as a migration is history. */
const LENGTH = { day: 10, hash: 32, path: 500, source: 255, utm: 100, language: 2, device: 10, country: 2, dimension: 20, name: 600 } as const;

/**
 * Page views counted without cookies. `analytics_salts` holds each day's random salt (deleted two days on, so that
 * a day's visitor ids can never be made again); `analytics_views` the raw views, each with its visitor's daily id and
 * its session's first-touch source, kept for ANALYTICS_RETENTION_DAYS; `analytics_days` each finished day's totals
 * by dimension, kept for good (a day's `total` row is written first: it marks the day folded). Leads and bookings keep
 * the attribution of the session they were made in, as JSON. No address or user agent is stored anywhere.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('analytics_salts', (table) => {
    table.string('day', LENGTH.day).primary();
    table.string('salt', 64).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('analytics_views', (table) => {
    table.bigIncrements('id');
    table.string('day', LENGTH.day).notNullable();
    table.timestamp('viewed_at', { useTz: true }).notNullable();
    table.string('visitor', LENGTH.hash).notNullable();
    table.string('session', LENGTH.hash).notNullable();
    table.string('path', LENGTH.path).notNullable();
    table.string('language', LENGTH.language).notNullable();
    table.string('device', LENGTH.device).notNullable();
    table.string('country', LENGTH.country).nullable();
    table.string('source', LENGTH.source).notNullable();
    table.string('medium', LENGTH.utm).nullable();
    table.string('campaign', LENGTH.utm).nullable();
    table.string('landing_page', LENGTH.path).notNullable();
    table.index(['day']);
    table.index(['visitor', 'viewed_at']);
    table.index(['session']);
  });

  await knex.schema.createTable('analytics_days', (table) => {
    table.string('day', LENGTH.day).notNullable();
    // total, page, source, campaign (name: the source, detail: the campaign), language, device, country.
    table.string('dimension', LENGTH.dimension).notNullable();
    table.string('name', LENGTH.name).notNullable().defaultTo('');
    table.string('detail', LENGTH.utm).notNullable().defaultTo('');
    table.integer('visitors').notNullable();
    table.integer('pageviews').notNullable();
    table.primary(['day', 'dimension', 'name', 'detail']);
  });

  for (const name of ['contact_submissions', 'bookings']) {
    await knex.schema.alterTable(name, (table) => {
      table.text('attribution').nullable();
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const name of ['contact_submissions', 'bookings']) {
    await knex.schema.alterTable(name, (table) => {
      table.dropColumn('attribution');
    });
  }
  await knex.schema.dropTable('analytics_days');
  await knex.schema.dropTable('analytics_views');
  await knex.schema.dropTable('analytics_salts');
}
