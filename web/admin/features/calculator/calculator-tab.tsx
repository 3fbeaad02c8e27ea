import { Badge, Button, Field, Input, makeStyles, mergeClasses, MessageBar, MessageBarBody, Radio, RadioGroup, Select, Text, tokens } from '@fluentui/react-components';
import { ArrowReset20Regular, Calculator20Regular, Calculator24Regular, DataPie24Regular } from '@fluentui/react-icons';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  ACTIVITY_LEVELS,
  CALCULATOR_DEFAULTS,
  calculateNutrition,
  GENDERS,
  GOALS,
  macrosTotal,
  type CalculatorInput,
  type CalculatorResult,
} from '@shared/calculator';
import { calculatorInputSchema } from '@shared/schemas/calculation-result';
import { EmptyState } from '../../components/empty-state';
import { useFormMessage } from '../../components/form-fields';
import { SectionCard } from '../../components/section-card';
import { useZodForm } from '../../hooks/use-zod-form';
import { useAdminTranslation } from '../../i18n';
import { PROBLEM_TEXT_KEYS } from '../../lib/form-messages';
import { MacroChart } from './macro-chart';

type NumberField = 'age' | 'weight' | 'height' | 'proteinPercent' | 'carbPercent' | 'fatPercent';
type CalculatorValues = Record<NumberField, string> & Pick<CalculatorInput, 'gender' | 'activityLevel' | 'goal'>;

const DEFAULT_VALUES: CalculatorValues = {
  ...CALCULATOR_DEFAULTS,
  age: String(CALCULATOR_DEFAULTS.age),
  weight: String(CALCULATOR_DEFAULTS.weight),
  height: String(CALCULATOR_DEFAULTS.height),
  proteinPercent: String(CALCULATOR_DEFAULTS.proteinPercent),
  carbPercent: String(CALCULATOR_DEFAULTS.carbPercent),
  fatPercent: String(CALCULATOR_DEFAULTS.fatPercent),
};

// Blank inputs must fail validation rather than count as 0.
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const toInput = (values: CalculatorValues) => ({
  ...values,
  age: numberOf(values.age),
  weight: numberOf(values.weight),
  height: numberOf(values.height),
  proteinPercent: numberOf(values.proteinPercent),
  carbPercent: numberOf(values.carbPercent),
  fatPercent: numberOf(values.fatPercent),
});

const MACRO_COLORS = { protein: '#2e7644', carbs: '#e0a526', fat: '#d0643b' };
const BMI_COLORS = { underweight: 'informative', normal: 'success', overweight: 'warning', obese: 'danger' } as const;

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' },
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // Fluent inputs have a minimum width of their own: let them shrink with their column.
  input: { minWidth: 0, width: '100%' },
  // Top-aligned: a message under one field must not push its neighbours' inputs down.
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(88px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'start' },
  macroHeader: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  tiles: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: tokens.spacingHorizontalM },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  featured: { backgroundColor: tokens.colorBrandBackground2 },
  tileValue: { fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** One result: its name, its value (larger when featured) and what stands under it (its unit, or the BMI's category). */
function ResultTile(props: { label: string; value: string; testId: string; featured?: boolean; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.tile, props.featured && styles.featured)}>
      <Text size={200}>{props.label}</Text>
      <Text size={props.featured ? 700 : 600} weight={props.featured ? 'bold' : 'semibold'} className={styles.tileValue} data-testid={props.testId}>
        {props.value}
      </Text>
      {props.children}
    </div>
  );
}

