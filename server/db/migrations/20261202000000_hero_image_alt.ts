import type { Knex } from 'knex';

/** LIMITS.imageAlt when this was written: a migration keeps the lengths it made. */
const IMAGE_ALT_LENGTH = 250;

/**
 * What the hero's picture shows, in each language, as the practice describes its own picture (the site read the demo
 * picture's description for any picture before). Empty, as on existing rows: the picture only decorates.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('hero_content', (table) => {
    table.string('image_alt_en', IMAGE_ALT_LENGTH).notNullable().defaultTo('');
    table.string('image_alt_ar', IMAGE_ALT_LENGTH).notNullable().defaultTo('');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('hero_content', (table) => {
    table.dropColumn('image_alt_en');
    table.dropColumn('image_alt_ar');
  });
}
