import type { RouterContext } from '@koa/router';
import type { DefaultState, Middleware } from 'koa';
import { z } from 'zod';
import { idParam } from '@shared/schemas/common';
import { fieldProblems, nothingToUpdate, validationFailed } from './errors';
import { chainStep } from './route-chain';

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
 * The dotted paths of the texts in `value` that hold U+0000, which a PostgreSQL text cannot store (SQLite could): both
 * databases then refuse it alike, by the field's name, where PostgreSQL would answer the write with a 500.
 */
function textsWithNul(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path.length > 0 ? path.join('.') : '(body)'] : [];
  if (path.length >= DEEPEST_INPUT || value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => textsWithNul(item, [...path, key]));
}

/** `value` parsed by a shared zod schema, or a 400 naming each bad field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  // The issues keep their input so that a missing field reads as 'required' and a value of the wrong type does not.
  const result = schema.safeParse(wellFormed(value ?? {}), { reportInput: true });
  if (!result.success) throw validationFailed(fieldProblems(result.error));
  const nul = textsWithNul(result.data);
  if (nul.length > 0) throw validationFailed(nul.map((path) => ({ path, code: 'invalid', message: 'Must not contain the character U+0000 (NUL)' })));
  return result.data;
}

/** True for an object whose every value is missing: an UPDATE with it would set nothing. */
export const hasNoField = (input: unknown) =>
  typeof input === 'object' && input !== null && Object.values(input).every((value) => value === undefined);

/** The `:id` of a route's path: a record id, as a positive integer. */
export const idParams = z.object({ id: idParam });

/** The parts of a request a route reads, each with the schema that parses it. */
interface InputSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The body of an update, which changes only the fields it names: a body naming none of the schema's fields (`{}`,
   * or only unknown ones, which the schema drops) is a 400 naming the fields it takes. Given as a function, the schema
   * depends on the body (the packages list's star sends {isPopular} alone, the editor the whole package).
   */
  changes?: z.ZodType | ((body: unknown) => z.ZodType);
}

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : Schema extends (body: unknown) => infer Chosen ? z.output<Chosen & z.ZodType> : never;

/** The parsed parts of a request, by the names of their schemas. */
type ParsedInput<Schemas extends InputSchemas> = { [Part in keyof Schemas]: Parsed<Schemas[Part]> };

/** What `validate` adds to the context: the request's parsed input, all that the handler reads of the request. */
export interface ValidatedContext<Input> {
  input: Input;
}

/**
 * The validation step of a route's chain: parses the path parameters, the query and the body by their schemas (in
 * that order, a 400 naming the fields at the first part refused) and puts the result on `ctx.input`, typed for the
 * handlers after it.
 */
export function validate<Schemas extends InputSchemas>(schemas: Schemas): Middleware<DefaultState, ValidatedContext<ParsedInput<Schemas>>> {
  return chainStep('validate', async (ctx, next) => {
    const { params, query, body, changes } = schemas;
    const requestBody: unknown = ctx.request.body;
    const input: Partial<Record<keyof InputSchemas, unknown>> = {};
    if (params) input.params = parseInput(params, (ctx as unknown as RouterContext).params);
    if (query) input.query = parseInput(query, ctx.query);
    if (body) input.body = parseInput(body, requestBody);
    if (changes) {
      const schema = typeof changes === 'function' ? changes(requestBody) : changes;
      input.changes = parseInput(schema, requestBody);
      if (hasNoField(input.changes)) throw nothingToUpdate(schema instanceof z.ZodObject ? Object.keys(schema.shape) : []);
    }
    ctx.input = input as ParsedInput<Schemas>;
    await next();
  });
}
