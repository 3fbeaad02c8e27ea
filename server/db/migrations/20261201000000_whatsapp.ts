import type { Knex } from 'knex';

/**
 * WhatsApp beside e-mail. A lead and a booking keep the visitor's number in E.164 and when they agreed to messages
 * there (the phone stays as they wrote it). `whatsapp_messages` holds each message of a conversation, both ways: an
 * outgoing one is a row before it is a request (queued in the transaction of its change, sent through the same
 * `mail_outbox`, whose `channel` tells the two senders apart), with Meta's id once accepted and the best status Meta
 * reported (a report that overtakes the answer to the send waits for it); an incoming one is kept once, by Meta's id. The templates' states on the business account, and when a
 * webhook last came, are shared by every instance.
 */
export async function up(knex: Knex): Promise<void> {
  for (const name of ['contact_submissions', 'bookings']) {
    await knex.schema.alterTable(name, (table) => {
      table.string('whatsapp_number', 16).nullable();
      table.timestamp('whatsapp_consent_at', { useTz: true }).nullable();
      table.index(['whatsapp_number']);
    });
  }
  await knex.schema.createTable('whatsapp_messages', (table) => {
    table.increments('id');
    table.string('direction', 3).notNullable();
    table.string('kind', 30).notNullable();
    // A booking's messages outlive its lead, as the booking does; the lead's own go with it (see the store's forget).
    table.integer('contact_submission_id').nullable().references('id').inTable('contact_submissions').onDelete('SET NULL');
    table.integer('booking_id').nullable().references('id').inTable('bookings').onDelete('CASCADE');
    // The booking's sequence the message was written for: one whose booking has changed since is not sent.
    table.integer('booking_sequence').nullable();
    // The other side, E.164: the recipient of an outgoing message, the writer of an incoming one.
    table.string('number', 16).notNullable();
    table.string('language', 2).notNullable();
    table.string('template', 100).nullable();
    table.text('text').nullable();
    table.string('meta_id', 200).nullable().unique();
    table.string('status', 20).notNullable();
    table.integer('error_code').nullable();
    table.string('error_title', 500).nullable();
    // Queued (out), or written by Meta's clock (in).
    table.timestamp('at', { useTz: true }).notNullable();
    table.index(['contact_submission_id']);
    table.index(['booking_id']);
    table.index(['number', 'direction']);
  });
  await knex.schema.alterTable('mail_outbox', (table) => {
    table.string('channel', 10).notNullable().defaultTo('email');
    table.integer('whatsapp_message_id').nullable().references('id').inTable('whatsapp_messages').onDelete('CASCADE');
    table.index(['channel', 'status', 'next_attempt_at']);
  });
  await knex.schema.createTable('whatsapp_templates', (table) => {
    table.string('name', 100).notNullable();
    table.string('language', 10).notNullable();
    table.string('status', 20).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.primary(['name', 'language']);
  });
  // A status Meta reported before its message's send was answered (Meta's id not noted yet), applied once it is.
  await knex.schema.createTable('whatsapp_early_statuses', (table) => {
    table.string('meta_id', 200).primary();
    table.string('status', 20).notNullable();
    table.integer('error_code').nullable();
    table.string('error_title', 500).nullable();
  });
  await knex.schema.createTable('whatsapp_connection', (table) => {
    table.integer('id').primary();
    table.string('display_number', 30).nullable();
    table.timestamp('last_webhook_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('mailOutbox').where('channel', 'whatsapp').delete();
  await knex.schema.alterTable('mail_outbox', (table) => {
    table.dropIndex(['channel', 'status', 'next_attempt_at']);
    table.dropForeign(['whatsapp_message_id']);
    table.dropColumns('channel', 'whatsapp_message_id');
  });
  for (const name of ['whatsapp_connection', 'whatsapp_early_statuses', 'whatsapp_templates', 'whatsapp_messages']) await knex.schema.dropTable(name);
  for (const name of ['bookings', 'contact_submissions']) {
    await knex.schema.alterTable(name, (table) => {
      table.dropIndex(['whatsapp_number']);
      table.dropColumns('whatsapp_number', 'whatsapp_consent_at');
    });
  }
}
