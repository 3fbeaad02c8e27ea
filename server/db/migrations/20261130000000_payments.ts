import type { Knex } from 'knex';

/** Column lengths as this migration created them: frozen here, as a migration is history. */
const LENGTH = { rule: 20, status: 20, method: 20, kind: 20, name: 200, reference: 500, provider: 100, error: 500, price: 50 } as const;

/** The amount of a price typed as text ('600 EGP', '1,200', '٦٠٠ ج.م'), in piastres; undefined for anything else. */
export function priceTextCents(text: string): number | undefined {
  const western = text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace(/[٬,]/g, '');
  const match = /^\s*(?:EGP|L\.?E\.?)?\s*(\d+(?:[.٫]\d{1,2})?)\s*(?:EGP|L\.?E\.?|ج\.?\s?م\.?|جنيه(?:ا)?(?:\s*مصري)?)?\s*$/iu.exec(western);
  if (!match) return undefined;
  return Math.round(Number(match[1]!.replace('٫', '.')) * 100);
}

/**
 * Paid consultations: each type's price as money and when it is paid; a payment per booking paid at booking, its
 * attempts (one Paymob intention each), the Paymob transactions applied (each once: their ids are unique), its
 * refunds (a claimed job each, for Paymob's), and the practice's manual methods. Portable SQL only.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('consultation_types', (table) => {
    table.integer('price_cents').notNullable().defaultTo(0);
    table.string('price_note', LENGTH.price).notNullable().defaultTo('');
    table.string('payment_rule', LENGTH.rule).notNullable().defaultTo('none');
    table.integer('deposit_cents').notNullable().defaultTo(0);
    table.integer('refund_notice_hours').notNullable().defaultTo(24);
  });
  // A number in the old free text becomes the price; any other words stay as the note.
  for (const { id, priceText } of await knex('consultationTypes').select('id', 'priceText')) {
    const cents = priceTextCents(priceText);
    const free = /^\s*(?:free|مجان(?:ي|ية|ًا|ا)?)\s*$/iu.test(priceText);
    await knex('consultationTypes')
      .where({ id })
      .update(cents === undefined ? { priceNote: free ? '' : priceText.trim() } : { priceCents: cents, priceNote: '' });
  }
  await knex.schema.alterTable('consultation_types', (table) => {
    table.dropColumn('price_text');
  });

  await knex.schema.createTable('payment_methods', (table) => {
    table.increments('id');
    table.string('kind', LENGTH.kind).notNullable();
    table.string('name_en', LENGTH.name).notNullable();
    table.string('name_ar', LENGTH.name).notNullable();
    table.text('instructions_en').notNullable().defaultTo('');
    table.text('instructions_ar').notNullable().defaultTo('');
    table.boolean('is_active').notNullable().defaultTo(true);
    table.integer('display_order').notNullable().defaultTo(0);
  });

  await knex.schema.createTable('payments', (table) => {
    table.increments('id');
    table.integer('booking_id').notNullable().unique().references('id').inTable('bookings').onDelete('CASCADE');
    table.integer('amount_cents').notNullable();
    table.integer('refunded_cents').notNullable().defaultTo(0);
    table.string('currency', 3).notNullable().defaultTo('EGP');
    // 'paymob', or a manual method's id as text.
    table.string('method', LENGTH.method).notNullable();
    table.string('status', LENGTH.status).notNullable().defaultTo('pending');
    // Until when the booking is held for it: the expiry job frees what is still pending after this.
    table.timestamp('hold_until', { useTz: true }).notNullable();
    table.string('provider_transaction_id', LENGTH.provider).nullable();
    table.string('source_type', LENGTH.kind).nullable();
    table.string('source_sub_type', LENGTH.provider).nullable();
    table.string('reference', LENGTH.reference).nullable();
    table.timestamp('paid_at', { useTz: true }).nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.index(['status', 'hold_until']);
    table.index(['created_at']);
  });

  await knex.schema.createTable('payment_attempts', (table) => {
    table.increments('id');
    table.integer('payment_id').notNullable().references('id').inTable('payments').onDelete('CASCADE');
    // Paymob's special_reference: unique to this attempt, so that an intention is never made twice for one.
    table.string('special_reference', LENGTH.provider).notNullable().unique();
    table.string('intention_id', LENGTH.provider).nullable();
    // Paymob's order of the intention: how a callback is tied to this attempt, never by merchant_order_id alone.
    table.string('provider_order_id', LENGTH.provider).nullable().unique();
    table.text('client_secret').nullable();
    table.string('status', LENGTH.status).notNullable().defaultTo('creating');
    table.string('provider_transaction_id', LENGTH.provider).nullable();
    table.string('error', LENGTH.error).nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.index(['payment_id']);
  });

  // Every Paymob transaction callback believed, once each: a replay finds its id taken and changes nothing.
  await knex.schema.createTable('payment_transactions', (table) => {
    table.increments('id');
    // Paymob's transaction id, with the flags that make a refund's second callback of the original a new event.
    table.string('event_key', LENGTH.provider).notNullable().unique();
    table.string('provider_transaction_id', LENGTH.provider).notNullable();
    table.integer('payment_id').nullable().references('id').inTable('payments').onDelete('SET NULL');
    table.string('kind', LENGTH.kind).notNullable();
    table.boolean('success').notNullable();
    table.integer('amount_cents').notNullable();
    table.string('currency', 3).notNullable();
    table.string('outcome', LENGTH.status).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('payment_refunds', (table) => {
    table.increments('id');
    table.integer('payment_id').notNullable().references('id').inTable('payments').onDelete('CASCADE');
    table.integer('amount_cents').notNullable();
    // requested → sending (claimed) → succeeded | failed; recorded for a refund the practice made by hand.
    table.string('status', LENGTH.status).notNullable();
    table.string('by', LENGTH.kind).notNullable();
    table.string('reference', LENGTH.reference).nullable();
    // The Paymob transaction given back, and the refund's own transaction once Paymob has made it.
    table.string('source_transaction_id', LENGTH.provider).nullable();
    table.string('provider_transaction_id', LENGTH.provider).nullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.timestamp('next_attempt_at', { useTz: true }).nullable();
    table.timestamp('claimed_until', { useTz: true }).nullable();
    table.string('last_error', LENGTH.error).nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('completed_at', { useTz: true }).nullable();
    table.index(['status', 'next_attempt_at']);
    table.index(['payment_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['payment_refunds', 'payment_transactions', 'payment_attempts', 'payments', 'payment_methods']) await knex.schema.dropTableIfExists(table);
  await knex.schema.alterTable('consultation_types', (table) => {
    table.string('price_text', LENGTH.price).notNullable().defaultTo('');
  });
  await knex('consultationTypes').update({ priceText: knex.raw("CASE WHEN ?? > 0 THEN CAST(?? / 100 AS TEXT) || ' EGP' ELSE ?? END", ['priceCents', 'priceCents', 'priceNote']) });
  await knex.schema.alterTable('consultation_types', (table) => {
    table.dropColumns('price_cents', 'price_note', 'payment_rule', 'deposit_cents', 'refund_notice_hours');
  });
}
