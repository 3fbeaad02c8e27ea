import type { FieldProblemOf } from '@shared/form-state';
import type { FieldProblemValues } from '@shared/schemas/field-problems';

/** A problem's words: a catalog key (with its values), or the server's own text. */
export type ProblemMessage = { key: string; values?: FieldProblemValues } | { text: string };

/**
 * The visitor's words for a form field's problem, by its code: the field's own hint (`hintKey`) when it was left empty
 * or is no e-mail address, the limit when it is too long; the server's message for a code the site has no words for.
 */
export function fieldProblemMessage(problem: FieldProblemOf, hintKey: string): ProblemMessage {
  switch (problem.code) {
    case 'required':
    case 'invalid_email':
      return { key: hintKey };
    case 'too_long':
      return { key: 'form.problems.tooLong', values: { ...problem.values } };
    case 'not_text':
      return { key: 'form.problems.notText' };
    case 'not_mobile':
      return { key: 'form.problems.notMobile' };
    default:
      return { text: problem.message };
  }
}
