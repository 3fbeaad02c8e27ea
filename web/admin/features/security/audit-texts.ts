/**
 * Readable, translated texts for the audit log's dotted action names ('auth.sign_in', 'package.updated'), its
 * entities and changed fields (the vocabulary is shared/audit.ts). A new action needs a text under
 * security.audit.actions (and a place in NAMED_ACTIONS); `<entity>.created|updated|deleted` need only the entity's
 * name under security.audit.entities. Anything not in the catalogs still reads as words
 * ('auth.passkey_added' → 'Auth passkey added').
 */
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUTH_ACTIONS, RECORD_VERBS } from '@shared/audit';

/** A catalog lookup that answers undefined for a key the catalogs do not hold. */
export type Lookup = (key: string, values?: Record<string, string>) => string | undefined;

/** Actions with a text of their own (security.audit.actions.<action>); the others read as '<entity> <verb>'. */
export const NAMED_ACTIONS = [...AUTH_ACTIONS, 'admin.added', 'admin.removed', 'upload.created', 'lead.note_added', 'calendar_feed.renewed'] as const;

/** The filter's two groups: sign-ins and accounts first, then what happened to content. */
export const ACCOUNT_ACTIONS: readonly string[] = AUDIT_ACTIONS.filter((action) => action.startsWith('auth.') || action.startsWith('admin.'));
export const CONTENT_ACTIONS: readonly string[] = AUDIT_ACTIONS.filter((action) => !ACCOUNT_ACTIONS.includes(action));

export { AUDIT_ENTITIES, RECORD_VERBS };

/** 'auth.sign_in_failed' or 'blogPost' as words: 'Auth sign in failed', 'Blog post'. */
export function humanize(name: string): string {
  const words = name
    .split(/[._\-\s]+|(?<=[a-z0-9])(?=[A-Z])/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** An entity's translated name, or its name as words. */
export function entityLabel(entity: string, lookup: Lookup): string {
  return lookup(`security.audit.entities.${entity}`) ?? humanize(entity);
}

/** An action's translated text: its own, else '<entity> <verb>' from the verb and entity, else its name as words. */
export function actionLabel(action: string, lookup: Lookup): string {
  const own = lookup(`security.audit.actions.${action}`);
  if (own) return own;
  const split = action.lastIndexOf('.');
  const verb = action.slice(split + 1);
  if (split > 0 && (RECORD_VERBS as readonly string[]).includes(verb)) {
    const entity = action.slice(0, split);
    const text = lookup(`security.audit.verbs.${verb}`, { entity: entityLabel(entity, lookup) });
    if (text) return text;
  }
  return humanize(action);
}

/** Field names with a text of their own (security.audit.fields.<name>); 'nameEn' reads '<Name> (English)'. */
export const AUDIT_FIELDS = [
  'name',
  'title',
  'subtitle',
  'description',
  'excerpt',
  'content',
  'price',
  'features',
  'icon',
  'isPopular',
  'isActive',
  'isRead',
  'displayOrder',
  'email',
  'phone',
  'address',
  'workingHours',
  'url',
  'platform',
  'slug',
  'category',
  'image',
  'images',
  'achievement',
  'fullStory',
  'message',
  'status',
  'twoFactorEnabled',
] as const;

/** A changed field's translated name ('nameAr' → 'Name (Arabic)'), or its name as words. */
export function fieldLabel(field: string, lookup: Lookup): string {
  const language = /^(.+?)(En|Ar)$/.exec(field);
  const base = language ? language[1]! : field;
  const label = lookup(`security.audit.fields.${base}`) ?? humanize(base);
  if (!language) return label;
  return lookup(language[2] === 'En' ? 'common.inEnglish' : 'common.inArabic', { label }) ?? `${label} (${language[2]})`;
}

const LONGEST_VALUE = 160;

/** Nothing there: null (a new or deleted record's side), an empty text or list. */
export const isEmptyValue = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** A before or after value as a short line: '(empty)', Yes/No, the text (cut at 160 characters), a list joined. */
export function valueText(value: unknown, lookup: Lookup): string {
  if (isEmptyValue(value)) return lookup('security.audit.emptyValue') ?? '—';
  if (typeof value === 'boolean') return lookup(value ? 'security.audit.yes' : 'security.audit.no') ?? String(value);
  const text =
    typeof value === 'string' ? value
    : Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null) ? value.join(', ')
    : typeof value === 'object' ? JSON.stringify(value)
    : String(value);
  return text.length > LONGEST_VALUE ? `${text.slice(0, LONGEST_VALUE - 1)}…` : text;
}
