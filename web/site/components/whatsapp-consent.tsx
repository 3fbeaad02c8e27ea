import type { ChangeEvent } from 'react';
import { WHATSAPP_CONSENT_FIELD } from '@shared/form-state';
import { useSiteText } from './site-text';
import formField from './form-field.module.css';

/**
 * The visitor's consent to confirmations and reminders on WhatsApp: off until they tick it (WhatsApp requires their
 * consent), and then their phone must be a mobile. Posted as `whatsapp=on` without scripts; `ticked` when a form
 * posted so comes back refused with it ticked.
 */
export function WhatsappConsent({ id, ticked = false, onChange }: { id: string; ticked?: boolean; onChange(event: ChangeEvent<HTMLInputElement>): void }) {
  const { t } = useSiteText();
  const hintId = `${id}-hint`;
  return (
    <div className={`${formField.field} ${formField['field--wide']} consent`}>
      <label className={formField.consent__label} htmlFor={id}>
        <input id={id} type="checkbox" name={WHATSAPP_CONSENT_FIELD} value="on" defaultChecked={ticked} className={formField.consent__input} aria-describedby={hintId} onChange={onChange} />
        <span>{t('form.whatsappConsent')}</span>
      </label>
      <p id={hintId} className={formField.consent__hint}>
        {t('form.whatsappHint')}
      </p>
    </div>
  );
}
