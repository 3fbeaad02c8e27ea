import { LIMITS } from '@shared/limits';
import type { FieldBinding } from '../hooks/use-zod-form';
import { useAdminTranslation } from '../i18n';
import { TextField } from './form-fields';

/** A new password with its hint, then the same again (the form's schema checks that they match, see withRepeatedPassword). */
export function NewPasswordFields(props: { label: string; repeatLabel: string; password: FieldBinding; repeated: FieldBinding; hint?: string }) {
  const { t } = useAdminTranslation();
  return (
    <>
      <TextField
        label={props.label}
        type="password"
        autoComplete="new-password"
        required
        hint={props.hint ?? t('auth.passwordHint', { min: LIMITS.password.min })}
        {...props.password}
      />
      <TextField label={props.repeatLabel} type="password" autoComplete="new-password" required {...props.repeated} />
    </>
  );
}
