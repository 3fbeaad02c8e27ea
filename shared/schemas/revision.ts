import { z } from 'zod';
import { LIMITS } from '../limits';

/**
 * Revisions and autosaves of posts and stories (`/api/blog-posts/{id}/revisions`, `/api/blog-posts/{id}/autosave`,
 * `/api/blog-posts/autosave` for a post not saved yet; the same under `/api/success-stories`).
 */

/** The newest revisions kept per item; a save beyond them deletes the oldest. */
export const REVISIONS_KEPT = 50;

/**
 * Fields a restore leaves as the item has them: whether and when it is published is decided by publishing it, never
 * by going back to an older text.
 */
export const KEPT_ON_RESTORE = ['status', 'publishedAt'] as const;

/** The longest autosave taken, its values written as JSON: every text of a post at its longest fits. */
export const AUTOSAVE_MAX_CHARACTERS = 400_000;

export interface RevisionAuthor {
  /** Null once that admin's account was removed; the name stays. */
  id: number | null;
  name: string | null;
}

/** One revision in the list of an item's revisions. */
export interface RevisionSummary {
  id: number;
  createdAt: string;
  author: RevisionAuthor;
  titleEn: string;
  titleAr: string;
}

/** One revision whole: the item's fields as that save left them. */
export interface Revision {
  id: number;
  createdAt: string;
  author: RevisionAuthor;
  fields: Record<string, unknown>;
}

/** An admin's unsaved form of an item. */
export interface Autosave {
  savedAt: string;
  values: Record<string, unknown>;
}

/** What a form field holds: a text, or a list of texts (the gallery). */
const formValue = z.union([
  z.string({ error: 'Must be text or a list of texts' }).max(LIMITS.longText, { error: `Must be at most ${LIMITS.longText} characters` }),
  z.array(z.string().max(LIMITS.url, { error: `Must be at most ${LIMITS.url} characters` })).max(LIMITS.images, { error: `At most ${LIMITS.images} items` }),
]);

/**
 * The body of an autosave of an entity whose input schema has `fields`: `{values}`, the form's values by field, only
 * those fields and at most AUTOSAVE_MAX_CHARACTERS in all. Not checked further: an autosave keeps a form half filled.
 */
export const autosaveBodySchema = (fields: readonly string[]) =>
  z.object({
    values: z
      .strictObject(Object.fromEntries(fields.map((field) => [field, formValue.optional()])), { error: 'Must be the form’s fields by name' })
      .refine((values) => JSON.stringify(values).length <= AUTOSAVE_MAX_CHARACTERS, { error: `Must be at most ${AUTOSAVE_MAX_CHARACTERS} characters in all` }),
  });
