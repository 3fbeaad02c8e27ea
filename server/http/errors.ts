import type { ZodError } from 'zod';
import { fieldProblemsOf, type FieldProblem } from '@shared/schemas/field-problems';

/** An error the client caused or may act on: it becomes the one JSON envelope `{error: {code, message, fields?}}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldProblem[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const fieldProblems = (error: ZodError): FieldProblem[] => fieldProblemsOf(error.issues);

/** The one field problem of a value another record already holds. */
export const inUse = (path: string): FieldProblem => ({ path, code: 'in_use', message: 'Already in use' });

export const validationFailed = (fields: FieldProblem[]) =>
  new ApiError(400, 'validation_failed', `Invalid input: ${fields.map((field) => `${field.path} (${field.message})`).join(', ')}`, fields);

export const badRequest = (code: string, message: string) => new ApiError(400, code, message);

/** An update whose body names no field the resource takes (Knex would refuse the empty UPDATE with a 500). */
export const nothingToUpdate = (fields: readonly string[] = []) =>
  new ApiError(
    400,
    'nothing_to_update',
    fields.length > 0 ? `Nothing to update: send at least one of ${fields.join(', ')}` : 'Nothing to update: send at least one field to change',
  );

export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} not found`);

export const methodNotAllowed = (method: string, path: string, allowed: string) =>
  new ApiError(405, 'method_not_allowed', `${path} does not take ${method}; it takes ${allowed}`, undefined, { Allow: allowed });
export const conflict = (message: string, fields?: FieldProblem[]) => new ApiError(409, 'conflict', message, fields);

/** A booking's start that is not, or no longer, a free time. */
export const slotUnavailable = () => new ApiError(409, 'slot_unavailable', 'That time is not free any more: choose another');

/** A visitor's change of a booking that starts too soon (inside the practice's cancel notice). */
export const tooLate = () =>
  new ApiError(409, 'too_late', 'This booking starts too soon to be cancelled or moved here: call or message the practice instead');

/** A change of a booking that is cancelled, or over. */
export const notChangeable = (status: string) => new ApiError(409, 'not_changeable', `This booking is ${status.replace('_', ' ')} and can no longer be changed`);

/** Marking a booking completed or missed before it has begun. */
export const notStarted = () => new ApiError(409, 'not_started', 'This booking has not started yet: mark it completed or missed once it has');

export const authenticationRequired = () => new ApiError(401, 'authentication_required', 'Sign in to continue');

export const invalidCredentials = () => new ApiError(401, 'invalid_credentials', 'Invalid email or password');

export const forbidden = (code: string, message: string) => new ApiError(403, code, message);

export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, 'rate_limited', `Too many attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

export const payloadTooLarge = (message: string) => new ApiError(413, 'payload_too_large', message);

export const unsupportedMediaType = (message: string) => new ApiError(415, 'unsupported_media_type', message);
