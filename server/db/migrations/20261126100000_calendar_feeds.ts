import type { Knex } from 'knex';

/**
 * Each admin's private calendar feed of the bookings: the address's token as a SHA-256 (to look a request up) and the
 * random seed it is derived from with the key in the data folder (to show the address again); never the token.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('calendar_feeds', (table) => {
    table.increments('id');
    table.integer('admin_user_id').notNullable().unique().references('id').inTable('admin_users').onDelete('CASCADE');
    table.string('token_hash', 64).notNullable().unique();
    table.string('token_seed', 32).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('calendar_feeds');
}
