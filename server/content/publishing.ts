import type { PublicationStatus, Publishable } from '@shared/publication';

/**
 * The status and time a write of a post or story stores. A create without a status is published (as before drafts
 * existed); an update keeps what it does not send. A draft published without a time is published now, as Ghost does,
 * rather than at the time it was first written.
 */
export function publishingOf(input: { status?: PublicationStatus; publishedAt?: string }, existing: Publishable | undefined, now: Date): Publishable {
  const status = input.status ?? existing?.status ?? 'published';
  const publishedNow = existing?.status === 'draft' && status === 'published';
  return { status, publishedAt: input.publishedAt ?? (publishedNow || !existing ? now.toISOString() : existing.publishedAt) };
}
