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
  it('uses the lightly active multiplier and classifies an obese BMI', () => {
    // BMR = 950 + 1000 - 250 - 161 = 1539; TDEE = 1539 * 1.375 = 2116.125; calories = 2116.125 * 0.85 = 1798.70625
    // protein 30% / 4 = 134.90; carbs 40% / 4 = 179.87; fat 30% / 9 = 59.96; BMI = 95 / 1.6^2 = 37.11
    expect(
      calculateNutrition({ ...CALCULATOR_DEFAULTS, gender: 'female', age: 50, weight: 95, height: 160, activityLevel: 'lightly_active', goal: 'lose_weight' }),
    ).toEqual({ bmr: 1539, tdee: 2116, dailyCalories: 1799, proteinGrams: 134.9, carbGrams: 179.9, fatGrams: 60, bmi: 37.1, bmiCategory: 'obese' });
  });

  it('uses the very active multiplier and classifies an underweight BMI', () => {
    // BMR = 500 + 1125 - 95 + 5 = 1535; TDEE = 1535 * 1.725 = 2647.875; calories = 2647.875 * 1.1 = 2912.6625; BMI = 50 / 1.8^2 = 15.43
    const result = calculateNutrition({ ...CALCULATOR_DEFAULTS, age: 19, weight: 50, height: 180, activityLevel: 'very_active', goal: 'gain_muscle' });
    expect([result.bmr, result.tdee, result.dailyCalories, result.bmi, result.bmiCategory]).toEqual([1535, 2648, 2913, 15.4, 'underweight']);
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
