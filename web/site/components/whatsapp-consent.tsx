import type { ChangeEvent } from 'react';
import { useSiteText } from './site-text';
import formField from './form-field.module.css';

/**
 * The visitor's consent to confirmations and reminders on WhatsApp: off until they tick it (WhatsApp requires their
 * consent), and then their phone must be a mobile. Posted as `whatsapp=on` without scripts.
 */
export function WhatsappConsent({ id, onChange }: { id: string; onChange(event: ChangeEvent<HTMLInputElement>): void }) {
  const { t } = useSiteText();
  const hintId = `${id}-hint`;
  return (
    <div className={`${formField.field} ${formField['field--wide']} consent`}>
      <label className={formField.consent__label} htmlFor={id}>
        <input id={id} type="checkbox" name="whatsapp" value="on" className={formField.consent__input} aria-describedby={hintId} onChange={onChange} />
        <span>{t('form.whatsappConsent')}</span>
      </label>
      <p id={hintId} className={formField.consent__hint}>
        {t('form.whatsappHint')}
      </p>
    </div>
  );
}
