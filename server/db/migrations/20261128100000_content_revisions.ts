import type { Knex } from 'knex';

/**
 * The history of posts and stories. `content_revisions` keeps a copy of every save of an item (its entity, as the audit
 * log names it, and id: the items live in several tables, so no foreign key), by whom and when, with both titles beside
 * the fields so that a list of revisions need not read every copy. `content_autosaves` keeps each admin's unsaved form
 * of an item, one per admin and item; `record_id` 0 is the slot of an item not saved yet (0 rather than NULL, which a
 * unique index would take as different every time).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('content_revisions', (table) => {
    table.increments('id');
    table.string('entity', 32).notNullable();
    table.integer('record_id').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.integer('author_id').nullable().references('id').inTable('admin_users').onDelete('SET NULL');
    table.string('author_name', 200).nullable();
    table.string('title_en', 255).notNullable().defaultTo('');
    table.string('title_ar', 255).notNullable().defaultTo('');
    table.text('fields').notNullable();
    table.index(['entity', 'record_id', 'id']);
  });
  await knex.schema.createTable('content_autosaves', (table) => {
    table.increments('id');
    table.string('entity', 32).notNullable();
    table.integer('record_id').notNullable();
    table.integer('admin_user_id').notNullable().references('id').inTable('admin_users').onDelete('CASCADE');
    table.timestamp('saved_at', { useTz: true }).notNullable();
    table.text('form_values').notNullable();
    table.unique(['entity', 'record_id', 'admin_user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('content_autosaves');
  await knex.schema.dropTableIfExists('content_revisions');
}
