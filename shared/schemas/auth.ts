import { z } from 'zod';
import { LIMITS } from '../limits';
import { emailAddress, requiredText } from './common';

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
