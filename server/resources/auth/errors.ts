import { API_ROUTES } from '@shared/api-routes';
import { AUTH_ERROR_CODES } from '@shared/schemas/auth';
import type { FieldProblemCode } from '@shared/schemas/field-problems';
import { ApiError } from '../../http/errors';

/*
 * The account calls' refusals. Only sign-in answers 401 for a wrong secret: calls made while signed in answer 400, so
 * that a client does not take a mistyped code for the end of its session.
 */

/** The refusal's code names the field's problem too. */
const withField = (status: number, code: FieldProblemCode, field: string, message: string) =>
  new ApiError(status, code, message, [{ path: field, code, message }]);

export const twoFactorRequired = () =>
  new ApiError(401, AUTH_ERROR_CODES.twoFactorRequired, 'Enter the 6-digit code from your authenticator app, or a recovery code');

export const invalidTwoFactorCode = (status: 400 | 401) =>
  withField(status, AUTH_ERROR_CODES.invalidTwoFactorCode, 'code', 'This code is wrong, expired or already used');

export const invalidPassword = (field: string) => withField(400, AUTH_ERROR_CODES.invalidPassword, field, 'This is not your current password');

export const twoFactorAlreadyEnabled = () =>
  new ApiError(409, AUTH_ERROR_CODES.twoFactorAlreadyEnabled, 'Two-factor sign-in is already on. Turn it off first to set it up again.');

export const twoFactorSetupRequired = () =>
  new ApiError(409, AUTH_ERROR_CODES.twoFactorSetupRequired, `Start the two-factor set-up first (POST ${API_ROUTES.auth.twoFactorSetup})`);

export const twoFactorNotEnabled = () => new ApiError(409, AUTH_ERROR_CODES.twoFactorNotEnabled, 'Two-factor sign-in is not on');
