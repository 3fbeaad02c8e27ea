import { AUTH_ERROR_CODES } from '@shared/schemas/auth';
import { ApiError } from '../http/errors';

interface PasswordProblem {
  code: typeof AUTH_ERROR_CODES.commonPassword | typeof AUTH_ERROR_CODES.passwordContainsEmail;
  message: string;
}

/** Parts of an e-mail's name this short are left out: "a@…" must not forbid every password with an "a". */
const MIN_NAME_PART = 4;

let commonPasswords: Promise<Set<string>> | undefined;

/**
 * The most common passwords (about 49,000, most frequent first) of zxcvbn-ts's common-language dictionary
 * (@zxcvbn-ts/language-common, MIT), lower-cased. Loaded on first use, so that a start does not pay for it.
 */
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']));
  return commonPasswords;
}

/** The e-mail's name part (before the @) and its pieces between dots, dashes, underscores and pluses. */
function nameParts(email: string): string[] {
  const name = email.toLowerCase().split('@')[0] ?? '';
  return [name, ...name.split(/[._+-]/)].filter((part) => part.length >= MIN_NAME_PART);
}

/**
 * Why `password` may not be set for the admin `email` (besides its length, which the shared schema checks): it is
 * among the most common passwords, or it contains the e-mail's name part, case-insensitively. Undefined when fine.
 */
export async function passwordProblem(password: string, email: string): Promise<PasswordProblem | undefined> {
  const typed = password.normalize('NFKC').toLowerCase();
  const common = await loadCommonPasswords();
  if (common.has(typed) || common.has(typed.trim())) {
    return { code: AUTH_ERROR_CODES.commonPassword, message: 'This password is one of the most common passwords, which are guessed first. Choose another.' };
  }
  const part = nameParts(email).find((candidate) => typed.includes(candidate));
  if (part) {
    return { code: AUTH_ERROR_CODES.passwordContainsEmail, message: `This password contains "${part}" from the e-mail address, which is guessed first. Choose another.` };
  }
  return undefined;
}

/** Throws a 400 naming `field` when `password` may not be set for `email`. */
export async function enforcePasswordPolicy(password: string, email: string, field: string): Promise<void> {
  const problem = await passwordProblem(password, email);
  if (problem) throw new ApiError(400, problem.code, problem.message, [{ path: field, code: problem.code, message: problem.message }]);
}
