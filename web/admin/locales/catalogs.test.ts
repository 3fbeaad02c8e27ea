import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_LEVELS, BMI_CATEGORIES, GENDERS, GOALS } from '@shared/calculator';
import { LANGUAGES, LEGAL_TYPES, PACKAGE_ICONS, SOCIAL_NETWORKS } from '@shared/constants';
import { DEVICE_KINDS, type AnalyticsPageKind } from '@shared/schemas/analytics';
import { BOOKING_EMAIL_KINDS, BOOKING_STATUSES, CONSULTATION_MODES } from '@shared/schemas/booking';
import { LEAD_STATUSES } from '@shared/schemas/lead';
import { MANUAL_PAYMENT_KINDS, PAYMENT_STATUSES, type PaymentAttempt, type PaymentRefund } from '@shared/schemas/payment';
import { PAYMENT_RULES } from '@shared/payment-rules';
import { WHATSAPP_MESSAGE_KINDS, WHATSAPP_MESSAGE_STATUSES, WHATSAPP_TEMPLATE_STATUSES } from '@shared/schemas/whatsapp';
import { PAYMENT_REFUSALS } from '../api/payments';
import { ANALYTICS_PRESETS } from '../features/analytics/analytics-period';
import { ANALYTICS_TOTALS } from '../features/analytics/analytics-tab';
import { AGENDA_VIEWS } from '../features/booking/agenda';
import { BOOKING_REFUSALS } from '../features/booking/api';
import { RULE_FIELDS } from '../features/booking/availability-draft';
import { BOOKINGS_SECTIONS } from '../features/booking/bookings-tab';
import { WHATSAPP_REPLY_REFUSALS } from '../features/leads/api';
import { SERVICE_ICONS } from '../features/practice-info/services-section';
import { REFUSAL_TEXTS } from '../features/security/api';
import { AUDIT_ENTITIES, AUDIT_FIELDS, NAMED_ACTIONS, RECORD_VERBS } from '../features/security/audit-texts';
import { PROBLEM_TEXT_KEYS } from '../lib/form-messages';
import { TRANSLATED_SOURCES } from '../lib/source-name';
import ar from './ar.json';
import en from './en.json';

const ADMIN_DIR = path.resolve(__dirname, '..');

const lookup = (catalog: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalog);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Catalog keys written out in the code: t('a.b'), and the keys handed to toasts and form messages. */
function keysInCode(): string[] {
  const keys = new Set<string>();
  for (const file of sourceFiles(ADMIN_DIR)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\('([a-zA-Z]+\.[\w.]+)'/g)) keys.add(match[1]!);
    for (const match of text.matchAll(/\b(?:key|success|failure|fallback|label|description): '([a-zA-Z]+\.[\w.]+)'/g)) keys.add(match[1]!);
    for (const match of text.matchAll(/\? '([a-zA-Z]+\.[\w.]+)' : '([a-zA-Z]+\.[\w.]+)'/g)) keys.add(match[1]!).add(match[2]!);
    for (const match of text.matchAll(/messages: '([a-zA-Z.]+)'/g)) {
      for (const suffix of ['created', 'createFailed', 'updated', 'updateFailed', 'deleted', 'deleteFailed']) keys.add(`${match[1]}.${suffix}`);
    }
  }
  return [...keys].sort();
}

