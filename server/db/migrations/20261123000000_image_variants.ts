import type { Knex } from 'knex';

/**
 * Column lengths as this migration created them. Frozen here rather than read from shared/limits: a migration is
 * history, and a later change to a limit belongs in a migration of its own.
 */
const LENGTH = {
  url: 500,
} as const;

/** What the image processor made of each original: its size and the variants written beside it. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('image_variants', (table) => {
    // The original's public path (/uploads/abc.jpg).
    table.string('path', LENGTH.url).primary();
    table.integer('width').notNullable();
    table.integer('height').notNullable();
    // JSON arrays: the widths and formats made.
    table.text('widths').notNullable();
    table.text('formats').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('image_variants');
}
