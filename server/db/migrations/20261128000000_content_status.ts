import type { Knex } from 'knex';

const PUBLISHABLE_TABLES = ['blog_posts', 'success_stories'];

/**
 * Posts and stories are drafts or published; every existing one was public, so it stays published. Visitors read by
 * status and time (a published item whose time is ahead is scheduled), hence the index.
 */
export async function up(knex: Knex): Promise<void> {
  for (const name of PUBLISHABLE_TABLES) {
    await knex.schema.alterTable(name, (table) => {
      table.string('status', 16).notNullable().defaultTo('published');
      table.index(['status', 'published_at']);
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const name of PUBLISHABLE_TABLES) {
    await knex.schema.alterTable(name, (table) => {
      table.dropIndex(['status', 'published_at']);
      table.dropColumn('status');
    });
  }
}
