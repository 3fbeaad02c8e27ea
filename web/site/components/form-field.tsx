import type { CSSProperties, ReactNode } from 'react';
import { HONEYPOT_FIELD } from '@shared/constants';
import { useSiteText } from './site-text';
import styles from './form-field.module.css';

/** The props a field's control gets: its id, and its problem's text tied to it when it has one. */
export type FieldControlProps = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true };

/** A labelled form field: its label (marked required or optional), its control, and its problem under it. */
export function FormField({
  id,
  label,
  required,
  wide,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  /** Across the whole form grid (a message). */
  wide?: boolean;
  error?: string;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const { t } = useSiteText();
  const errorId = `${id}-error`;
  return (
    <div className={`${styles.field}${wide ? ` ${styles['field--wide']}` : ''}`}>
      <label className={styles.field__label} htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.field__required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className={styles.field__optional}> ({t('contact.optional')})</span>
        )}
      </label>
      {children({ id, ...(error ? { 'aria-describedby': errorId, 'aria-invalid': true as const } : {}) })}
      {error && (
        <p id={errorId} className={styles.field__error}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Out of sight without the stylesheet too (the style is in the element itself): one clipped pixel, not `display: none`,
 * which bots skip.
 */
const VISUALLY_REMOVED: CSSProperties = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/**
 * The honeypot: a field people never meet (unseen, out of the tab order, hidden from screen readers) and so leave
 * empty. The server answers a submission that fills it as sent, but keeps nothing. `form` names the form in its id.
 */
export function HoneypotField({ form }: { form: string }) {
  const { t } = useSiteText();
  const id = `${form}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" style={VISUALLY_REMOVED} data-testid={`${form}-honeypot`}>
      <label htmlFor={id}>{t('contact.honeypotLabel')}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
