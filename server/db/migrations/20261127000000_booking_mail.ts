import type { Knex } from 'knex';

/**
 * The outbox carries the e-mails about bookings too: an entry is about a lead (`contact_submission_id`, as before) or
 * about a booking (`booking_id`, going with the booking), and is due at `due_at` (at once, or a reminder's time), kept
 * apart from `next_attempt_at`, the time of its next try, so that a reminder due days later is given up 3 days after it
 * fell due rather than after it was queued. An entry no longer needed when it falls due (a reminder of a cancelled or
 * moved booking) ends as `skipped`. The booking keeps the random seed its manage token is derived from (with a key kept in
 * the data folder, not in the database), so that e-mails sent days later can still carry the visitor's link.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (table) => {
    table.string('manage_token_seed', 32).nullable();
  });
  await knex.schema.alterTable('mail_outbox', (table) => {
    table.integer('booking_id').nullable().references('id').inTable('bookings').onDelete('CASCADE');
    // The booking's sequence the e-mail was written for: one whose booking has changed since is not sent.
    table.integer('booking_sequence').nullable();
    table.timestamp('due_at', { useTz: true }).nullable();
    table.index(['booking_id']);
  });
  await knex('mailOutbox').update({ dueAt: knex.ref('createdAt') });
  await knex.schema.alterTable('mail_outbox', (table) => {
    table.timestamp('due_at', { useTz: true }).notNullable().alter();
    table.integer('contact_submission_id').nullable().alter();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('mailOutbox').whereNull('contactSubmissionId').delete();
  await knex.schema.alterTable('mail_outbox', (table) => {
    table.dropIndex(['booking_id']);
    table.dropForeign(['booking_id']);
    table.dropColumns('booking_id', 'booking_sequence', 'due_at');
  });
  await knex.schema.alterTable('mail_outbox', (table) => {
    table.integer('contact_submission_id').notNullable().alter();
  });
  await knex.schema.alterTable('bookings', (table) => {
    table.dropColumn('manage_token_seed');
  });
}