/** The nutrition calculator: inputs with the spec's defaults and ranges, results with a macro chart. */
export function CalculatorTab() {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const messageOf = useFormMessage();
  const form = useZodForm(calculatorInputSchema, DEFAULT_VALUES);
  const [result, setResult] = useState<{ input: CalculatorInput; output: CalculatorResult } | null>(null);

  const macroInput = toInput(form.values);
  const total = macrosTotal(macroInput);
  const totalIsRight = total === 100;

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(toInput);
    if (input) setResult({ input, output: calculateNutrition(input) });
  };

  const reset = () => {
    form.reset(DEFAULT_VALUES);
    setResult(null);
  };

  const numberField = (field: NumberField, label: string, unit: string, range: [number, number]) => {
    // The fat field carries the total's message while the split is off.
    const problem = field === 'fatPercent' && !totalIsRight && Number.isFinite(total) ? { key: PROBLEM_TEXT_KEYS.macro_total } : form.errors[field];
    return (
      <Field label={label} required validationState={problem ? 'error' : 'none'} validationMessage={messageOf(problem)} hint={t('calculator.range', { min: range[0], max: range[1] })}>
        <Input
          className={styles.input}
          type="number"
          inputMode="decimal"
          min={range[0]}
          max={range[1]}
          value={form.values[field]}
          contentAfter={<Text size={200}>{unit}</Text>}
          onChange={(_, data) => form.setField(field, data.value)}
        />
      </Field>
    );
  };

  const number = (value: number, digits = 0) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const perDay = (
    <Text size={200} className={styles.muted}>
      {t('calculator.units.kcalPerDay')}
    </Text>
  );

  return (
    <div className={styles.layout}>
      <SectionCard icon={<Calculator24Regular />} title={t('calculator.inputsTitle')} description={t('calculator.inputsDescription')}>
        <form className={styles.form} onSubmit={calculate} noValidate aria-label={t('calculator.inputsTitle')}>
          <Field label={t('calculator.gender')} required>
            <RadioGroup layout="horizontal" value={form.values.gender} onChange={(_, data) => form.setField('gender', data.value as CalculatorValues['gender'])}>
              {GENDERS.map((gender) => (
                <Radio key={gender} value={gender} label={t(`calculator.genders.${gender}`)} />
              ))}
            </RadioGroup>
          </Field>
          <div className={styles.row}>
            {numberField('age', t('calculator.age'), t('calculator.units.years'), [1, 120])}
            {numberField('weight', t('calculator.weight'), t('calculator.units.kg'), [1, 500])}
            {numberField('height', t('calculator.height'), t('calculator.units.cm'), [50, 300])}
          </div>
          <Field label={t('calculator.activityLevel')} required>
            <Select value={form.values.activityLevel} onChange={(_, data) => form.setField('activityLevel', data.value as CalculatorValues['activityLevel'])}>
              {ACTIVITY_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`calculator.activityLevels.${level}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('calculator.goal')} required>
            <Select value={form.values.goal} onChange={(_, data) => form.setField('goal', data.value as CalculatorValues['goal'])}>
              {GOALS.map((goal) => (
                <option key={goal} value={goal}>
                  {t(`calculator.goals.${goal}`)}
                </option>
              ))}
            </Select>
          </Field>
          <div className={styles.macroHeader}>
            <Text weight="semibold">{t('calculator.macroSplit')}</Text>
            <Badge appearance="filled" color={totalIsRight ? 'success' : 'danger'} data-testid="macro-total">
              {t('calculator.total', { total: Number.isFinite(total) ? total : '–' })}
            </Badge>
          </div>
          <div className={styles.row}>
            {numberField('proteinPercent', t('calculator.protein'), '%', [5, 50])}
            {numberField('carbPercent', t('calculator.carbs'), '%', [5, 70])}
            {numberField('fatPercent', t('calculator.fat'), '%', [5, 50])}
          </div>
          {!totalIsRight ? (
            <MessageBar intent="error">
              <MessageBarBody>{t('calculator.totalWarning')}</MessageBarBody>
            </MessageBar>
          ) : null}
          <div className={styles.actions}>
            <Button appearance="primary" type="submit" icon={<Calculator20Regular />} disabled={!totalIsRight}>
              {t('calculator.calculate')}
            </Button>
            <Button icon={<ArrowReset20Regular />} onClick={reset}>
              {t('calculator.reset')}
            </Button>
          </div>
        </form>
      </SectionCard>

      <SectionCard icon={<DataPie24Regular />} title={t('calculator.resultsTitle')} testId="calculator-results">
        {result ? (
          <>
            <div className={styles.tiles}>
              <ResultTile label={t('calculator.dailyCalories')} value={number(result.output.dailyCalories)} testId="daily-calories" featured>
                {perDay}
              </ResultTile>
              <ResultTile label={t('calculator.bmr')} value={number(result.output.bmr)} testId="bmr">
                {perDay}
              </ResultTile>
              <ResultTile label={t('calculator.tdee')} value={number(result.output.tdee)} testId="tdee">
                {perDay}
              </ResultTile>
              <ResultTile label={t('calculator.bmi')} value={number(result.output.bmi, 1)} testId="bmi">
                <Badge appearance="tint" color={BMI_COLORS[result.output.bmiCategory]}>
                  {t(`calculator.bmiCategories.${result.output.bmiCategory}`)}
                </Badge>
              </ResultTile>
            </div>
            <MacroChart
              title={t('calculator.chartTitle')}
              centerValue={number(result.output.dailyCalories)}
              centerLabel={t('calculator.units.kcal')}
              gramsLabel={(grams) => t('calculator.grams', { grams: number(grams, 1) })}
              slices={[
                { label: t('calculator.protein'), percent: result.input.proteinPercent, grams: result.output.proteinGrams, color: MACRO_COLORS.protein },
                { label: t('calculator.carbs'), percent: result.input.carbPercent, grams: result.output.carbGrams, color: MACRO_COLORS.carbs },
                { label: t('calculator.fat'), percent: result.input.fatPercent, grams: result.output.fatGrams, color: MACRO_COLORS.fat },
              ]}
            />
            <Text size={200} className={styles.muted}>
              {t('calculator.disclaimer')}
            </Text>
          </>
        ) : (
          <EmptyState icon={<Calculator24Regular />} title={t('calculator.noResults')}>
            <Text size={200}>{t('calculator.noResultsHint')}</Text>
          </EmptyState>
        )}
      </SectionCard>
    </div>
  );
}
