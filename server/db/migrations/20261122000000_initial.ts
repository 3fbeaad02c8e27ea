import type { Knex } from 'knex';

/**
 * Column lengths as this migration created them. Frozen here rather than read from shared/limits: a migration is
 * history, and a later change to a limit belongs in a migration of its own.
 */
const LENGTH = {
  name: 200,
  shortText: 255,
  categoryName: 100,
  platform: 50,
  url: 500,
  legalType: 50,
  price: 50,
  icon: 50,
  slug: 200,
  email: 254,
  phone: 50,
  packageInterest: 50,
  siteContentKey: 100,
} as const;

/** Every entity of the product, plus admin users and their sessions. Portable SQL only (SQLite and PostgreSQL). */
export async function up(knex: Knex): Promise<void> {
  const timestamps = (table: Knex.CreateTableBuilder, ...columns: string[]) => {
    for (const column of columns) table.timestamp(column, { useTz: true }).notNullable().defaultTo(knex.fn.now());
  };

  await knex.schema.createTable('admin_users', (table) => {
    table.increments('id');
    table.string('name', LENGTH.name).notNullable();
    table.string('email', LENGTH.email).notNullable().unique();
    table.string('password_hash', 255).notNullable();
    timestamps(table, 'created_at', 'updated_at');
  });

  await knex.schema.createTable('sessions', (table) => {
    // The SHA-256 of the token the browser holds: a leaked table does not give working sessions.
    table.string('id', 64).primary();
    table.integer('admin_user_id').notNullable().references('id').inTable('admin_users').onDelete('CASCADE');
    table.string('kind', 10).notNullable().defaultTo('browser');
    table.string('user_agent', 255).notNullable().defaultTo('');
    timestamps(table, 'created_at', 'last_seen_at');
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.index(['admin_user_id']);
  });

  await knex.schema.createTable('packages', (table) => {
    table.increments('id');
    table.string('name_en', LENGTH.name).notNullable();
    table.string('name_ar', LENGTH.name).notNullable();
    table.text('description_en').notNullable().defaultTo('');
    table.text('description_ar').notNullable().defaultTo('');
    table.text('features_en').notNullable().defaultTo('[]');
    table.text('features_ar').notNullable().defaultTo('[]');
    table.string('price', LENGTH.price).notNullable();
    table.string('icon', LENGTH.icon).notNullable();
    table.boolean('is_popular').notNullable().defaultTo(false);
    table.integer('display_order').notNullable().defaultTo(0);
    table.string('updated_by', LENGTH.shortText).notNullable().defaultTo('');
    timestamps(table, 'created_at', 'updated_at');
  });

  await knex.schema.createTable('success_stories', (table) => {
    table.increments('id');
    table.string('name', LENGTH.name).notNullable().defaultTo('');
    table.string('name_en', LENGTH.name).notNullable();
    table.string('name_ar', LENGTH.name).notNullable();
    table.string('achievement', LENGTH.shortText).notNullable().defaultTo('');
    table.string('achievement_en', LENGTH.shortText).notNullable();
    table.string('achievement_ar', LENGTH.shortText).notNullable();
    table.text('excerpt').notNullable().defaultTo('');
    table.text('excerpt_en').notNullable();
    table.text('excerpt_ar').notNullable();
    table.text('full_story').notNullable().defaultTo('');
    table.text('full_story_en').notNullable();
    table.text('full_story_ar').notNullable();
    table.string('image', LENGTH.url).notNullable();
    table.string('before_image', LENGTH.url).notNullable().defaultTo('');
    table.string('after_image', LENGTH.url).notNullable().defaultTo('');
    table.text('additional_images').notNullable().defaultTo('[]');
    table.integer('display_order').notNullable().defaultTo(0);
    table.timestamp('published_at', { useTz: true }).notNullable();
    table.string('updated_by', LENGTH.shortText).notNullable().defaultTo('');
    timestamps(table, 'created_at', 'updated_at');
  });

  await knex.schema.createTable('categories', (table) => {
    table.increments('id');
    table.string('name', LENGTH.categoryName).notNullable().unique();
    table.string('name_en', LENGTH.categoryName).notNullable();
    table.string('name_ar', LENGTH.categoryName).notNullable();
    table.text('description').notNullable().defaultTo('');
    table.boolean('is_active').notNullable().defaultTo(true);
    timestamps(table, 'created_at');
  });

  await knex.schema.createTable('blog_posts', (table) => {
    table.increments('id');
    table.string('slug', LENGTH.slug).notNullable().unique();
    table.string('category', LENGTH.categoryName).notNullable();
    table.string('title_en', LENGTH.shortText).notNullable();
    table.string('title_ar', LENGTH.shortText).notNullable();
    table.text('excerpt_en').notNullable();
    table.text('excerpt_ar').notNullable();
    table.text('content_en').notNullable();
    table.text('content_ar').notNullable();
    table.string('image', LENGTH.url).notNullable();
    table.text('additional_images').notNullable().defaultTo('[]');
    table.integer('display_order').notNullable().defaultTo(0);
    table.timestamp('published_at', { useTz: true }).notNullable();
    table.string('updated_by', LENGTH.shortText).notNullable().defaultTo('');
    timestamps(table, 'created_at', 'updated_at');
    table.index(['category']);
  });

  await knex.schema.createTable('contact_submissions', (table) => {
    table.increments('id');
    table.string('name', LENGTH.name).notNullable();
    table.string('email', LENGTH.email).notNullable();
    table.string('phone', LENGTH.phone).notNullable().defaultTo('');
    table.string('package_interest', LENGTH.packageInterest).notNullable().defaultTo('');
    table.text('message').notNullable();
    table.boolean('is_read').notNullable().defaultTo(false);
    timestamps(table, 'submitted_at');
    table.index(['submitted_at']);
  });

  await knex.schema.createTable('contact_info', (table) => {
    table.increments('id');
    table.string('phone', LENGTH.phone).notNullable();
    table.string('email', LENGTH.email).notNullable();
    table.string('address_en', LENGTH.shortText).notNullable();
    table.string('address_ar', LENGTH.shortText).notNullable();
    table.string('working_hours_en', LENGTH.shortText).notNullable();
    table.string('working_hours_ar', LENGTH.shortText).notNullable();
    table.string('updated_by', LENGTH.shortText).notNullable().defaultTo('');
    timestamps(table, 'updated_at');
  });

  await knex.schema.createTable('social_links', (table) => {
    table.increments('id');
    table.string('platform', LENGTH.platform).notNullable().unique();
    table.string('url', LENGTH.url).notNullable();
    table.boolean('is_active').notNullable().defaultTo(true);
    table.string('updated_by', LENGTH.shortText).notNullable().defaultTo('');
    timestamps(table, 'updated_at');
  });

  await knex.schema.createTable('legal_content', (table) => {
    table.increments('id');
    table.string('type', LENGTH.legalType).notNullable().unique();
    table.string('title', LENGTH.shortText).notNullable();
    table.text('content').notNullable();
    table.timestamp('last_updated', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.string('updated_by', LENGTH.shortText).notNullable().defaultTo('');
  });

  await knex.schema.createTable('site_content', (table) => {
    table.increments('id');
    table.string('key', LENGTH.siteContentKey).notNullable().unique();
    table.text('value').notNullable();
  });

  await knex.schema.createTable('hero_content', (table) => {
    table.increments('id');
    table.string('title_en', LENGTH.shortText).notNullable();
    table.string('title_ar', LENGTH.shortText).notNullable();
    table.text('subtitle_en').notNullable();
    table.text('subtitle_ar').notNullable();
    table.string('background_image', LENGTH.url).notNullable().defaultTo('');
    table.string('cta_button_text_en', LENGTH.name).notNullable().defaultTo('Get Started');
    table.string('cta_button_text_ar', LENGTH.name).notNullable().defaultTo('ابدأ الآن');
    table.string('updated_by', LENGTH.shortText).notNullable().defaultTo('');
    timestamps(table, 'updated_at');
  });

  await knex.schema.createTable('about_content', (table) => {
    table.increments('id');
    table.string('title_en', LENGTH.shortText).notNullable();
    table.string('title_ar', LENGTH.shortText).notNullable();
    table.text('content_en').notNullable();
    table.text('content_ar').notNullable();
    table.string('image', LENGTH.url).notNullable().defaultTo('');
    table.string('updated_by', LENGTH.shortText).notNullable().defaultTo('');
    timestamps(table, 'updated_at');
  });

  await knex.schema.createTable('services', (table) => {
    table.increments('id');
    table.string('name_en', LENGTH.name).notNullable();
    table.string('name_ar', LENGTH.name).notNullable();
    table.text('description_en').notNullable().defaultTo('');
    table.text('description_ar').notNullable().defaultTo('');
    table.string('icon', LENGTH.icon).notNullable().defaultTo('');
    table.integer('display_order').notNullable().defaultTo(0);
    table.boolean('is_active').notNullable().defaultTo(true);
    table.string('updated_by', LENGTH.shortText).notNullable().defaultTo('');
    timestamps(table, 'created_at');
  });

  // Defined by the spec; the calculator computes on the client and does not save.
  await knex.schema.createTable('calculation_results', (table) => {
    table.increments('id');
    table.string('gender', 10).notNullable();
    table.integer('age').notNullable();
    table.double('weight').notNullable();
    table.double('height').notNullable();
    table.string('activity_level', 20).notNullable();
    table.string('goal', 20).notNullable();
    table.integer('protein_percent').notNullable();
    table.integer('carb_percent').notNullable();
    table.integer('fat_percent').notNullable();
    table.integer('bmr').notNullable();
    table.integer('tdee').notNullable();
    table.integer('daily_calories').notNullable();
    table.double('protein_grams').notNullable();
    table.double('carb_grams').notNullable();
    table.double('fat_grams').notNullable();
    table.double('bmi').notNullable();
    timestamps(table, 'created_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'calculation_results', 'services', 'about_content', 'hero_content', 'site_content', 'legal_content',
    'social_links', 'contact_info', 'contact_submissions', 'blog_posts', 'categories', 'success_stories',
    'packages', 'sessions', 'admin_users',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
