import type { ReportedFieldProblem } from '../../../../shared/api-types';
import type { ContactField } from '../../../../shared/contact-form-state';
import type { FieldProblemValues } from '../../../../shared/schemas/field-problems';

/**
 * The visitor's words for a contact field's problem, by its code: the field's own hint when it was left empty or is no
 * e-mail address, the limit when it is too long; the server's message for a code the site has no words for.
 */
export function contactProblemMessage(field: ContactField, problem: Omit<ReportedFieldProblem, 'path'>): { key: string; values?: FieldProblemValues } | { text: string } {
  switch (problem.code) {
    case 'required':
    case 'invalid_email':
      return { key: `contact.fieldErrors.${field}` };
    case 'too_long':
      return { key: 'contact.problems.tooLong', values: { ...problem.values } };
    case 'not_text':
      return { key: 'contact.problems.notText' };
    default:
      return { text: problem.message };
  }
}
