import type { Language } from '@shared/constants';

/**
 * The react-query keys of every server read, shared by the site and the admin so that an admin save can
 * invalidate exactly what the public pages show.
 */
export const queryKeys = {
  landingPageAll: ['landing-page'] as const,
  landingPage: (language: Language) => ['landing-page', language] as const,
  siteSettings: ['site-settings'] as const,
  packages: ['packages'] as const,
  successStories: ['success-stories'] as const,
  /** A story; with the preview token that shows a draft or scheduled one, a read of its own. */
  successStory: (id: number, preview?: string) => ['success-stories', id, preview ?? 'public'] as const,
  blogPosts: ['blog-posts'] as const,
  blogPostBySlug: (slug: string, language: Language, preview?: string) => ['blog-posts', 'slug', slug, language, preview ?? 'public'] as const,
  categories: ['categories'] as const,
  images: ['images'] as const,
  leads: ['leads'] as const,
  consultationTypes: ['consultation-types'] as const,
  /** All of a type's free times, whatever their week, for invalidating them once one is taken. */
  freeSlotsOfType: (type: number) => ['free-slots', type] as const,
  /** A type's free times for a week from `from`, or from the first date that can be booked (`first`). */
  freeSlots: (type: number, from: string | undefined) => ['free-slots', type, from ?? 'first'] as const,
  managedBooking: (token: string) => ['managed-booking', token] as const,
  paymentMethods: ['payment-methods'] as const,
};
