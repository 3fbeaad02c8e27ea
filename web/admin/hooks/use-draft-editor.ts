import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldProblemsOf } from '@shared/schemas/field-problems';
import { ApiError } from '../../shared/api-client';
import { problemsByPath, type FieldErrors } from '../lib/form-messages';

interface DraftEditorOptions<Saved, Draft, Input> {
  saved: Saved;
  /** The editor's copy of what is saved (and of the server's answer to saving). */
  draftOf(saved: Saved): Draft;
  /** The body to send, for `schema` to check first. */
  inputOf(draft: Draft): unknown;
  schema: z.ZodType<Input>;
  save: { mutate(input: Input, callbacks: { onSuccess(answer: Saved): void; onError(error: unknown): void }): void };
}

/**
 * An editor of a whole saved setting (the hours, the payment methods) with lists of fields of its own: a draft, each
 * problem at its whole path (`weekly.3.end`), from the shared schema before sending and from the server's refusal
 * after; saving shows what the server saved.
 */
export function useDraftEditor<Saved, Draft, Input>(options: DraftEditorOptions<Saved, Draft, Input>) {
  const { saved, draftOf, inputOf, schema, save } = options;
  const [draft, setDraft] = useState(() => draftOf(saved));
  const [errors, setErrors] = useState<FieldErrors>({});

  /** A change of the draft; the problems shown belonged to the draft as it was. */
  const change = (update: (current: Draft) => Draft) => {
    setDraft(update);
    setErrors({});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(inputOf(draft), { reportInput: true });
    if (!parsed.success) {
      setErrors(problemsByPath(fieldProblemsOf(parsed.error.issues)));
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (answer) => setDraft(draftOf(answer)),
      onError: (error) => {
        if (error instanceof ApiError) setErrors(problemsByPath(error.fields));
      },
    });
  };
  /** Back to what is saved. */
  const undo = () => change(() => draftOf(saved));
  return { draft, errors, change, submit, undo };
}
