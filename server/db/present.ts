/** An ISO-8601 UTC timestamp from what either engine returns (Date, ISO text, or SQLite's 'YYYY-MM-DD HH:MM:SS'). */
export function toIso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return new Date(value).toISOString();
  const text = String(value);
  const hasZone = /(Z|[+-]\d\d:?\d\d)$/.test(text);
  return new Date(hasZone ? text : `${text.replace(' ', 'T')}Z`).toISOString();
}

export interface ColumnKinds {
  json?: readonly string[];
  boolean?: readonly string[];
  timestamp?: readonly string[];
  hidden?: readonly string[];
}

/** Shapes a row for the API: JSON lists parsed, 0/1 as booleans, timestamps as ISO text, hidden columns dropped. */
export function presentRow<T>(row: Record<string, unknown>, kinds: ColumnKinds): T {
  const result: Record<string, unknown> = { ...row };
  for (const column of kinds.json ?? []) {
    const value = result[column];
    result[column] = typeof value === 'string' ? JSON.parse(value) : (value ?? []);
  }
  for (const column of kinds.boolean ?? []) result[column] = Boolean(result[column]);
  for (const column of kinds.timestamp ?? []) if (result[column] != null) result[column] = toIso(result[column]);
  for (const column of kinds.hidden ?? []) delete result[column];
  return result as T;
}

/** The inverse for writes: JSON lists serialised as text (portable across SQLite and PostgreSQL). */
export function toRow(input: Record<string, unknown>, kinds: ColumnKinds): Record<string, unknown> {
  const row: Record<string, unknown> = { ...input };
  for (const column of kinds.json ?? []) if (column in row) row[column] = JSON.stringify(row[column] ?? []);
  return row;
}
