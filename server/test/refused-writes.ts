import type { Database } from '../db/connection';

/**
 * Makes the database refuse every `event` on `table` (a trigger that raises an error, in each engine's own syntax), as
 * a full disk or a broken constraint would, until `allow()`: for tests of what a failed write leaves behind.
 */
export async function refuseWrites(db: Database, table: string, event: 'INSERT' | 'UPDATE'): Promise<{ allow(): Promise<void> }> {
  const trigger = `refuse_${event.toLowerCase()}_on_${table}`;
  if (db.client.config.client === 'pg') {
    await db.raw(`CREATE FUNCTION ${trigger}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
    await db.raw(`CREATE TRIGGER ${trigger} BEFORE ${event} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${trigger}()`);
    return { allow: async () => void (await db.raw(`DROP FUNCTION IF EXISTS ${trigger}() CASCADE`)) };
  }
  await db.raw(`CREATE TRIGGER ${trigger} BEFORE ${event} ON ${table} BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`);
  return { allow: async () => void (await db.raw(`DROP TRIGGER IF EXISTS ${trigger}`)) };
}
