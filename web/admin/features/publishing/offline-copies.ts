import type { Autosave } from '@shared/schemas/revision';

const PREFIX = 'dietbar-admin-unsaved:';

const isAutosave = (value: unknown): value is Autosave =>
  typeof value === 'object' && value !== null && typeof (value as Autosave).savedAt === 'string' && typeof (value as Autosave).values === 'object';

/**
 * The browser's own copy of an autosave the server could not take (offline, or the server down), by `key` (the admin,
 * the kind of item and the item): kept until an autosave reaches the server, so that closing the tab meanwhile loses
 * nothing. Storage that is full or unavailable only means no copy.
 */
export const offlineCopies = {
  read(key: string): Autosave | null {
    try {
      const stored: unknown = JSON.parse(window.localStorage.getItem(PREFIX + key) ?? 'null');
      return isAutosave(stored) ? stored : null;
    } catch {
      return null;
    }
  },
  keep(key: string, values: Record<string, unknown>, now = new Date()) {
    try {
      window.localStorage.setItem(PREFIX + key, JSON.stringify({ savedAt: now.toISOString(), values } satisfies Autosave));
    } catch {
      // No room: the server's autosave, retried, is all there is.
    }
  },
  remove(key: string) {
    try {
      window.localStorage.removeItem(PREFIX + key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};

/** The newer of two autosaves (either may be missing). */
export const newerAutosave = (first: Autosave | null, second: Autosave | null): Autosave | null =>
  !first ? second : !second ? first : first.savedAt >= second.savedAt ? first : second;
