import { z } from 'zod';
import { idParam } from '../../shared/schemas/common';
import { fieldProblems, nothingToUpdate, validationFailed } from './errors';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (String#toWellFormed is ES2024). */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Deeper than any request schema: values below are left to the schema, which refuses them without walking them. */
const DEEPEST_INPUT = 8;

/**
 * Its texts as well-formed Unicode: an unpaired surrogate (which JSON can carry and UTF-8 cannot) becomes U+FFFD, as a
 * browser sends it. Otherwise the database would store it as three U+FFFD, longer than the length just validated.
 */
function wellFormed(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(UNPAIRED_SURROGATE, '\uFFFD');
  if (depth >= DEEPEST_INPUT || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => wellFormed(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, wellFormed(item, depth + 1)]));
}

/**
 * The request's input parsed by a shared zod schema, or a 400 naming each bad field.
 * Handlers call this first and read nothing else of the request (kept as a call rather than
 * a middleware so that the parsed type reaches the handler).
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  // The issues keep their input so that a missing field reads as 'required' and a value of the wrong type does not.
  const result = schema.safeParse(wellFormed(value ?? {}), { reportInput: true });
  if (!result.success) throw validationFailed(fieldProblems(result.error));
  return result.data;
}

/**
 * Like parseInput, for updates that change only the fields sent: a body holding none of the schema's fields
 * (`{}`, or only unknown ones, which the schema drops) is a 400 that names the fields it takes.
 */
export function parseUpdate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const input = parseInput(schema, value);
  if (hasNoField(input)) throw nothingToUpdate(schema instanceof z.ZodObject ? Object.keys(schema.shape) : []);
  return input;
}

/** True for an object whose every value is missing: an UPDATE with it would set nothing. */
export const hasNoField = (input: unknown) =>
  typeof input === 'object' && input !== null && Object.values(input).every((value) => value === undefined);

const idParams = z.object({ id: idParam });

/** The `:id` route parameter as a positive integer, or a 400 naming `id`. */
export const parseId = (value: string | undefined): number => parseInput(idParams, { id: value }).id;
