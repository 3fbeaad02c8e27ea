import { timingSafeEqual } from 'node:crypto';
import { isPublic, PREVIEW_LINK_DAYS, type Publishable } from '@shared/publication';
import type { SecretBox } from '../auth/secret-box';
import { notFound } from '../http/errors';

/** What a preview link shows: a blog post or a success story, by id. */
export type PreviewSubject = 'blog_post' | 'success_story';

const PURPOSE = 'preview link';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Signed preview tokens: `{expiry in seconds, base 36}.{HMAC of subject, id and expiry}` under a key kept in the data
 * folder. Nothing is stored: a token works for its one item until it expires, and a changed one works for none.
 */
export function previewLinks({ box, now }: { box: SecretBox; now: () => Date }) {
  const signature = (subject: PreviewSubject, id: number, expiry: string) => box.derive(PURPOSE, `${subject}:${id}:${expiry}`);
  return {
    /** A token that shows the item to anyone who has it for the next PREVIEW_LINK_DAYS days. */
    create(subject: PreviewSubject, id: number): { token: string; expiresAt: Date } {
      const expiresAt = new Date(Math.ceil((now().getTime() + PREVIEW_LINK_DAYS * DAY_MS) / 1000) * 1000);
      const expiry = (expiresAt.getTime() / 1000).toString(36);
      return { token: `${expiry}.${signature(subject, id, expiry)}`, expiresAt };
    },
    /** Whether `token` was made for this item and has not expired. */
    allows(subject: PreviewSubject, id: number, token: string): boolean {
      const [expiry = '', given = '', ...rest] = token.split('.');
      if (rest.length > 0 || !/^[0-9a-z]{1,12}$/.test(expiry)) return false;
      if (parseInt(expiry, 36) * 1000 <= now().getTime()) return false;
      const expected = Buffer.from(signature(subject, id, expiry));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
    /**
     * The item when visitors may see it now, or when `token` previews it; else the same 404 as for an item that does not
     * exist (`entity` names it), so that a draft's address tells a stranger nothing.
     */
    shown<Item extends Publishable & { id: number }>(subject: PreviewSubject, item: Item | undefined, token: string | undefined, entity: string): Item {
      if (item && (isPublic(item, now()) || (token !== undefined && this.allows(subject, item.id, token)))) return item;
      throw notFound(entity);
    },
  };
}

export type PreviewLinks = ReturnType<typeof previewLinks>;
