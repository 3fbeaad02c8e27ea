import type { Knex } from 'knex';

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/**
 * The leads search's folded text as it was made when this migration ran: a copy frozen here, since a migration is
 * history and must not change when the application's search does (shared/lead-search.ts is the live one).
 */
function foldedSearchText(lead: { name: string; email: string; phone: string; message: string }): string {
  const fold = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
      .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
      .replace(/[\p{M}\u0640]/gu, '')
      .replace(/\u0671/g, '\u0627')
      .replace(/[\u0649\u06CC]/g, '\u064A')
      .replace(/\u0629/g, '\u0647')
      .replace(/\u06A9/g, '\u0643')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim();
  const phoneDigits = fold(lead.phone).replace(/\D/g, '');
  return [lead.name, lead.email, lead.phone, phoneDigits, lead.message].map(fold).join('\n');
}

/**
 * The leads pipeline: each lead's status, the language it was written in and its folded search text; notes
 * and status changes; and the outbox of e-mails about leads. Portable SQL only (SQLite and PostgreSQL).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contact_submissions', (table) => {
    table.string('status', 20).notNullable().defaultTo('new');
    table.string('language', 2).notNullable().defaultTo('en');
    table.text('search_text').notNullable().defaultTo('');
    // The inbox lists newest first, filtered by status, by read or not, or by package.
    table.index(['status', 'submitted_at']);
    table.index(['is_read', 'submitted_at']);
    table.index(['package_interest', 'submitted_at']);
  });

  // Leads from before: their search text, and their language guessed from the script they wrote in.
  let after = 0;
  for (;;) {
    const leads = await knex('contactSubmissions').where('id', '>', after).orderBy('id').limit(500).select('id', 'name', 'email', 'phone', 'message');
    if (leads.length === 0) break;
    for (const lead of leads) {
      const language = ARABIC_LETTER.test(`${lead.name} ${lead.message}`) ? 'ar' : 'en';
      await knex('contactSubmissions').where({ id: lead.id }).update({ searchText: foldedSearchText(lead), language });
    }
    after = leads.at(-1).id;
  }

  await knex.schema.createTable('lead_notes', (table) => {
    table.increments('id');
    table.integer('contact_submission_id').notNullable().references('id').inTable('contact_submissions').onDelete('CASCADE');
    // The author's name is kept as written, so a note outlives its author's account.
    table.integer('author_id').nullable().references('id').inTable('admin_users').onDelete('SET NULL');
    table.string('author_name', 200).notNullable();
    table.text('text').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.index(['contact_submission_id', 'created_at']);
  });

  await knex.schema.createTable('lead_status_changes', (table) => {
    table.increments('id');
    table.integer('contact_submission_id').notNullable().references('id').inTable('contact_submissions').onDelete('CASCADE');
    table.string('from_status', 20).notNullable();
    table.string('to_status', 20).notNullable();
    table.integer('author_id').nullable().references('id').inTable('admin_users').onDelete('SET NULL');
    table.string('author_name', 200).notNullable();
    table.timestamp('changed_at', { useTz: true }).notNullable();
    table.index(['contact_submission_id', 'changed_at']);
  });

  // E-mails about a lead waiting to be sent: the message is rendered from the lead when it is sent, so the outbox
  // holds no copy of what the visitor wrote.
  await knex.schema.createTable('mail_outbox', (table) => {
    table.increments('id');
    table.string('kind', 30).notNullable();
    table.integer('contact_submission_id').notNullable().references('id').inTable('contact_submissions').onDelete('CASCADE');
    // pending → sending (claimed by a sender) → sent, or back to pending for a retry, or failed after 3 days.
    table.string('status', 20).notNullable().defaultTo('pending');
    table.integer('attempts').notNullable().defaultTo(0);
    table.timestamp('next_attempt_at', { useTz: true }).notNullable();
    table.timestamp('claimed_at', { useTz: true }).nullable();
    table.text('last_error').nullable();
    // Filled when sent: the addresses it went to (JSON list).
    table.text('recipients').nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('sent_at', { useTz: true }).nullable();
    table.index(['status', 'next_attempt_at']);
    table.index(['contact_submission_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['mail_outbox', 'lead_status_changes', 'lead_notes']) await knex.schema.dropTableIfExists(table);
  await knex.schema.alterTable('contact_submissions', (table) => {
    table.dropIndex(['status', 'submitted_at']);
    table.dropIndex(['is_read', 'submitted_at']);
    table.dropIndex(['package_interest', 'submitted_at']);
    table.dropColumns('status', 'language', 'search_text');
  });
}
