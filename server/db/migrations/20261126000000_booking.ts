import type { Knex } from 'knex';

/** Column lengths as this migration created them: frozen here, as a migration is history. */
const LENGTH = { name: 200, email: 254, phone: 50, price: 50, location: 500, status: 20, mode: 20 } as const;

/**
 * Online booking: the consultation types visitors book, the practice's availability (one row of JSON) and the
 * bookings. Portable SQL only (SQLite and PostgreSQL).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('consultation_types', (table) => {
    table.increments('id');
    table.string('name_en', LENGTH.name).notNullable();
    table.string('name_ar', LENGTH.name).notNullable();
    table.text('description_en').notNullable().defaultTo('');
    table.text('description_ar').notNullable().defaultTo('');
    table.integer('duration_minutes').notNullable();
    table.string('mode', LENGTH.mode).notNullable();
    table.string('location_en', LENGTH.location).notNullable().defaultTo('');
    table.string('location_ar', LENGTH.location).notNullable().defaultTo('');
    table.string('price_text', LENGTH.price).notNullable().defaultTo('');
    table.boolean('is_active').notNullable().defaultTo(true);
    table.integer('display_order').notNullable().defaultTo(0);
    table.string('updated_by', 255).notNullable().defaultTo('');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // One row: the availability as the shared schema's JSON, read and written whole.
  await knex.schema.createTable('booking_settings', (table) => {
    table.increments('id');
    table.text('availability').notNullable();
    table.string('updated_by', 255).notNullable().defaultTo('');
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('bookings', (table) => {
    table.increments('id');
    table.integer('type_id').notNullable().references('id').inTable('consultation_types');
    table.integer('lead_id').nullable().references('id').inTable('contact_submissions').onDelete('SET NULL');
    table.timestamp('start_at', { useTz: true }).notNullable();
    table.timestamp('end_at', { useTz: true }).notNullable();
    // start_at while the booking holds its time, NULL once cancelled. Both engines allow many NULLs in a UNIQUE
    // column, so the database itself refuses a second live booking of one start, however many requests race.
    table.timestamp('live_start', { useTz: true }).nullable().unique();
    table.string('status', LENGTH.status).notNullable().defaultTo('confirmed');
    table.string('name', LENGTH.name).notNullable();
    table.string('email', LENGTH.email).notNullable();
    table.string('phone', LENGTH.phone).notNullable().defaultTo('');
    table.text('message').notNullable().defaultTo('');
    table.string('language', 2).notNullable().defaultTo('en');
    // The SHA-256 of the visitor's manage link token: a leaked table does not give working links.
    table.string('manage_token_hash', 64).notNullable().unique();
    // Grows with each change of the time or status, as calendar invitations count their updates.
    table.integer('sequence').notNullable().defaultTo(0);
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.index(['start_at']);
    table.index(['type_id']);
    table.index(['lead_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['bookings', 'booking_settings', 'consultation_types']) await knex.schema.dropTableIfExists(table);
}
