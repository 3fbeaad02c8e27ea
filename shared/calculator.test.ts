import { describe, expect, it } from 'vitest';
import { CALCULATOR_DEFAULTS, bmiCategory, calculateNutrition } from './calculator';

describe('calculateNutrition', () => {
  it('computes the default case worked by hand', () => {
    // BMR = 700 + 1093.75 - 125 + 5 = 1673.75; TDEE = 1673.75 * 1.55 = 2594.3125; maintain keeps it.
    // protein 30% = 778.29375 kcal / 4 = 194.57; carbs 40% = 1037.725 / 4 = 259.43; fat 30% / 9 = 86.48.
    // BMI = 70 / 1.75^2 = 22.857...
    expect(calculateNutrition(CALCULATOR_DEFAULTS)).toEqual({
      bmr: 1674,
      tdee: 2594,
      dailyCalories: 2594,
      proteinGrams: 194.6,
      carbGrams: 259.4,
      fatGrams: 86.5,
      bmi: 22.9,
      bmiCategory: 'normal',
    });
  });

  it('uses the female constant, the activity multiplier and the weight-loss factor on unrounded values', () => {
    // BMR = 600 + 1031.25 - 200 - 161 = 1270.25; TDEE = 1270.25 * 1.2 = 1524.3; calories = 1524.3 * 0.85 = 1295.655
    const result = calculateNutrition({
      ...CALCULATOR_DEFAULTS,
      gender: 'female',
      age: 40,
      weight: 60,
      height: 165,
      activityLevel: 'sedentary',
      goal: 'lose_weight',
      proteinPercent: 35,
      carbPercent: 35,
      fatPercent: 30,
    });
    expect(result.bmr).toBe(1270);
    expect(result.tdee).toBe(1524);
    expect(result.dailyCalories).toBe(1296);
    // 1295.655 * 0.35 / 4 = 113.369...; fat 1295.655 * 0.3 / 9 = 43.1885
    expect(result.proteinGrams).toBe(113.4);
    expect(result.carbGrams).toBe(113.4);
    expect(result.fatGrams).toBe(43.2);
    // 60 / 1.65^2 = 22.038...
    expect(result.bmi).toBe(22);
  });

  it('adds 10% for muscle gain with the super active multiplier', () => {
    // BMR = 900 + 1187.5 - 150 + 5 = 1942.5; TDEE = 3690.75; calories = 4059.825
    const result = calculateNutrition({ ...CALCULATOR_DEFAULTS, age: 30, weight: 90, height: 190, activityLevel: 'super_active', goal: 'gain_muscle' });
    expect(result.tdee).toBe(3691);
    expect(result.dailyCalories).toBe(4060);
    expect(result.bmiCategory).toBe('normal');
  });
});

describe('bmiCategory', () => {
  it.each([
    [18.4, 'underweight'],
    [18.5, 'normal'],
    [24.99, 'normal'],
    [25, 'overweight'],
    [29.9, 'overweight'],
    [30, 'obese'],
  ] as const)('classifies %s as %s', (bmi, category) => {
    expect(bmiCategory(bmi)).toBe(category);
  });
});
