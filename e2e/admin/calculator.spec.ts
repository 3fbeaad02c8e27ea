import { expect, test } from './support/fixtures';
import { openTab } from './support/dashboard';
import { adminText } from './support/texts';

test.beforeEach(async ({ openDashboard, page }) => {
  await openDashboard();
  await openTab(page, 'tabs.calculator');
});

test('shows no results until Calculate, then the default case worked by hand with its macro chart', async ({ page }) => {
  const results = page.getByTestId('calculator-results');
  await expect(results).toContainText(adminText('calculator.noResults'));
  await page.getByRole('button', { name: adminText('calculator.calculate') }).click();

  // Male, 25, 70 kg, 175 cm, moderately active, maintain: BMR 1673.75 -> 1674, TDEE 2594.31 -> 2594, BMI 22.9.
  await expect(page.getByTestId('daily-calories')).toHaveText('2,594');
  await expect(page.getByTestId('bmr')).toHaveText('1,674');
  await expect(page.getByTestId('tdee')).toHaveText('2,594');
  await expect(page.getByTestId('bmi')).toHaveText('22.9');
  await expect(results).toContainText(adminText('calculator.bmiCategories.normal'));
  await expect(results.getByRole('img', { name: adminText('calculator.chartTitle') })).toBeVisible();
  await expect(results).toContainText(adminText('calculator.grams', { grams: '194.6' }));
  await expect(results).toContainText(adminText('calculator.grams', { grams: '259.4' }));
  await expect(results).toContainText(adminText('calculator.grams', { grams: '86.5' }));
});

test('disables Calculate while the macros total 99, with the red badge and both messages', async ({ page }) => {
  const calculate = page.getByRole('button', { name: adminText('calculator.calculate') });
  await expect(page.getByTestId('macro-total')).toHaveText(adminText('calculator.total', { total: 100 }));
  await page.getByRole('spinbutton', { name: adminText('calculator.fat') }).fill('29');

  await expect(page.getByTestId('macro-total')).toHaveText(adminText('calculator.total', { total: 99 }));
  // Fluent's danger red (colorPaletteRedBackground3).
  await expect(page.getByTestId('macro-total')).toHaveCSS('background-color', 'rgb(209, 52, 56)');
  await expect(calculate).toBeDisabled();
  await expect(page.getByText('Macronutrient percentages must total exactly 100%')).toBeVisible();
  await expect(page.getByText('Macronutrient percentages must total 100%', { exact: true })).toBeVisible();

  await page.getByRole('spinbutton', { name: adminText('calculator.fat') }).fill('30');
  await expect(calculate).toBeEnabled();
});

test('checks the ranges of the spec before calculating', async ({ page }) => {
  await page.getByRole('spinbutton', { name: adminText('calculator.age') }).fill('121');
  await page.getByRole('button', { name: adminText('calculator.calculate') }).click();
  await expect(page.getByText(adminText('validation.max', { max: 120 }))).toBeVisible();
  await expect(page.getByTestId('calculator-results')).toContainText(adminText('calculator.noResults'));
});
