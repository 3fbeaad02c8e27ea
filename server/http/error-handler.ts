import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import type { ApiErrorBody } from '../../shared/api-types';
import { UPLOAD_MAX_BYTES } from '../../shared/constants';
import { ApiError, badRequest, conflict, fieldProblems, payloadTooLarge, validationFailed } from './errors';

interface DatabaseError {
  code?: string;
  message?: string;
  detail?: string;
}

const UNIQUE_VIOLATIONS = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505']);
const NOT_NULL_VIOLATIONS = new Set(['SQLITE_CONSTRAINT_NOTNULL', '23502']);
const FOREIGN_KEY_VIOLATIONS = new Set(['SQLITE_CONSTRAINT_FOREIGNKEY', '23503']);

const snakeToCamel = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The column a unique-constraint message names, in either engine's wording. */
function violatedColumn(error: DatabaseError): string | undefined {
  const sqlite = /constraint failed: \w+\.(\w+)/.exec(error.message ?? '');
  const postgres = /Key \((\w+)\)/.exec(error.detail ?? '');
  const column = sqlite?.[1] ?? postgres?.[1];
  return column ? snakeToCamel(column) : undefined;
}

/** Turns any error the client can act on into an ApiError; anything else stays a 500. */
export function toApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) return validationFailed(fieldProblems(error));
  const databaseError = error as DatabaseError & { status?: number; statusCode?: number; httpCode?: number; type?: string; expose?: boolean };
  if (databaseError.code && UNIQUE_VIOLATIONS.has(databaseError.code)) {
    const column = violatedColumn(databaseError);
    return conflict(column ? `Another record already uses this ${column}` : 'This record already exists', column ? [{ path: column, message: 'Already in use' }] : undefined);
  }
  if (databaseError.code && NOT_NULL_VIOLATIONS.has(databaseError.code)) return badRequest('validation_failed', 'A required field is missing');
  if (databaseError.code && FOREIGN_KEY_VIOLATIONS.has(databaseError.code)) return conflict('This record is still referenced by another one');
  // formidable (multipart) reports size limits with code 1009 (file) / 1016 (total) and an httpCode.
  if (databaseError.httpCode === 413 || databaseError.code === '1009' || (databaseError.code as unknown) === 1009 || (databaseError.code as unknown) === 1016) {
    return payloadTooLarge(`Each file must be at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB`);
  }
  const status = databaseError.status ?? databaseError.statusCode ?? databaseError.httpCode;
  if (status === 413) return payloadTooLarge('The request body is too large');
  if (databaseError.type === 'entity.parse.failed' || (status === 400 && /JSON/i.test(databaseError.message ?? ''))) {
    return badRequest('invalid_json', 'The request body is not valid JSON');
  }
  if (status && status >= 400 && status < 500) return new ApiError(status, 'bad_request', databaseError.message ?? 'Bad request');
  return undefined;
}

/** One middleware turns every failure into the `{error: {code, message, fields?}}` envelope. */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const apiError = toApiError(error);
      const body: ApiErrorBody = apiError
        ? { error: { code: apiError.code, message: apiError.message, ...(apiError.fields ? { fields: apiError.fields } : {}) } }
        : { error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } };
      if (apiError) ctx.set(apiError.headers);
      else logger.error({ err: error, method: ctx.method, path: ctx.path }, 'request failed');
      ctx.status = apiError?.status ?? 500;
      ctx.body = body;
    }
  };
}
