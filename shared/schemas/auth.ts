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

const requiredSecret = z.string({ error: 'Required' }).min(1, { error: 'Required' }).max(LIMITS.password.max);

/** A 6-digit code from the authenticator app or a recovery code, as typed (spaces and dashes are ignored). */
const twoFactorCodeSchema = z
  .string({ error: 'Required' })
  .trim()
  .min(1, { error: 'Required' })
  .max(LIMITS.twoFactorCode, { error: `Must be at most ${LIMITS.twoFactorCode} characters` });

export const loginSchema = z.object({
  email: emailAddress.transform((email) => email.toLowerCase()),
  password: requiredSecret,
  /** Only when two-factor sign-in is on for the account. */
  code: twoFactorCodeSchema.optional(),
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

/** POST /api/admins: the same fields as the first-run setup. */
export const adminCreateSchema = setupSchema;

export const passwordChangeSchema = z.object({
  currentPassword: requiredSecret,
  newPassword: newPasswordSchema,
});

export const twoFactorEnableSchema = z.object({ code: twoFactorCodeSchema });

export const twoFactorDisableSchema = z.object({ password: requiredSecret, code: twoFactorCodeSchema });

export interface AdminUser {
  id: number;
  name: string;
  email: string;
  twoFactorEnabled: boolean;
}

export interface LoginResponse {
  user: AdminUser;
  /** Only for the desktop client: the bearer token. */
  token?: string;
}
