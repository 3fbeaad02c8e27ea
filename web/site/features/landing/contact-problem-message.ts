import type { ContactField } from '@shared/contact-form-state';
import type { FieldProblemOf } from '@shared/form-state';
import { fieldProblemMessage, type ProblemMessage } from '../../components/field-problem-message';

/** The visitor's words for a contact field's problem (see fieldProblemMessage), its hint being `contact.fieldErrors.<field>`. */
export const contactProblemMessage = (field: ContactField, problem: FieldProblemOf): ProblemMessage => fieldProblemMessage(problem, `contact.fieldErrors.${field}`);
