/*
 * The contact form's fields, and the form as the server hands it back when it was posted without JavaScript. In
 * shared/ because both the server (which reads the post and renders the refused form) and the form need them.
 */
import type { ReportedFieldProblem } from './api-types';
import { firstProblems, postedValues, type FieldProblemOf } from './form-state';

/** The contact form's fields, in form order. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'packageInterest', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactFormValues = Record<ContactField, string>;

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', phone: '', packageInterest: '', message: '' };

/** The landing page's query parameter after the form was sent without JavaScript (`?contact=sent`). */
export const CONTACT_SENT_PARAM = 'contact';

/** Each refused contact field's first problem, as the server named it. */
export type ContactFieldProblems = Partial<Record<ContactField, FieldProblemOf>>;

/**
 * A contact form the server refused when it was posted without JavaScript: the page is rendered again with what the
 * visitor wrote and each rejected field marked with its problem (`invalid`), or with the submission limit explained
 * (`limited`).
 */
export interface ContactFormState {
  values: ContactFormValues;
  problems: ContactFieldProblems;
  outcome: 'invalid' | 'limited';
  /** Whether the WhatsApp consent was ticked: it stays ticked. */
  whatsapp: boolean;
}

/** The first problem of each contact field among a refusal's field problems; other paths are none of the form's. */
export const contactFieldProblems = (fields: readonly ReportedFieldProblem[]): ContactFieldProblems => firstProblems(CONTACT_FIELDS, fields);

/** The posted fields as text (anything else as empty), to show the visitor what they wrote. */
export const contactFormValues = (body: Record<string, unknown>): ContactFormValues => postedValues(CONTACT_FIELDS, body);
