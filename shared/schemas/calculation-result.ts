import { z } from 'zod';
import { ACTIVITY_LEVELS, GENDERS, GOALS } from '../calculator';
import { withProblem } from './field-problems';

/** The calculator's inputs with the spec's ranges (section 5); the three macro shares must total 100. */
export const calculatorInputSchema = z
  .object({
    gender: z.enum(GENDERS),
    age: z.number({ error: 'Must be a number' }).int().min(1).max(120),
    weight: z.number({ error: 'Must be a number' }).min(1).max(500),
    height: z.number({ error: 'Must be a number' }).min(50).max(300),
    activityLevel: z.enum(ACTIVITY_LEVELS),
    goal: z.enum(GOALS),
    proteinPercent: z.number({ error: 'Must be a number' }).min(5).max(50),
    carbPercent: z.number({ error: 'Must be a number' }).min(5).max(70),
    fatPercent: z.number({ error: 'Must be a number' }).min(5).max(50),
  })
  .refine((input) => input.proteinPercent + input.carbPercent + input.fatPercent === 100, {
    ...withProblem('macro_total', 'Macronutrient percentages must total 100%'),
    path: ['fatPercent'],
  });