/** Keys the code builds from the spec's value lists. */
const builtKeys = [
  ...GENDERS.map((value) => `calculator.genders.${value}`),
  ...ACTIVITY_LEVELS.map((value) => `calculator.activityLevels.${value}`),
  ...GOALS.map((value) => `calculator.goals.${value}`),
  ...BMI_CATEGORIES.map((value) => `calculator.bmiCategories.${value}`),
  ...PACKAGE_ICONS.map((value) => `packages.icons.${value}`),
  ...LEGAL_TYPES.flatMap((value) => [`platformInfo.legal.types.${value}`, `platformInfo.legal.defaultTitles.${value}`]),
  ...SOCIAL_NETWORKS.flatMap((value) => [`platformInfo.social.platforms.${value}`, `platformInfo.social.hints.${value}`]),
  ...SERVICE_ICONS.map((value) => `platformInfo.services.icons.${value}`),
  ...Object.values(REFUSAL_TEXTS),
  ...Object.values(PROBLEM_TEXT_KEYS),
  ...NAMED_ACTIONS.map((action) => `security.audit.actions.${action}`),
  ...RECORD_VERBS.map((verb) => `security.audit.verbs.${verb}`),
  ...AUDIT_ENTITIES.map((entity) => `security.audit.entities.${entity}`),
  ...AUDIT_FIELDS.map((field) => `security.audit.fields.${field}`),
  ...LEAD_STATUSES.flatMap((status) => [`leads.statuses.${status}`, `leads.filterStatuses.${status}`]),
  ...LANGUAGES.map((language) => `leads.lead.languages.${language}`),
  ...LANGUAGES.map((language) => `bookings.booking.languages.${language}`),
  ...BOOKING_STATUSES.map((status) => `bookings.statuses.${status}`),
  ...BOOKING_EMAIL_KINDS.map((kind) => `bookings.emails.kinds.${kind}`),
  ...CONSULTATION_MODES.map((mode) => `bookings.types.modes.${mode}`),
  ...AGENDA_VIEWS.flatMap((view) => [`bookings.agenda.views.${view}`, `bookings.agenda.empty.${view}`, `bookings.agenda.previous.${view}`, `bookings.agenda.next.${view}`]),
  ...RULE_FIELDS.flatMap((field) => [`bookings.availability.fields.${field}`, `bookings.availability.hints.${field}`]),
  ...BOOKINGS_SECTIONS.map((section) => `bookings.sections.${section}`),
  ...Object.values(BOOKING_REFUSALS),
  ...PAYMENT_RULES.flatMap((rule) => [`bookings.types.rules.${rule}`, `bookings.types.ruleHints.${rule}`]),
  ...PAYMENT_RULES.filter((rule) => rule !== 'none').flatMap((rule) => [`bookings.types.ruleSummary.${rule}`, `bookings.types.preview.due.${rule}`]),
  ...MANUAL_PAYMENT_KINDS.flatMap((kind) => [`bookings.paymentMethods.kinds.${kind}`, `bookings.paymentMethods.defaultNames.${kind}`]),
  ...PAYMENT_STATUSES.map((status) => `payments.statuses.${status}`),
  ...(['requested', 'succeeded', 'failed', 'recorded'] satisfies PaymentRefund['status'][]).map((status) => `payments.refunds.statuses.${status}`),
  ...(['visitor', 'practice', 'late_payment'] satisfies PaymentRefund['by'][]).map((by) => `payments.refunds.by.${by}`),
  ...(['open', 'declined', 'paid', 'failed'] satisfies PaymentAttempt['status'][]).map((status) => `payments.attempts.statuses.${status}`),
  ...Object.values(PAYMENT_REFUSALS),
  ...WHATSAPP_MESSAGE_KINDS.map((kind) => `whatsapp.kinds.${kind}`),
  ...WHATSAPP_MESSAGE_STATUSES.map((status) => `whatsapp.statuses.${status}`),
  ...WHATSAPP_TEMPLATE_STATUSES.map((status) => `whatsapp.templateStatuses.${status}`),
  ...Object.values(WHATSAPP_REPLY_REFUSALS),
  ...ANALYTICS_PRESETS.map((preset) => `analytics.period.presets.${preset}`),
  ...ANALYTICS_TOTALS.map((total) => `analytics.totals.${total}`),
  ...(['post', 'story'] satisfies AnalyticsPageKind[]).map((kind) => `analytics.pages.kinds.${kind}`),
  ...LANGUAGES.map((language) => `analytics.languages.names.${language}`),
  ...DEVICE_KINDS.map((device) => `analytics.devices.kinds.${device}`),
  ...Object.values(TRANSLATED_SOURCES),
];

