import { z } from 'zod';
import { idParam } from '../../shared/schemas/common';
import { fieldProblems, nothingToUpdate, validationFailed } from './errors';

/**
 * The request's input parsed by a shared zod schema, or a 400 naming each bad field.
 * Handlers call this first and read nothing else of the request (kept as a call rather than
 * a middleware so that the parsed type reaches the handler).
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
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
