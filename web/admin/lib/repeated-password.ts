import { z } from 'zod';
import { withProblem } from '@shared/schemas/field-problems';

/** `schema` with a `confirmPassword` field that must repeat its `field` ('Passwords do not match' under it otherwise). */
export function withRepeatedPassword<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, field: keyof Shape & string) {
  return schema.extend({ confirmPassword: z.string() }).refine(
    (input) => {
      const values = input as Record<string, unknown>;
      return values[field] === values.confirmPassword;
    },
    { ...withProblem('passwords_mismatch', 'Passwords do not match'), path: ['confirmPassword'] },
  );
}