describe('admin catalogs', () => {
  it('hold every key the admin code uses, in both languages', () => {
    const keys = [...keysInCode(), ...builtKeys];
    expect(keys.length).toBeGreaterThan(200);
    for (const key of keys) {
      expect(typeof lookup(en, key), `en: ${key}`).toBe('string');
      expect(typeof lookup(ar, key), `ar: ${key}`).toBe('string');
    }
  });

  it.each([
    ['auth.subtitle', 'Sign in to your admin dashboard'],
    ['auth.signIn', 'Sign In'],
    ['auth.signingIn', 'Signing in...'],
    ['auth.loginFailedTitle', 'Login Failed'],
    ['auth.loginFailedBody', 'Invalid email or password'],
    ['auth.loginSuccessTitle', 'Login Successful'],
    ['auth.loggedOutTitle', 'Logged Out'],
    ['auth.loggedOutBody', 'You have been successfully logged out'],
    ['validation.title', 'Validation Error'],
    ['validation.bilingual', 'Please fill in all required fields for both languages.'],
    ['validation.macroTotal', 'Macronutrient percentages must total 100%'],
    ['calculator.totalWarning', 'Macronutrient percentages must total exactly 100%'],
    ['common.areYouSure', 'Are you sure?'],
    ['common.notSet', 'Not set'],
    ['common.other', 'Other'],
    ['categories.loading', 'Loading categories...'],
    ['platformInfo.contact.add', 'Add Contact Information'],
    ['platformInfo.social.notConfigured', 'Not configured'],
    ['categories.toast.created', 'Category created successfully.'],
    ['categories.toast.deleteFailed', 'Failed to delete category.'],
    ['platformInfo.contact.toast.saved', 'Contact information updated successfully'],
    ['platformInfo.contact.toast.saveFailed', 'Failed to update contact information'],
    ['platformInfo.social.toast.saved', 'Social link saved successfully'],
    ['platformInfo.social.toast.saveFailed', 'Failed to save social link'],
    ['platformInfo.legal.toast.createFailed', 'Failed to create legal content'],
    ['blogs.toast.deleteFailed', 'Failed to delete blog post'],
    ['stories.toast.createFailed', 'Failed to create success story'],
    ['packages.toast.updateFailed', 'Failed to update package'],
    ['platformInfo.hero.toast.saveFailed', 'Failed to save hero content'],
    ['platformInfo.about.toast.saveFailed', 'Failed to save about content'],
    ['platformInfo.services.toast.deleteFailed', 'Failed to delete service'],
    ['categories.toast.updated', 'Category updated successfully.'],
    ['categories.toast.deleted', 'Category deleted successfully.'],
    ['categories.toast.createFailed', 'Failed to create category.'],
    ['categories.toast.updateFailed', 'Failed to update category.'],
    ['platformInfo.social.toast.updateFailed', 'Failed to update social link'],
    ['platformInfo.social.toast.deleteFailed', 'Failed to delete social link'],
    ['platformInfo.legal.toast.updateFailed', 'Failed to update legal content'],
    ['blogs.toast.createFailed', 'Failed to create blog post'],
    ['blogs.toast.updateFailed', 'Failed to update blog post'],
    ['stories.toast.updateFailed', 'Failed to update success story'],
    ['stories.toast.deleteFailed', 'Failed to delete success story'],
    ['packages.toast.createFailed', 'Failed to create package'],
    ['packages.toast.deleteFailed', 'Failed to delete package'],
    ['packages.toast.created', 'Package created successfully'],
    ['stories.toast.updated', 'Success story updated successfully'],
    ['blogs.toast.deleted', 'Blog post deleted successfully'],
    ['platformInfo.services.toast.createFailed', 'Failed to create service'],
    ['platformInfo.services.toast.updateFailed', 'Failed to update service'],
    ['platformInfo.services.toast.created', 'Service created successfully'],
    ['platformInfo.hero.toast.saved', 'Hero content updated successfully'],
    ['platformInfo.about.toast.saved', 'About content updated successfully'],
    ['calculator.bmiCategories.normal', 'Normal weight'],
    ['tabs.calculator', 'Nutrition Calculator'],
    ['tabs.platformInfo', 'Platform Info'],
  ])('%s reads %j', (key, text) => {
    expect(lookup(en, key)).toBe(text);
  });
});
