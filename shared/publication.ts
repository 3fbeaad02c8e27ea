// No zod here: the public pages import this file (its schemas are in schemas/publication.ts).

/**
 * Blog posts and success stories are written as drafts or published. A published item whose publishedAt lies ahead is
 * scheduled: it appears by itself at that moment. Only a published item whose time has come is public.
 */
export const PUBLICATION_STATUSES = ['draft', 'published'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/** The state an admin sees: a published item whose time is still ahead is scheduled. */
export type PublicationState = 'draft' | 'scheduled' | 'published';
export const PUBLICATION_STATES: readonly PublicationState[] = ['draft', 'scheduled', 'published'];

export interface Publishable {
  status: PublicationStatus;
  publishedAt: string;
}

export function publicationState(item: Publishable, now: Date): PublicationState {
  if (item.status === 'draft') return 'draft';
  return Date.parse(item.publishedAt) > now.getTime() ? 'scheduled' : 'published';
}

/** Whether visitors see the item now. */
export const isPublic = (item: Publishable, now: Date) => publicationState(item, now) === 'published';

/** The query parameter of a public page's address that carries a preview token (the page of a draft or scheduled item). */
export const PREVIEW_PARAM = 'preview';

/** How long a shared preview link works. */
export const PREVIEW_LINK_DAYS = 7;

/** The answer of POST /api/{blog-posts,success-stories}/{id}/preview-link. */
export interface PreviewLink {
  url: string;
  expiresAt: string;
}
