import { describe, expect, it } from 'vitest';
import { CONTACT_FIELDS, contactFieldProblems } from '@shared/contact-form-state';
import { leadInputSchema } from '@shared/schemas/lead';
import { fieldProblemsOf } from '@shared/schemas/field-problems';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import { contactProblemMessage } from './contact-problem-message';

const lookup = (catalog: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalog);

/** The problems the server finds in a submission, as POST /api/contact and the form posted without JavaScript parse it. */
function serverProblems(body: Record<string, unknown>) {
  const result = leadInputSchema.safeParse(body, { reportInput: true });
  expect(result.success).toBe(false);
  return fieldProblemsOf(result.error!.issues);
}

describe('contactFieldProblems', () => {
  it('keeps the first problem of each contact field, and nothing of other paths', () => {
    expect(
      contactFieldProblems([
        { path: 'email', code: 'invalid_email', message: 'Must be a valid email address' },
        { path: 'email', code: 'too_long', message: 'Must be at most 254 characters', values: { max: 254 } },
        { path: 'language', code: 'invalid_choice', message: 'Must be one of en, ar' },
        { path: '(body)', code: 'wrong_type', message: 'Invalid input' },
      ]),
    ).toEqual({ email: { code: 'invalid_email', message: 'Must be a valid email address' } });
  });
});

describe('contactProblemMessage', () => {
  it('gives a field left empty or not an address its own hint, and a long one its limit', () => {
    expect(contactProblemMessage('name', { code: 'required', message: 'Required' })).toEqual({ key: 'contact.fieldErrors.name' });
    expect(contactProblemMessage('email', { code: 'invalid_email', message: 'Must be a valid email address' })).toEqual({ key: 'contact.fieldErrors.email' });
    expect(contactProblemMessage('phone', { code: 'too_long', message: 'Must be at most 50 characters', values: { max: 50 } })).toEqual({
      key: 'form.problems.tooLong',
      values: { max: 50 },
    });
  });

  it('shows the message as sent for a code the site has no words for, or none', () => {
    expect(contactProblemMessage('name', { code: 'too_fancy', message: 'Something odd' })).toEqual({ text: 'Something odd' });
    expect(contactProblemMessage('name', { message: 'From an older server' })).toEqual({ text: 'From an older server' });
  });

  it('words, in English and in Arabic, every problem the server finds in a contact field', () => {
    const refusals = [
      {},
      { name: ' ', email: 'not-an-email', message: '' },
      Object.fromEntries(CONTACT_FIELDS.map((field) => [field, 'x'.repeat(6000)])),
      Object.fromEntries(CONTACT_FIELDS.map((field) => [field, 42])),
    ];
    const found = new Set<string>();
    for (const body of refusals) {
      for (const [field, problem] of Object.entries(contactFieldProblems(serverProblems(body)))) {
        const message = contactProblemMessage(field as (typeof CONTACT_FIELDS)[number], problem);
        expect(message, `${field} ${problem.code}`).toHaveProperty('key');
        const { key } = message as { key: string };
        expect(lookup(en, key), key).toEqual(expect.stringMatching(/\w/));
        expect(lookup(ar, key), key).toEqual(expect.stringMatching(/[\u0600-\u06FF]/));
        found.add(`${field} ${problem.code}`);
      }
    }
    expect([...found].sort()).toEqual(
      expect.arrayContaining(['email invalid_email', 'email required', 'message too_long', 'name not_text', 'name required', 'phone too_long', 'packageInterest not_text']),
    );
  });
});
