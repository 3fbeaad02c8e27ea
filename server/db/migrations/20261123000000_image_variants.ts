import type { Knex } from 'knex';
import { LIMITS } from '../../../shared/limits';

/** What the image processor made of each original: its size and the variants written beside it. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('image_variants', (table) => {
    // The original's public path (/uploads/abc.jpg).
    table.string('path', LIMITS.url).primary();
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
