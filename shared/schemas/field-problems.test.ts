import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calculatorInputSchema } from './calculation-result';
import { blogPostInputSchema } from './blog-post';
import { idParam, optionalImageUrl, publishedAt } from './common';
import { leadInputSchema, leadListQuerySchema, leadUpdateSchema } from './lead';
import { FIELD_PROBLEM_CODES, fieldProblemsOf, isFieldProblemCode, type FieldProblem } from './field-problems';
import { packageInputSchema } from './package';
import { serviceInputSchema } from './service';
import { socialLinkInputSchema } from './social-link';

/** The field problems of `value` under `schema`, parsed as the server and the admin parse (keeping each input). */
function problemsOf(schema: z.ZodType, value: unknown): FieldProblem[] {
  const result = schema.safeParse(value, { reportInput: true });
  expect(result.success).toBe(false);
  return fieldProblemsOf(result.error!.issues);
}

const codesOf = (schema: z.ZodType, value: unknown) => problemsOf(schema, value).map(({ path, code }) => `${path}: ${code}`);

interface ZodInternals {
  _zod: { def: Record<string, unknown> & { type?: string; checks?: { _zod: { def: { check: string; params?: { problem?: unknown }; format?: string } } }[] } };
}

/** Every schema reachable from `schema` (object fields, list items, wrapped and piped schemas, union options). */
function* schemasWithin(schema: ZodInternals, seen = new Set<unknown>()): Generator<ZodInternals> {
  if (seen.has(schema)) return;
  seen.add(schema);
  yield schema;
  const { def } = schema._zod;
  const children: unknown[] = [
    ...Object.values((def.shape as Record<string, unknown> | undefined) ?? {}),
    ...((def.options as unknown[] | undefined) ?? []),
    def.element,
    def.innerType,
    def.in,
    def.out,
  ];
  for (const child of children) if (child instanceof z.ZodType) yield* schemasWithin(child as unknown as ZodInternals, seen);
}

/** Each check of every schema the shared schema files export, named by where it was found. */
async function sharedChecks() {
  const directory = __dirname;
  const checks: { where: string; check: string; problem: unknown; format?: string }[] = [];
  for (const file of fs.readdirSync(directory).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const module = (await import(path.join(directory, file))) as Record<string, unknown>;
    for (const [name, exported] of Object.entries(module)) {
      if (!(exported instanceof z.ZodType)) continue;
      for (const schema of schemasWithin(exported as unknown as ZodInternals)) {
        for (const { _zod } of schema._zod.def.checks ?? []) {
          checks.push({ where: `${file} ${name}`, check: _zod.def.check, problem: _zod.def.params?.problem, format: _zod.def.format });
        }
      }
    }
  }
  return checks;
}

describe('field problem codes', () => {
  it('are declared by every custom refinement of the shared schemas, and no check is a bare pattern', async () => {
    const checks = await sharedChecks();
    const refinements = checks.filter((check) => check.check === 'custom');
    expect(refinements.length).toBeGreaterThanOrEqual(9);
    for (const refinement of refinements) expect(isFieldProblemCode(refinement.problem), refinement.where).toBe(true);
    // A regex check's issue names no problem (format 'regex'): such a rule is a refinement declaring its code.
    expect(checks.filter((check) => check.check === 'string_format' && check.format !== 'email')).toEqual([]);
  });

  it('name the failure of each refinement and format', () => {
    expect(codesOf(blogPostInputSchema.shape.slug, 'Not A Slug')).toEqual(['(body): invalid_slug']);
    expect(codesOf(socialLinkInputSchema.shape.url, 'javascript:alert(1)')).toEqual(['(body): invalid_link']);
    expect(codesOf(optionalImageUrl, 'data:image/png;base64,AA')).toEqual(['(body): invalid_image_url']);
    expect(codesOf(publishedAt, '2026-02-30')).toEqual(['(body): invalid_date']);
    expect(codesOf(idParam, '0')).toEqual(['(body): not_whole_number']);
    expect(codesOf(packageInputSchema.shape.featuresEn, [])).toEqual(['(body): at_least_one_feature']);
    expect(codesOf(leadInputSchema.shape.email, 'nope')).toEqual(['(body): invalid_email']);
    const calculator = { gender: 'male', age: 30, weight: 70, height: 175, activityLevel: 'sedentary', goal: 'maintain_weight', proteinPercent: 30, carbPercent: 40, fatPercent: 29 };
    expect(codesOf(calculatorInputSchema, calculator)).toEqual(['fatPercent: macro_total']);
    expect(codesOf(leadListQuerySchema, { from: '2026-13-01', limit: '-1' })).toEqual(['from: invalid_date', 'limit: not_whole_number']);
    expect(codesOf(leadListQuerySchema, { from: '2026-11-02', to: '2026-11-01' })).toEqual(['to: ends_before_start']);
  });

  it('tell a missing value from one of the wrong type, and carry the limits their texts need', () => {
    expect(problemsOf(leadInputSchema, { name: 'x'.repeat(201), email: ['a@b.co'], message: '  ' })).toEqual([
      { path: 'name', code: 'too_long', message: 'Must be at most 200 characters', values: { max: 200 } },
      { path: 'email', code: 'not_text', message: 'Must be text' },
      { path: 'message', code: 'required', message: 'Required' },
    ]);
    expect(codesOf(leadInputSchema, {})).toEqual(['name: required', 'email: required', 'message: required']);
    expect(problemsOf(calculatorInputSchema, { gender: 'other', age: 0, weight: 'heavy', height: 400 })).toEqual(
      expect.arrayContaining([
        { path: 'gender', code: 'invalid_choice', message: expect.any(String) },
        { path: 'age', code: 'too_small', message: expect.any(String), values: { min: 1 } },
        { path: 'weight', code: 'not_a_number', message: 'Must be a number' },
        { path: 'height', code: 'too_big', message: expect.any(String), values: { max: 300 } },
      ]),
    );
    expect(codesOf(serviceInputSchema.shape.displayOrder, -1)).toEqual(['(body): negative']);
    expect(codesOf(serviceInputSchema.shape.displayOrder, 1.5)).toEqual(['(body): not_whole_number']);
    expect(codesOf(serviceInputSchema.shape.isActive, 'yes')).toEqual(['(body): not_boolean']);
    expect(problemsOf(packageInputSchema.shape.featuresEn, Array.from({ length: 31 }, () => 'x'))).toEqual([
      { path: '(body)', code: 'too_many', message: 'At most 30 features', values: { max: 30 } },
    ]);
    expect(codesOf(leadUpdateSchema, { isRead: true, pinned: true })).toEqual(['(body): unknown_field']);
    expect(codesOf(leadInputSchema, [])).toEqual(['(body): wrong_type']);
    expect(codesOf(optionalImageUrl, 5)).toEqual(['(body): not_text']);
  });

  it('is a closed list without repeats', () => {
    expect(new Set(FIELD_PROBLEM_CODES).size).toBe(FIELD_PROBLEM_CODES.length);
    expect(FIELD_PROBLEM_CODES.every((code) => /^[a-z]+(?:_[a-z]+)*$/.test(code))).toBe(true);
  });
});
