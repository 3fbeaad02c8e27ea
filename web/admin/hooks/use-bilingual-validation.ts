import { useNotify } from '../components/toasts';
import { useAdminTranslation } from '../i18n';
import type { useZodForm } from './use-zod-form';

type AnyForm<Values extends Record<string, unknown>, Output> = ReturnType<typeof useZodForm<Values, Output>>;

/**
 * Validates a bilingual editor; when something is missing, shows each field's problem and the spec's toast
 * 'Validation Error: Please fill in all required fields for both languages.'
 */
export function useBilingualValidation() {
  const notify = useNotify();
  const { t } = useAdminTranslation();
  return <Values extends Record<string, unknown>, Output>(form: AnyForm<Values, Output>, toInput?: (values: Values) => unknown): Output | null => {
    const output = form.validate(toInput);
    if (!output) notify({ title: t('validation.title'), body: t('validation.bilingual'), intent: 'error' });
    return output;
  };
}
