import { Button, Field, Input, makeStyles, mergeClasses, Switch, Textarea, tokens, type InputProps } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { FieldBinding } from '../hooks/use-zod-form';
import { useAdminTranslation } from '../i18n';
import type { FormMessage } from '../lib/form-messages';

/** The text of a validation problem in the admin's language. */
export function useFormMessage() {
  const { t } = useAdminTranslation();
  return (message: FormMessage | undefined) => {
    if (!message) return undefined;
    return 'key' in message ? t(message.key, message.values) : message.text;
  };
}

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: '1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
    alignItems: 'start',
    '@media (min-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
  full: { '@media (min-width: 640px)': { gridColumn: '1 / -1' } },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // Fluent inputs have a minimum width of their own: let them shrink with their column.
  input: { minWidth: 0, width: '100%' },
});

interface TextFieldProps extends FieldBinding {
  label: string;
  required?: boolean;
  hint?: string;
  multiline?: boolean;
  rows?: number;
  /** The text's own direction: Arabic fields are right-to-left whatever the interface language. */
  lang?: 'en' | 'ar';
  type?: InputProps['type'];
  /** The keyboard a phone shows ('numeric' for codes). */
  inputMode?: InputProps['inputMode'];
  placeholder?: string;
  autoComplete?: string;
  /** For the one field of a step the user just arrived at (a sign-in code). */
  autoFocus?: boolean;
  className?: string;
  /** Spans both columns of a FormGrid. */
  wide?: boolean;
  min?: number;
  max?: number;
  step?: number | 'any';
  disabled?: boolean;
}

/** A labelled text input (or textarea) with its hint and validation problem. */
export function TextField(props: TextFieldProps) {
  const styles = useStyles();
  const messageOf = useFormMessage();
  const error = messageOf(props.error);
  const direction = props.lang === 'ar' ? 'rtl' : props.lang === 'en' ? 'ltr' : undefined;
  const common = {
    value: props.value,
    dir: direction,
    lang: props.lang,
    placeholder: props.placeholder,
    disabled: props.disabled,
  };
  return (
    <Field
      label={props.label}
      required={props.required}
      hint={props.hint}
      validationState={error ? 'error' : 'none'}
      validationMessage={error}
      className={mergeClasses(props.wide && styles.full, props.className)}
    >
      {props.multiline ? (
        <Textarea {...common} rows={props.rows ?? 4} resize="vertical" onChange={(_, data) => props.onChange(data.value)} />
      ) : (
        <Input
          {...common}
          className={styles.input}
          type={props.type}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete}
          autoFocus={props.autoFocus}
          min={props.min}
          max={props.max}
          step={props.step}
          onChange={(_, data) => props.onChange(data.value)}
        />
      )}
    </Field>
  );
}

/** A record's Status switch: Active (shown on the site) or Inactive. */
export function StatusField({ active, onChange }: { active: boolean; onChange(active: boolean): void }) {
  const { t } = useAdminTranslation();
  return (
    <Field label={t('common.status')}>
      <Switch checked={active} label={active ? t('common.active') : t('common.inactive')} onChange={(_, data) => onChange(data.checked)} />
    </Field>
  );
}

/** The English and Arabic versions of one text, side by side from the small breakpoint. */
export function BilingualField(props: { label: string; en: FieldBinding; ar: FieldBinding } & Pick<TextFieldProps, 'required' | 'multiline' | 'rows' | 'hint'>) {
  const { t } = useAdminTranslation();
  const { en, ar, label, ...rest } = props;
  return (
    <>
      <TextField {...rest} {...en} lang="en" label={t('common.inEnglish', { label })} />
      <TextField {...rest} {...ar} lang="ar" label={t('common.inArabic', { label })} />
    </>
  );
}

/** Two columns of fields from the small breakpoint, one below. */
export function FormGrid({ children }: { children: ReactNode }) {
  return <div className={useStyles().grid}>{children}</div>;
}

/** Fields stacked in one column. */
export function FormStack({ children }: { children: ReactNode }) {
  return <div className={useStyles().stack}>{children}</div>;
}

/** A FormGrid child spanning both columns. */
export function FullWidth({ children }: { children: ReactNode }) {
  return <div className={useStyles().full}>{children}</div>;
}

/** A form's primary submit button: Save unless told, held and reading Saving… (unless told) while `busy`. */
export function SubmitButton({ busy, label, busyLabel, disabled }: { busy?: boolean; label?: string; busyLabel?: string; disabled?: boolean }) {
  const { t } = useAdminTranslation();
  return (
    <Button appearance="primary" type="submit" disabled={busy || disabled}>
      {busy ? (busyLabel ?? t('common.saving')) : (label ?? t('common.save'))}
    </Button>
  );
}
