/** The nutrition calculator: pure, computed from unrounded values, rounding only the results. */

export const GENDERS = ['male', 'female'] as const;
export const ACTIVITY_LEVELS = ['sedentary', 'lightly_active', 'moderately_active', 'very_active', 'super_active'] as const;
export const GOALS = ['lose_weight', 'maintain_weight', 'gain_muscle'] as const;

type Gender = (typeof GENDERS)[number];
type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];
type Goal = (typeof GOALS)[number];

const ACTIVITY_MULTIPLIERS: Record<ActivityLevel, number> = {
  sedentary: 1.2,
  lightly_active: 1.375,
  moderately_active: 1.55,
  very_active: 1.725,
  super_active: 1.9,
};

const GOAL_FACTORS: Record<Goal, number> = { lose_weight: 0.85, maintain_weight: 1, gain_muscle: 1.1 };

const KCAL_PER_GRAM = { protein: 4, carb: 4, fat: 9 } as const;

/** The BMI bands, lightest first. */
export const BMI_CATEGORIES = ['underweight', 'normal', 'overweight', 'obese'] as const;
type BmiCategory = (typeof BMI_CATEGORIES)[number];

export interface CalculatorInput {
  gender: Gender;
  age: number;
  /** kilograms */
  weight: number;
  /** centimetres */
  height: number;
  activityLevel: ActivityLevel;
  goal: Goal;
  proteinPercent: number;
  carbPercent: number;
  fatPercent: number;
}

export interface CalculatorResult {
  bmr: number;
  tdee: number;
  dailyCalories: number;
  proteinGrams: number;
  carbGrams: number;
  fatGrams: number;
  bmi: number;
  bmiCategory: BmiCategory;
}

export const CALCULATOR_DEFAULTS: CalculatorInput = {
  gender: 'male',
  age: 25,
  weight: 70,
  height: 175,
  activityLevel: 'moderately_active',
  goal: 'maintain_weight',
  proteinPercent: 30,
  carbPercent: 40,
  fatPercent: 30,
};

const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

export function bmiCategory(bmi: number): BmiCategory {
  if (bmi < 18.5) return 'underweight';
  if (bmi < 25) return 'normal';
  if (bmi < 30) return 'overweight';
  return 'obese';
}

/** True when the three macro shares add up to exactly 100. */
export const macrosTotal = (input: Pick<CalculatorInput, 'proteinPercent' | 'carbPercent' | 'fatPercent'>) =>
  input.proteinPercent + input.carbPercent + input.fatPercent;

/** Mifflin-St Jeor BMR, activity TDEE, goal-adjusted calories, macro grams and BMI. */
export function calculateNutrition(input: CalculatorInput): CalculatorResult {
  const bmr = 10 * input.weight + 6.25 * input.height - 5 * input.age + (input.gender === 'male' ? 5 : -161);
  const tdee = bmr * ACTIVITY_MULTIPLIERS[input.activityLevel];
  const dailyCalories = tdee * GOAL_FACTORS[input.goal];
  const heightMetres = input.height / 100;
  const bmi = input.weight / (heightMetres * heightMetres);
  return {
    bmr: Math.round(bmr),
    tdee: Math.round(tdee),
    dailyCalories: Math.round(dailyCalories),
    proteinGrams: roundTo((dailyCalories * input.proteinPercent) / 100 / KCAL_PER_GRAM.protein, 1),
    carbGrams: roundTo((dailyCalories * input.carbPercent) / 100 / KCAL_PER_GRAM.carb, 1),
    fatGrams: roundTo((dailyCalories * input.fatPercent) / 100 / KCAL_PER_GRAM.fat, 1),
    bmi: roundTo(bmi, 1),
    bmiCategory: bmiCategory(bmi),
  };
}
