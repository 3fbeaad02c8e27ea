import { describe, expect, it } from 'vitest';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import { AUDIT_ACTIONS } from '@shared/audit';
import { actionLabel, entityLabel, fieldLabel, humanize, valueText, type Lookup } from './audit-texts';

/** The catalogs as the page reads them: nested keys, {{name}} filled, undefined when missing. */
const lookupIn =
  (catalog: unknown): Lookup =>
  (key, values = {}) => {
    const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
    return typeof found === 'string' ? found.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? '') : undefined;
  };
const english = lookupIn(en);
const arabic = lookupIn(ar);

describe('audit log texts', () => {
  it.each([
    ['auth.sign_in', 'Signed in', 'تسجيل دخول'],
    ['auth.sign_in_failed', 'Failed sign-in', 'محاولة دخول فاشلة'],
    ['auth.2fa_enabled', 'Two-factor authentication turned on', 'تفعيل المصادقة الثنائية'],
    ['admin.removed', 'Admin removed', 'إزالة مسؤول'],
    ['package.created', 'Package created', 'إنشاء باقة'],
    ['blog_post.deleted', 'Blog post deleted', 'حذف مقال'],
    ['success_story.updated', 'Success story updated', 'تعديل قصة نجاح'],
    ['lead.updated', 'Contact submission updated', 'تعديل رسالة تواصل'],
    ['lead.note_added', 'Note added to a contact submission', 'إضافة ملاحظة إلى رسالة تواصل'],
    ['upload.created', 'File uploaded', 'رفع ملف'],
  ])('%s reads %j and %j', (action, inEnglish, inArabic) => {
    expect(actionLabel(action, english)).toBe(inEnglish);
    expect(actionLabel(action, arabic)).toBe(inArabic);
  });

  it('reads an action or entity nobody named yet as words', () => {
    expect(humanize('auth.passkey_added')).toBe('Auth passkey added');
    expect(actionLabel('auth.passkey_added', arabic)).toBe('Auth passkey added');
    expect(actionLabel('widget.created', english)).toBe('Widget created');
    expect(actionLabel('package.reordered', english)).toBe('Package reordered');
    expect(entityLabel('newsletter_issue', english)).toBe('Newsletter issue');
    expect(entityLabel('contact_info', arabic)).toBe('بيانات التواصل');
  });

  it('has a text for every action the server records, in both languages', () => {
    for (const action of AUDIT_ACTIONS) {
      const found: string[] = [];
      const tracked: Lookup = (key, values) => {
        const text = english(key, values);
        if (text) found.push(key);
        return text;
      };
      actionLabel(action, tracked);
      expect(found, action).not.toEqual([]);
      expect(actionLabel(action, arabic)).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('names changed fields, with the language of bilingual ones', () => {
    expect(fieldLabel('nameEn', english)).toBe('Name (English)');
    expect(fieldLabel('titleAr', arabic)).toBe('العنوان (بالعربية)');
    expect(fieldLabel('isActive', english)).toBe('Active');
    expect(fieldLabel('metaDescription', english)).toBe('Meta description');
  });

  it('writes values short and readable', () => {
    expect(valueText(null, english)).toBe('(empty)');
    expect(valueText('', arabic)).toBe('(فارغ)');
    expect(valueText([], english)).toBe('(empty)');
    expect(valueText(true, arabic)).toBe('نعم');
    expect(valueText(false, english)).toBe('No');
    expect(valueText(3, english)).toBe('3');
    expect(valueText(['Weekly check-ins', 'Meal plan'], english)).toBe('Weekly check-ins, Meal plan');
    expect(valueText({ a: 1 }, english)).toBe('{"a":1}');
    const long = valueText('x'.repeat(500), english);
    expect(long).toHaveLength(160);
    expect(long.endsWith('…')).toBe(true);
  });
});
