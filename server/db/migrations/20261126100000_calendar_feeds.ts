import type { Knex } from 'knex';

/**
 * Each admin's private calendar feed of the bookings: the address's token as a SHA-256 (to look a request up) and
 * sealed with the server's secret key (to show the address again in the dashboard); never in plain text.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('calendar_feeds', (table) => {
    table.increments('id');
    table.integer('admin_user_id').notNullable().unique().references('id').inTable('admin_users').onDelete('CASCADE');
    table.string('token_hash', 64).notNullable().unique();
    table.text('token_sealed').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('calendar_feeds');
}
