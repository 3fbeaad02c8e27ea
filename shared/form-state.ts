/*
 * A form posted without JavaScript and refused: what the server reads back from the post and hands the page it
 * renders again (the contact form, the booking form).
 */
import type { ReportedFieldProblem } from './api-types';

/** A field's problem as the server named it, without its path. */
export type FieldProblemOf = Omit<ReportedFieldProblem, 'path'>;

/** The first problem of each of `fields` among a refusal's field problems; other paths are none of the form's. */
export function firstProblems<Field extends string>(fields: readonly Field[], problems: readonly ReportedFieldProblem[]): Partial<Record<Field, FieldProblemOf>> {
  const first: Partial<Record<Field, FieldProblemOf>> = {};
  for (const { path, ...problem } of problems) if ((fields as readonly string[]).includes(path)) first[path as Field] ??= problem;
  return first;
}

/** The WhatsApp consent box's field: ticked, a form posted without scripts sends it as `on`. */
export const WHATSAPP_CONSENT_FIELD = 'whatsapp';

/** Whether the WhatsApp consent was ticked in the post (`on` without scripts, `true` from the API's JSON). */
export const postedWhatsappConsent = (body: Record<string, unknown>): boolean => body[WHATSAPP_CONSENT_FIELD] === 'on' || body[WHATSAPP_CONSENT_FIELD] === true;

/** The posted `fields` as text (anything else as empty), to show the visitor what they wrote. */
export function postedValues<Field extends string>(fields: readonly Field[], body: Record<string, unknown>): Record<Field, string> {
  return Object.fromEntries(fields.map((name) => [name, typeof body[name] === 'string' ? body[name] : ''])) as Record<Field, string>;
}
