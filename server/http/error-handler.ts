import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import type { ApiErrorBody } from '@shared/api-types';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@shared/constants';
import { ApiError, badRequest, conflict, fieldProblems, inUse, payloadTooLarge, unsupportedMediaType, validationFailed } from './errors';

interface DatabaseError {
  code?: string;
  message?: string;
  detail?: string;
}

const UNIQUE_VIOLATIONS = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505']);
const NOT_NULL_VIOLATIONS = new Set(['SQLITE_CONSTRAINT_NOTNULL', '23502']);
const FOREIGN_KEY_VIOLATIONS = new Set(['SQLITE_CONSTRAINT_FOREIGNKEY', '23503']);

/** True for either engine's refusal of a value a UNIQUE index already holds. */
export const isUniqueViolation = (error: unknown): boolean => UNIQUE_VIOLATIONS.has((error as DatabaseError | undefined)?.code ?? '');

const snakeToCamel = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The column a unique-constraint message names, in either engine's wording. */
function violatedColumn(error: DatabaseError): string | undefined {
  const sqlite = /constraint failed: \w+\.(\w+)/.exec(error.message ?? '');
  const postgres = /Key \((\w+)\)/.exec(error.detail ?? '');
  const column = sqlite?.[1] ?? postgres?.[1];
  return column ? snakeToCamel(column) : undefined;
}

/** formidable's error codes (formidable/src/FormidableError.js) for the limits the uploads set. */
const FORMIDABLE = { totalTooLarge: 1009, emptyFile: 1010, tooManyFiles: 1015, fileTooLarge: 1016 } as const;

/** A multipart failure (formidable: a numeric code from 1000 and an httpCode) in words the admin can act on. */
function uploadError(error: { code?: unknown; httpCode?: unknown }): ApiError | undefined {
  if (typeof error.code !== 'number' || error.code < 1000 || error.code >= 1100 || typeof error.httpCode !== 'number') return undefined;
  const megabytes = UPLOAD_MAX_BYTES / (1024 * 1024);
  switch (error.code) {
    case FORMIDABLE.fileTooLarge:
      return payloadTooLarge(`Each file must be at most ${megabytes} MB`);
    case FORMIDABLE.totalTooLarge:
      return payloadTooLarge(`The files must total at most ${megabytes * UPLOAD_MAX_FILES} MB`);
    case FORMIDABLE.tooManyFiles:
      return new ApiError(413, 'too_many_files', `Send at most ${UPLOAD_MAX_FILES} files at once`);
    case FORMIDABLE.emptyFile:
      return badRequest('empty_file', 'The file is empty');
    default:
      return badRequest('invalid_multipart', 'The upload could not be read: send it as multipart/form-data');
  }
}

/** The body parser's refusals (koa-body through co-body, raw-body, inflation and zlib) in words the client can act on. */
function bodyError({ code, status, type, message = '' }: { code?: string; status?: number; type?: string; message?: string }): ApiError | undefined {
  // zlib (Z_DATA_ERROR, Z_BUF_ERROR...) or brotli (ERR__ERROR_FORMAT_...) on a body that is not what its Content-Encoding says.
  if (code && /^(Z_|ERR__ERROR_)/.test(code)) return badRequest('invalid_encoding', 'The body does not match its Content-Encoding: it could not be decompressed');
  const encoding = /^Unsupported Content-Encoding: (.*)$/.exec(message);
  if (status === 415 && encoding) {
    return unsupportedMediaType(`Send the body uncompressed, or compressed as gzip, deflate or br (Content-Encoding: ${encoding[1]} is not one of them)`);
  }
  if (status === 413) return payloadTooLarge('The request body is too large');
  // The JSON parser refuses a __proto__ key rather than let it reach an object's prototype.
  if (status === 400 && /forbidden prototype property/.test(message)) return badRequest('forbidden_key', 'The body holds a key that is not allowed: __proto__');
  if (type === 'entity.parse.failed' || (status === 400 && /JSON/i.test(message))) return badRequest('invalid_json', 'The request body is not valid JSON');
  return undefined;
}

/** Turns any error the client can act on into an ApiError; anything else stays a 500. */
function toApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) return validationFailed(fieldProblems(error));
  const databaseError = error as DatabaseError & { status?: number; statusCode?: number; httpCode?: number; type?: string; expose?: boolean };
  if (isUniqueViolation(databaseError)) {
    const column = violatedColumn(databaseError);
    return conflict(column ? `Another record already uses this ${column}` : 'This record already exists', column ? [inUse(column)] : undefined);
  }
  if (databaseError.code && NOT_NULL_VIOLATIONS.has(databaseError.code)) return badRequest('validation_failed', 'A required field is missing');
  if (databaseError.code && FOREIGN_KEY_VIOLATIONS.has(databaseError.code)) return conflict('This record is still referenced by another one');
  const upload = uploadError(databaseError);
  if (upload) return upload;
  const status = databaseError.status ?? databaseError.statusCode ?? databaseError.httpCode;
  const body = bodyError({ code: databaseError.code, status, type: databaseError.type, message: databaseError.message });
  if (body) return body;
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
