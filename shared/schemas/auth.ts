import { z } from 'zod';
import { LIMITS } from '../limits';
import { emailAddress, requiredText } from './common';

/** Error codes of the sign-in and account calls, for the forms to translate. */
export const AUTH_ERROR_CODES = {
  invalidCredentials: 'invalid_credentials',
  /** The password was right and two-factor is on: send the same call again with `code`. */
  twoFactorRequired: 'two_factor_required',
  invalidTwoFactorCode: 'invalid_two_factor_code',
  twoFactorAlreadyEnabled: 'two_factor_already_enabled',
  twoFactorSetupRequired: 'two_factor_setup_required',
  twoFactorNotEnabled: 'two_factor_not_enabled',
  /** The current password given to confirm a change was wrong. */
  invalidPassword: 'invalid_password',
  commonPassword: 'common_password',
  passwordContainsEmail: 'password_contains_email',
  emailTaken: 'email_taken',
  lastAdmin: 'last_admin',
  cannotRemoveSelf: 'cannot_remove_self',
} as const;

export const loginSchema = z.object({
  email: emailAddress.transform((email) => email.toLowerCase()),
  password: z.string({ error: 'Required' }).min(1, { error: 'Required' }).max(LIMITS.password.max),
  /** The desktop app asks for a bearer token instead of a cookie. */
  client: z.enum(['browser', 'desktop']).default('browser'),
});

export const newPasswordSchema = z
  .string({ error: 'Required' })
  .min(LIMITS.password.min, { error: `Must be at least ${LIMITS.password.min} characters` })
  .max(LIMITS.password.max, { error: `Must be at most ${LIMITS.password.max} characters` });

export const setupSchema = z.object({
  name: requiredText(LIMITS.name),
  email: emailAddress.transform((email) => email.toLowerCase()),
  password: newPasswordSchema,
});

export interface AdminUser {
  id: number;
  name: string;
  email: string;
}

export interface LoginResponse {
  user: AdminUser;
  /** Only for the desktop client: the bearer token. */
  token?: string;
}
