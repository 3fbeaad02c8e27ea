/** A number typed in a field, as a schema reads it; anything else stays as typed, for the schema to refuse by name (empty: missing). */
export function numberOrText(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
}
