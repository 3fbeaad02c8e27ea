import type { Knex } from 'knex';

/**
 * Which process is making the variants of an original, until when: several instances sharing one bucket make each
 * image's variants once. A claim past its time is from a process that died, and may be taken again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('image_variant_claims', (table) => {
    // The original's public path (/uploads/abc.jpg), as in image_variants.
    table.string('path', 500).primary();
    table.timestamp('claimed_until', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('image_variant_claims');
}
