import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * Two-factor sign-in, sessions listed by a public id, and each admin's last sign-in. TOTP secrets are stored
 * encrypted (server/auth/secret-box.ts); recovery codes only as hashes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('admin_users', (table) => {
    // The secret in use (set while two-factor is on) and the one being set up (until its first code is checked).
    table.text('two_factor_secret').nullable();
    table.text('two_factor_pending_secret').nullable();
    table.timestamp('two_factor_enabled_at', { useTz: true }).nullable();
    // The last 30-second step whose code signed in: a code of that step or an earlier one is refused (no replay).
    table.bigInteger('two_factor_last_step').nullable();
    table.timestamp('last_sign_in_at', { useTz: true }).nullable();
  });

  await knex.schema.alterTable('sessions', (table) => {
    // Sessions are keyed by the hash of their token; the list and the "end this session" call use this id instead.
    table.string('public_id', 36).nullable();
  });
  for (const { id } of await knex('sessions').select('id')) {
    await knex('sessions').where({ id }).update({ public_id: randomUUID() });
  }
  await knex.schema.alterTable('sessions', (table) => table.unique(['public_id']));

  await knex.schema.createTable('recovery_codes', (table) => {
    table.increments('id');
    table.integer('admin_user_id').notNullable().references('id').inTable('admin_users').onDelete('CASCADE');
    // SHA-256 of the admin's id and the normalised code (80 random bits each).
    table.string('code_hash', 64).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['admin_user_id', 'code_hash']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('recovery_codes');
  await knex.schema.alterTable('sessions', (table) => {
    table.dropUnique(['public_id']);
    table.dropColumn('public_id');
  });
  await knex.schema.alterTable('admin_users', (table) => {
    for (const column of ['two_factor_secret', 'two_factor_pending_secret', 'two_factor_enabled_at', 'two_factor_last_step', 'last_sign_in_at']) {
      table.dropColumn(column);
    }
  });
}
