import type { Autosave } from '@shared/schemas/revision';
import type { Database } from '../db/connection';
import { toIso } from '../db/present';

/** The record id of the autosave slot of an item not saved yet (each admin has one per entity). */
export const NEW_ITEM = 0;

/** Whose autosave of which item: an admin's, of the item with `recordId` (NEW_ITEM for one not saved yet). */
export interface AutosaveSlot {
  entity: string;
  recordId: number;
  adminId: number;
}

const whereSlot = ({ entity, recordId, adminId }: AutosaveSlot) => ({ entity, recordId, adminUserId: adminId });

/**
 * The one place that reads and writes `content_autosaves`: each admin's unsaved form of a post or story, kept on the
 * server so that a closed tab or a crashed app loses nothing. The item itself is never touched here.
 */
export function contentAutosaves(db: Database, now: () => Date) {
  return {
    async get(slot: AutosaveSlot): Promise<Autosave | undefined> {
      const row = await db('contentAutosaves').where(whereSlot(slot)).first();
      return row ? { savedAt: toIso(row.savedAt), values: JSON.parse(row.formValues) } : undefined;
    },

    /** Replaces the slot's autosave with `values`, with `connection` (the admin's write's transaction). */
    async put(slot: AutosaveSlot, values: Record<string, unknown>, connection: Database = db): Promise<Autosave> {
      const savedAt = now().toISOString();
      await connection('contentAutosaves')
        .insert({ ...whereSlot(slot), savedAt, formValues: JSON.stringify(values) })
        .onConflict(['entity', 'recordId', 'adminUserId'])
        .merge(['savedAt', 'formValues']);
      return { savedAt, values };
    },

    /** Deletes the slot's autosave, with `connection` (the transaction of the save that makes it stale, or of the discard). */
    async remove(slot: AutosaveSlot, connection: Database = db): Promise<void> {
      await connection('contentAutosaves').where(whereSlot(slot)).delete();
    },

    /** Deletes every admin's autosave of the item (with the item, in its transaction). */
    async removeAll(connection: Database, entity: string, recordId: number): Promise<void> {
      await connection('contentAutosaves').where({ entity, recordId }).delete();
    },
  };
}

export type ContentAutosaves = ReturnType<typeof contentAutosaves>;
