/**
 * Turns validation problems (zod issues in the browser, `fields` of the server's 400) into catalog keys, so that
 * every message reads in the admin's language. A message nobody mapped is shown as the server or schema wrote it.
 */
export type FormMessage = { key: string; values?: Record<string, string | number> } | { text: string };

/** Field name → its first problem. */
export type FieldErrors = Record<string, FormMessage>;

/** Custom messages of the shared schemas, by their English text. */
const KNOWN_MESSAGES: Record<string, string> = {
  Required: 'validation.required',
  'Must be a valid email address': 'validation.email',
  'Must be an uploaded image path or an http(s) URL': 'validation.imageUrl',
  'Use lower-case letters, digits and single hyphens': 'validation.slug',
  'Must be an http(s), mailto: or tel: link': 'validation.socialUrl',
  'Add at least one feature': 'validation.atLeastOneFeature',
  'Macronutrient percentages must total 100%': 'validation.macroTotal',
  'Must be a number': 'validation.number',
  'Must be a whole number': 'validation.wholeNumber',
  'Must be 0 or more': 'validation.notNegative',
  'Must be a valid date': 'validation.date',
  'Already in use': 'validation.inUse',
  'Passwords do not match': 'auth.passwordMismatch',
  'Enter the 6 digits the app shows': 'security.twoFactor.codeFormat',
};

const AT_MOST_CHARACTERS = /^Must be at most (\d+) characters$/;

/** The fields of a zod issue this module reads (zod 4's issue shapes, or a server field problem). */
export interface IssueLike {
  code?: string;
  message: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  expected?: string;
  format?: string;
}

export function messageOfIssue(issue: IssueLike): FormMessage {
  // A number schema's own message ('Must be a number') also labels its range checks: the range says more.
  if (issue.origin === 'number' && issue.code === 'too_small') return { key: 'validation.min', values: { min: Number(issue.minimum) } };
  if (issue.origin === 'number' && issue.code === 'too_big') return { key: 'validation.max', values: { max: Number(issue.maximum) } };
  const known = KNOWN_MESSAGES[issue.message];
  if (known) return { key: known };
  const tooLong = AT_MOST_CHARACTERS.exec(issue.message);
  if (tooLong) return { key: 'validation.tooLong', values: { max: Number(tooLong[1]) } };
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) > 1) return { key: 'validation.tooShort', values: { min: Number(issue.minimum) } };
      return { key: 'validation.required' };
    case 'too_big':
      if (issue.origin === 'string') return { key: 'validation.tooLong', values: { max: Number(issue.maximum) } };
      return { key: 'validation.tooMany', values: { max: Number(issue.maximum) } };
    case 'invalid_type':
      return issue.expected === 'number' ? { key: 'validation.number' } : { key: 'validation.required' };
    case 'invalid_format':
      return issue.format === 'email' ? { key: 'validation.email' } : { text: issue.message };
    case 'invalid_value':
      return { key: 'validation.choose' };
    default:
      return { text: issue.message };
  }
}

/**
 * The first problem of each top-level field: a list item's problem (featuresEn.0) belongs to its list.
 * Problems of the whole body land under '(body)'.
 */
export function fieldErrorsOf(issues: readonly (IssueLike & { path: readonly PropertyKey[] | string })[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String);
    const field = path[0] || '(body)';
    errors[field] ??= messageOfIssue(issue);
  }
  return errors;
}
