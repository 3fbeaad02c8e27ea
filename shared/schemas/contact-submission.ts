import { z } from 'zod';
import { LIMITS } from '../limits';
import { booleanFlag, emailAddress, optionalText, requiredText } from './common';

export const contactSubmissionInputSchema = z.object({
  name: requiredText(LIMITS.name),
  email: emailAddress,
  phone: optionalText(LIMITS.phone),
  /** A package id as text, or 'other'. */
  packageInterest: optionalText(LIMITS.packageInterest),
  message: requiredText(LIMITS.message),
});

/**
 * The contact form's honeypot: a field hidden from people and from assistive technology, so that only a bot fills it.
 * Optional and outside the input schema (which drops it); the server reads it before storing anything.
 */
export const CONTACT_HONEYPOT_FIELD = 'website';

export const contactSubmissionUpdateSchema = z.strictObject({ isRead: booleanFlag });

export type ContactSubmissionInput = z.input<typeof contactSubmissionInputSchema>;

export interface ContactSubmission extends z.output<typeof contactSubmissionInputSchema> {
  id: number;
  isRead: boolean;
  submittedAt: string;
}

/** What the live notification carries (spec section 7). */
export type ContactSubmissionNotice = Omit<ContactSubmission, 'isRead'>;
