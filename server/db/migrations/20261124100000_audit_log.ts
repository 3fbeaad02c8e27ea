import type { Knex } from 'knex';

/**
 * The audit log: one row per admin write, sign-in, failed sign-in and account change, written in the
 * transaction of the change it records. The actor's name and e-mail are kept as they were, and the actor's id has no
 * foreign key, so that an entry outlives the admin account it names. Read newest first by id, filtered by action or entity.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audit_log', (table) => {
    table.increments('id');
    table.timestamp('at', { useTz: true }).notNullable();
    table.integer('actor_id').nullable();
    table.string('actor_name', 200).nullable();
    table.string('actor_email', 254).nullable();
    table.string('ip', 64).nullable();
    table.string('action', 50).notNullable();
    table.string('entity', 30).notNullable();
    // A record's id, an upload's url or a session's public id.
    table.string('entity_id', 200).nullable();
    table.string('summary', 500).notNullable();
    // JSON {field: [before, after]}.
    table.text('changes').nullable();
    // The primary key serves the unfiltered newest-first pages; these serve the filtered ones.
    table.index(['action', 'id']);
    table.index(['entity', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('audit_log');
}
