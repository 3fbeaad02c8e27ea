import type { Knex } from 'knex';

/**
 * Attempts counted for the rate limits (sign-in, contact form, bookings) when the database is PostgreSQL and several
 * instances share it: one row per limit and key, in the shape rate-limiter-flexible's PostgreSQL store reads and
 * writes (`expire` in epoch milliseconds). On SQLite the limits count in memory and the table stays empty.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (table) => {
    table.string('key', 255).primary();
    table.integer('points').notNullable().defaultTo(0);
    table.bigInteger('expire');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
}
