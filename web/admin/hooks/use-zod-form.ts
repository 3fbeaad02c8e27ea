import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../shared/api-client';
import { fieldErrorsOf, fieldErrorsOfIssues, type FieldErrors, type FormMessage } from '../lib/form-messages';

/** What a text input needs from the form: its value, a setter and its problem. */
export interface FieldBinding {
  value: string;
  onChange(value: string): void;
  error?: FormMessage;
}

/**
 * Form state checked by a shared zod schema: values as the inputs hold them, one problem per field,
 * the server's field problems shown the same way.
 */
export function useZodForm<Values extends Record<string, unknown>, Output>(schema: z.ZodType<Output>, initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const setField = useCallback(<K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field as string]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  /** The parsed output, or null after showing each field's problem. `toInput` turns input text into what the schema reads. */
  const validate = (toInput: (values: Values) => unknown = (current) => current): Output | null => {
    // The issues keep their input so that an empty field reads 'required' and a value of the wrong type does not.
    const parsed = schema.safeParse(toInput(values), { reportInput: true });
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    setErrors(fieldErrorsOfIssues(parsed.error.issues));
    return null;
  };

  /** Shows a 400/409's per-field problems under their fields; false when the error carried none. */
  const showServerErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.fields.length === 0) return false;
    setErrors(fieldErrorsOf(error.fields));
    return true;
  };

  const reset = useCallback((next: Values) => {
    setValues(next);
    setErrors({});
  }, []);

  /** Props for a text input bound to a text field. */
  const bind = (field: keyof Values & string): FieldBinding => ({
    value: values[field] == null ? '' : String(values[field]),
    onChange: (value: string) => setField(field, value as Values[typeof field]),
    error: errors[field],
  });

  return { values, errors, setField, setErrors, validate, showServerErrors, reset, bind };
}
