import { Field, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import type { FieldBinding } from '../hooks/use-zod-form';
import { useAdminTranslation } from '../i18n';
import { useFormMessage } from './form-fields';

// Tiptap and its Markdown are a chunk of their own, fetched when the first dialog with a long text opens: neither the
// dashboard's first screen nor any public page loads it.
const RichTextEditor = lazy(() => import('./rich-text/rich-text-editor'));

const useStyles = makeStyles({
  full: { '@media (min-width: 640px)': { gridColumn: '1 / -1' } },
  loading: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '240px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

interface RichTextFieldProps extends FieldBinding {
  label: string;
  /**
   * The text's own language, which sets its direction whatever the dashboard's language; without one (a legal text,
   * written in either) each paragraph takes the direction of its first letters.
   */
  lang?: 'en' | 'ar';
  required?: boolean;
  hint?: string;
}

/**
 * A long text written with headings, lists, links and images, stored as Markdown: a labelled field with its hint and
 * validation problem that takes value/onChange like TextField, so `form.bind` serves it too.
 */
export function RichTextField({ label, lang, required, hint, value, onChange, error }: RichTextFieldProps) {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const message = useFormMessage()(error);
  return (
    <Field
      label={label}
      required={required}
      hint={hint}
      validationState={message ? 'error' : 'none'}
      validationMessage={message}
      className={styles.full}
    >
      {(control) => (
        <Suspense
          fallback={
            <div className={styles.loading}>
              <Spinner size="small" label={t('richText.loading')} />
            </div>
          }
        >
          <RichTextEditor
            label={label}
            lang={lang}
            value={value}
            onChange={onChange}
            labelledBy={control['aria-labelledby']}
            describedBy={control['aria-describedby']}
            invalid={Boolean(message)}
            required={required}
          />
        </Suspense>
      )}
    </Field>
  );
}

/** The English and Arabic versions of one long text, one under the other: each needs the dialog's width. */
export function BilingualRichTextField(props: { label: string; en: FieldBinding; ar: FieldBinding } & Pick<RichTextFieldProps, 'required' | 'hint'>) {
  const { t } = useAdminTranslation();
  const { en, ar, label, ...rest } = props;
  return (
    <>
      <RichTextField {...rest} {...en} lang="en" label={t('common.inEnglish', { label })} />
      <RichTextField {...rest} {...ar} lang="ar" label={t('common.inArabic', { label })} />
    </>
  );
}
