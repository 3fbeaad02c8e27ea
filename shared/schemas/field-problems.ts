import type { z } from 'zod';

/**
 * What can be wrong with one field, as a stable code that clients translate (the English message beside it is for
 * people reading the API). The shared schemas, the admin's own form rules and the server's checks beyond the schemas
 * (a name already in use, a password refused by the policy, a wrong password or code) name their problems with these.
 */
export const FIELD_PROBLEM_CODES = [
  'required',
  'not_text',
  'not_a_number',
  'not_whole_number',
  'not_boolean',
  /** Any other value of the wrong type: a list or an object where the field takes something else. */
  'wrong_type',
  /** Values: `min`. */
  'too_short',
  /** Values: `max`. */
  'too_long',
  /** A number below its minimum; values: `min`. */
  'too_small',
  /** A number above its maximum; values: `max`. */
  'too_big',
  'negative',
  /** A list with too many items; values: `max`. */
  'too_many',
  'invalid_email',
  'invalid_image_url',
  'invalid_slug',
  'invalid_link',
  'invalid_date',
  /** The end of a date or time range before its start. */
  'ends_before_start',
  /** A wall-clock time that is not HH:MM from 00:00 to 23:59. */
  'invalid_time',
  /** Not a time zone name the server knows (an IANA name such as Africa/Cairo). */
  'invalid_time_zone',
  /** A range of opening hours that overlaps another of the same day. */
  'overlaps',
  /** A value given twice where each must be given once (a date, a reminder). */
  'duplicate',
  /** A span of dates longer than one request may ask for. */
  'too_many_days',
  'invalid_choice',
  /** A price of 0 on a type paid in full at booking. */
  'needs_price',
  /** A deposit of 0, or more than the price. */
  'deposit_out_of_range',
  /** A rule of paying at booking, or a payment method, while no way of paying is configured. */
  'no_payment_method',
  /** WhatsApp messages asked for while the practice has not connected WhatsApp. */
  'whatsapp_not_offered',
  /** A phone number that cannot be a mobile, given with consent to WhatsApp messages. */
  'not_mobile',
  'unknown_field',
  'at_least_one_feature',
  'macro_total',
  'in_use',
  'passwords_mismatch',
  'invalid_code_format',
  /** The current password, given to confirm a change, is wrong. */
  'invalid_password',
  'invalid_two_factor_code',
  'common_password',
  'password_contains_email',
  /** Nothing more specific is known: the message says what. */
  'invalid',
] as const;

export type FieldProblemCode = (typeof FIELD_PROBLEM_CODES)[number];

/** The numbers a problem's text is filled with (a type rather than an interface, so that it passes as i18next's values). */
export type FieldProblemValues = { min?: number; max?: number };

/** One field's problem in a 400, 401 or 409: `path` is dotted (`featuresEn.0`), `(body)` for the body as a whole. */
export interface FieldProblem {
  path: string;
  code: FieldProblemCode;
  message: string;
  values?: FieldProblemValues;
}

export const isFieldProblemCode = (code: unknown): code is FieldProblemCode => (FIELD_PROBLEM_CODES as readonly unknown[]).includes(code);

/** The options of a refinement (`.refine(check, withProblem(...))`): its English message and the code clients translate. */
export const withProblem = (code: FieldProblemCode, message: string) => ({ error: message, params: { problem: code } });

/** The part of a zod 4 issue this module reads. */
type Issue = z.core.$ZodIssue;

const asNumber = (value: number | bigint) => Number(value);

/** True when the value the issue is about was missing: zod keeps it on the issue only when parsed with `reportInput`. */
const isMissing = (issue: Issue) => issue.input === undefined || issue.input === null;

function typeProblem(issue: z.core.$ZodIssueInvalidType): FieldProblemCode {
  if (issue.expected === 'int') return 'not_whole_number';
  if (isMissing(issue)) return 'required';
  switch (issue.expected) {
    case 'string':
      return 'not_text';
    case 'number':
      return 'not_a_number';
    case 'boolean':
      return 'not_boolean';
    default:
      return 'wrong_type';
  }
}

/** The code (and the numbers for its text) of one zod 4 issue. Custom refinements name theirs with `withProblem`. */
function problemOfIssue(issue: Issue): { code: FieldProblemCode; values?: FieldProblemValues } {
  switch (issue.code) {
    case 'custom': {
      const declared: unknown = issue.params?.problem;
      return { code: isFieldProblemCode(declared) ? declared : 'invalid' };
    }
    case 'invalid_type':
      return { code: typeProblem(issue) };
    case 'too_small': {
      const min = asNumber(issue.minimum);
      if (issue.origin === 'number') return min === 0 && issue.inclusive ? { code: 'negative' } : { code: 'too_small', values: { min } };
      if (issue.origin === 'string' && min > 1) return { code: 'too_short', values: { min } };
      // An empty text, or a list that needs one item: nothing was given.
      return min <= 1 ? { code: 'required' } : { code: 'invalid' };
    }
    case 'too_big': {
      const max = asNumber(issue.maximum);
      if (issue.origin === 'number') return { code: 'too_big', values: { max } };
      return { code: issue.origin === 'string' ? 'too_long' : 'too_many', values: { max } };
    }
    case 'invalid_format':
      return { code: issue.format === 'email' ? 'invalid_email' : 'invalid' };
    case 'invalid_value':
      return { code: 'invalid_choice' };
    case 'unrecognized_keys':
      return { code: 'unknown_field' };
    case 'invalid_union': {
      // The union's own issue says only that no option fit; its last option (the general one, as in '' | imageUrl)
      // says why.
      const lastOption = issue.errors.at(-1)?.[0];
      return lastOption ? problemOfIssue(lastOption) : { code: 'invalid' };
    }
    default:
      return { code: 'invalid' };
  }
}

/** Each issue as a field problem: its dotted path, code, English message and the numbers for its text. */
export function fieldProblemsOf(issues: readonly Issue[]): FieldProblem[] {
  return issues.map((issue) => {
    const { code, values } = problemOfIssue(issue);
    return { path: issue.path.map(String).join('.') || '(body)', code, message: issue.message, ...(values ? { values } : {}) };
  });
}
