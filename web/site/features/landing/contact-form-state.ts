import { createContext } from 'react';
import type { ReportedFieldProblem } from '../../../../shared/api-types';
import type { FieldProblemValues } from '../../../../shared/schemas/field-problems';

/** The contact form's fields, in form order. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'packageInterest', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactFormValues = Record<ContactField, string>;

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', phone: '', packageInterest: '', message: '' };

export const isContactField = (name: string): name is ContactField => (CONTACT_FIELDS as readonly string[]).includes(name);

/** The landing page's query parameter after the form was sent without JavaScript (`?contact=sent`). */
export const CONTACT_SENT_PARAM = 'contact';

/** Each refused contact field's first problem, as the server named it. */
export type ContactFieldProblems = Partial<Record<ContactField, Omit<ReportedFieldProblem, 'path'>>>;

/**
 * A contact form the server refused when it was posted without JavaScript: the page is rendered again with what the
 * visitor wrote and each rejected field marked with its problem (`invalid`), or with the submission limit explained
 * (`limited`).
 */
export interface ContactFormState {
  values: ContactFormValues;
  problems: ContactFieldProblems;
  outcome: 'invalid' | 'limited';
}

/** The first problem of each contact field among a refusal's field problems; other paths are none of the form's. */
export function contactFieldProblems(fields: readonly ReportedFieldProblem[]): ContactFieldProblems {
  const problems: ContactFieldProblems = {};
  for (const { path, ...problem } of fields) if (isContactField(path)) problems[path] ??= problem;
  return problems;
}

/**
 * The visitor's words for a contact field's problem, by its code: the field's own hint when it was left empty or is no
 * e-mail address, the limit when it is too long; the server's message for a code the site has no words for.
 */
export function contactProblemMessage(field: ContactField, problem: Omit<ReportedFieldProblem, 'path'>): { key: string; values?: FieldProblemValues } | { text: string } {
  switch (problem.code) {
    case 'required':
    case 'invalid_email':
      return { key: `contact.fieldErrors.${field}` };
    case 'too_long':
      return { key: 'contact.problems.tooLong', values: { ...problem.values } };
    case 'not_text':
      return { key: 'contact.problems.notText' };
    default:
      return { text: problem.message };
  }
}

/** The posted fields as text (anything else as empty), to show the visitor what they wrote. */
export function contactFormValues(body: Record<string, unknown>): ContactFormValues {
  return Object.fromEntries(CONTACT_FIELDS.map((name) => [name, typeof body[name] === 'string' ? body[name] : ''])) as ContactFormValues;
}

/** The refused form the page was rendered with, on the server and again when it hydrates; undefined otherwise. */
export const ContactFormStateContext = createContext<ContactFormState | undefined>(undefined);
