import { z } from 'zod';
import { idParam } from '../../shared/schemas/common';
import { fieldProblems, validationFailed } from './errors';

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

const idParams = z.object({ id: idParam });

/** The `:id` route parameter as a positive integer, or a 400 naming `id`. */
export const parseId = (value: string | undefined): number => parseInput(idParams, { id: value }).id;
