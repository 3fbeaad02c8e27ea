/** The 'YYYY-MM-DD' a date input shows for a stored timestamp (its UTC day, as the site prints it). */
export function toDateInput(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/**
 * The timestamp to store for a date input: the original one when its day did not change (its time is kept),
 * otherwise the chosen day; undefined when empty (the server then uses now, or keeps the stored one).
 */
export function fromDateInput(day: string, original?: string): string | undefined {
  if (!day) return undefined;
  if (original && toDateInput(original) === day) return original;
  return `${day}T00:00:00.000Z`;
}
