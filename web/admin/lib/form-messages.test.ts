import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminCreateSchema } from '@shared/schemas/auth';
import { blogPostInputSchema } from '@shared/schemas/blog-post';
import { calculatorInputSchema } from '@shared/schemas/calculation-result';
import { contactInfoInputSchema } from '@shared/schemas/contact-info';
import { FIELD_PROBLEM_CODES } from '@shared/schemas/field-problems';
import { packageInputSchema } from '@shared/schemas/package';
import { socialLinkInputSchema } from '@shared/schemas/social-link';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { fieldErrorsOf, fieldErrorsOfIssues, messageOfProblem, PROBLEM_TEXT_KEYS } from './form-messages';
import { withRepeatedPassword } from './repeated-password';

/** The field errors the form shows for `value`, parsed as useZodForm parses. */
function errorsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value, { reportInput: true });
  expect(result.success).toBe(false);
  return fieldErrorsOfIssues(result.error!.issues);
}

const lookup = (catalog: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalog);

describe('fieldErrorsOfIssues', () => {
  it('gives each field its first problem’s catalog key, by code', () => {
    expect(errorsOf(packageInputSchema, { nameEn: '', nameAr: 'x'.repeat(201), featuresEn: [], featuresAr: [''], price: 5, icon: 'rocket' })).toEqual({
      nameEn: { key: 'validation.required' },
      nameAr: { key: 'validation.tooLong', values: { max: 200 } },
      featuresEn: { key: 'validation.atLeastOneFeature' },
      featuresAr: { key: 'validation.required' },
      price: { key: 'validation.notText' },
      icon: { key: 'validation.choose' },
    });
  });

  it('reads an email problem, the calculator’s ranges and its total', () => {
    expect(errorsOf(contactInfoInputSchema, { phone: '1', email: 'nope', addressEn: 'a', addressAr: 'b', workingHoursEn: 'c', workingHoursAr: 'd' })).toEqual({
      email: { key: 'validation.email' },
    });
    const calculator = { gender: 'male', age: 0, weight: 70, height: 301, activityLevel: 'sedentary', goal: 'maintain_weight', proteinPercent: 30, carbPercent: 40, fatPercent: 29 };
    expect(errorsOf(calculatorInputSchema, calculator)).toEqual({
      age: { key: 'validation.min', values: { min: 1 } },
      height: { key: 'validation.max', values: { max: 300 } },
      fatPercent: { key: 'validation.macroTotal' },
    });
  });

  it('reads a link or image address that may not be rendered', () => {
    expect(errorsOf(socialLinkInputSchema, { platform: 'facebook', url: 'JaVaScRiPt:alert(1)' })).toEqual({ url: { key: 'validation.socialUrl' } });
    const post = { category: 'c', titleEn: 't', titleAr: 't', excerptEn: 'e', excerptAr: 'e', contentEn: 'c', contentAr: 'c', image: 'data:image/png;base64,AA' };
    expect(errorsOf(blogPostInputSchema, post)).toEqual({ image: { key: 'validation.imageUrl' } });
  });

  it('reads the admin’s own rules: a password typed twice differently, and a too short one', () => {
    const twice = withRepeatedPassword(adminCreateSchema, 'password');
    expect(errorsOf(twice, { name: 'Dina', email: 'dina@example.com', password: 'short', confirmPassword: 'other' })).toEqual({
      password: { key: 'validation.tooShort', values: { min: 10 } },
      confirmPassword: { key: 'auth.passwordMismatch' },
    });
  });
});

describe('fieldErrorsOf', () => {
  it('reads the server’s field problems by their code, whatever their English says', () => {
    const problems = [
      { path: 'slug', code: 'in_use', message: 'Taken already' },
      { path: 'titleEn', code: 'too_long', message: 'Far too long', values: { max: 255 } },
      { path: 'featuresEn.2', code: 'required', message: 'Required' },
      { path: 'currentPassword', code: 'invalid_password', message: 'This is not your current password' },
    ];
    expect(fieldErrorsOf(problems)).toEqual({
      slug: { key: 'validation.inUse' },
      titleEn: { key: 'validation.tooLong', values: { max: 255 } },
      featuresEn: { key: 'validation.required' },
      currentPassword: { key: 'security.wrongPassword' },
    });
  });

  it('shows the message as sent for a code it does not know, or none (an older server)', () => {
    expect(fieldErrorsOf([{ path: 'name', code: 'too_fancy', message: 'Something odd' }, { path: 'email', message: 'Already in use' }])).toEqual({
      name: { text: 'Something odd' },
      email: { text: 'Already in use' },
    });
    expect(messageOfProblem({ code: '', message: 'Plain' })).toEqual({ text: 'Plain' });
  });
});

describe('PROBLEM_TEXT_KEYS', () => {
  it.each(FIELD_PROBLEM_CODES)('words %s in English and in Arabic', (code) => {
    const key = PROBLEM_TEXT_KEYS[code];
    expect(lookup(en, key), `en ${key}`).toEqual(expect.stringMatching(/\w/));
    expect(lookup(ar, key), `ar ${key}`).toEqual(expect.stringMatching(/[\u0600-\u06FF]/));
  });

  it('fills in the limit of the codes that carry one', () => {
    for (const code of ['too_short', 'too_small'] as const) expect(lookup(en, PROBLEM_TEXT_KEYS[code])).toContain('{{min}}');
    for (const code of ['too_long', 'too_big', 'too_many'] as const) expect(lookup(en, PROBLEM_TEXT_KEYS[code])).toContain('{{max}}');
  });
});
