import type { z } from 'zod';
import type { ReportedFieldProblem } from '@shared/api-types';
import { fieldProblemsOf, isFieldProblemCode, type FieldProblemCode } from '@shared/schemas/field-problems';

/**
 * Turns validation problems (zod issues in the browser, `fields` of the server's 400, 401 and 409) into catalog keys
 * by their code, so that every message reads in the admin's language. A code this admin does not know (from a newer
 * server) is shown as the server wrote it.
 */
export type FormMessage = { key: string; values?: Record<string, string | number> } | { text: string };

/** Field name → its first problem. */
export type FieldErrors = Record<string, FormMessage>;

/** The catalog key of each problem code; its text fills in the problem's `min` or `max`. */
export const PROBLEM_TEXT_KEYS: Record<FieldProblemCode, string> = {
  required: 'validation.required',
  not_text: 'validation.notText',
  not_a_number: 'validation.number',
  not_whole_number: 'validation.wholeNumber',
  not_boolean: 'validation.notBoolean',
  wrong_type: 'validation.wrongType',
  too_short: 'validation.tooShort',
  too_long: 'validation.tooLong',
  too_small: 'validation.min',
  too_big: 'validation.max',
  negative: 'validation.notNegative',
  too_many: 'validation.tooMany',
  invalid_email: 'validation.email',
  invalid_image_url: 'validation.imageUrl',
  invalid_slug: 'validation.slug',
  invalid_link: 'validation.socialUrl',
  invalid_date: 'validation.date',
  ends_before_start: 'validation.endsBeforeStart',
  invalid_time: 'validation.invalidTime',
  invalid_time_zone: 'validation.invalidTimeZone',
  overlaps: 'validation.overlaps',
  duplicate: 'validation.duplicate',
  too_many_days: 'validation.tooManyDays',
  invalid_choice: 'validation.choose',
  needs_price: 'validation.needsPrice',
  deposit_out_of_range: 'validation.depositOutOfRange',
  no_payment_method: 'validation.noPaymentMethod',
  whatsapp_not_offered: 'validation.whatsappNotOffered',
  not_mobile: 'validation.notMobile',
  unknown_field: 'validation.unknownField',
  at_least_one_feature: 'validation.atLeastOneFeature',
  macro_total: 'validation.macroTotal',
  in_use: 'validation.inUse',
  passwords_mismatch: 'auth.passwordMismatch',
  invalid_code_format: 'security.twoFactor.codeFormat',
  invalid_password: 'security.wrongPassword',
  invalid_two_factor_code: 'auth.wrongCode',
  common_password: 'security.password.tooCommon',
  password_contains_email: 'security.password.containsEmail',
  invalid: 'validation.invalid',
};

/** The catalog key (and numbers) of a problem's code, or its message as sent when the code is unknown or missing. */
export function messageOfProblem(problem: Omit<ReportedFieldProblem, 'path'>): FormMessage {
  if (!isFieldProblemCode(problem.code)) return { text: problem.message };
  return problem.values ? { key: PROBLEM_TEXT_KEYS[problem.code], values: { ...problem.values } } : { key: PROBLEM_TEXT_KEYS[problem.code] };
}

/**
 * The first problem of each top-level field: a list item's problem (featuresEn.0) belongs to its list.
 * Problems of the whole body land under '(body)'.
 */
export function fieldErrorsOf(problems: readonly ReportedFieldProblem[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of problems) {
    const field = problem.path.split('.')[0] || '(body)';
    errors[field] ??= messageOfProblem(problem);
  }
  return errors;
}

/** The first problem at each whole path (`weekly.3.end`, `timeZone`), for forms with lists of their own fields. */
export function problemsByPath(problems: readonly ReportedFieldProblem[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of problems) errors[problem.path || '(body)'] ??= messageOfProblem(problem);
  return errors;
}

/** The first problem of each top-level field of a form the shared schema refused in the browser. */
export const fieldErrorsOfIssues = (issues: readonly z.core.$ZodIssue[]): FieldErrors => fieldErrorsOf(fieldProblemsOf(issues));
