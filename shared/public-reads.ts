import { apiPaths, withQuery } from './api-routes';
import type { LandingPageResponse, SiteSettingsResponse } from './api-types';
import type { Language } from './constants';
import type { ImageCatalog } from './images';
import { PREVIEW_PARAM } from './publication';
import type { BlogPost, LocalizedBlogPost } from './schemas/blog-post';
import type { ConsultationType, FreeSlotsAnswer, ManagedBooking } from './schemas/booking';
import type { Category } from './schemas/category';
import type { PaymentMethodOption } from './schemas/payment';
import type { SuccessStory } from './schemas/success-story';

type NoParams = Record<string, never>;

/**
 * Every public API read a page can be rendered from, by name: what it is asked with and what it answers. The browser
 * fetches each at its API path; the server answers the same read in-process while rendering, with one function per
 * name (`PublicReadAnswers`), so that a new read does not type-check until the server implements it.
 */
interface PublicReadTypes {
  siteSettings: { params: NoParams; answer: SiteSettingsResponse };
  images: { params: NoParams; answer: ImageCatalog };
  landingPage: { params: { language: Language }; answer: LandingPageResponse };
  categories: { params: NoParams; answer: Category[] };
  successStories: { params: NoParams; answer: SuccessStory[] };
  /** A story, by id; `preview` is a token that shows a draft or scheduled one. */
  successStory: { params: { id: number; preview?: string }; answer: SuccessStory };
  blogPosts: { params: NoParams; answer: BlogPost[] };
  /** A post by slug, or by id when it has none; `preview` is a token that shows a draft or scheduled one. */
  blogPost: { params: { slug: string; language: Language; preview?: string }; answer: LocalizedBlogPost };
  /** The consultation types visitors can book. */
  consultationTypes: { params: NoParams; answer: ConsultationType[] };
  /** A type's free times for a week from `from`, or from the first date that can be booked. */
  freeSlots: { params: { type: number; from?: string }; answer: FreeSlotsAnswer };
  /** A booking as its visitor sees it, through their own link. */
  managedBooking: { params: { token: string }; answer: ManagedBooking };
  /** The ways a visitor may pay a type paid at booking: Paymob's first when it is configured, then the manual ones. */
  paymentMethods: { params: NoParams; answer: PaymentMethodOption[] };
}

export type PublicReadName = keyof PublicReadTypes;
type PublicReadParams<Name extends PublicReadName> = PublicReadTypes[Name]['params'];
export type PublicReadAnswer<Name extends PublicReadName> = PublicReadTypes[Name]['answer'];

/** One read asked with its parameters: `{ name: 'successStory', params: { id: 3 } }`. */
export type PublicRead<Name extends PublicReadName = PublicReadName> = { [N in Name]: { name: N; params: PublicReadParams<N> } }[Name];

/** The server's implementation of every read (a missing or mistyped one fails the type check). */
export type PublicReadAnswers = { [Name in PublicReadName]: (params: PublicReadParams<Name>) => Promise<PublicReadAnswer<Name>> };

const PUBLIC_READ_PATHS: { [Name in PublicReadName]: (params: PublicReadParams<Name>) => string } = {
  siteSettings: () => apiPaths.site.settings(),
  images: () => apiPaths.site.images(),
  landingPage: ({ language }) => withQuery(apiPaths.site.landingPage(), { lang: language }),
  categories: () => apiPaths.categories.list(),
  successStories: () => apiPaths.successStories.list(),
  successStory: ({ id, preview }) => withQuery(apiPaths.successStories.item(id), { [PREVIEW_PARAM]: preview }),
  blogPosts: () => apiPaths.blogPosts.list(),
  blogPost: ({ slug, language, preview }) => withQuery(apiPaths.blogPosts.bySlug(slug), { lang: language, [PREVIEW_PARAM]: preview }),
  consultationTypes: () => apiPaths.consultationTypes.list(),
  freeSlots: ({ type, from }) => withQuery(apiPaths.booking.slots(), { type, from }),
  managedBooking: ({ token }) => apiPaths.bookings.managed(token),
  paymentMethods: () => apiPaths.payments.methods(),
};

/** The API path (with its query) the browser fetches a read at. */
export function publicReadPath<Name extends PublicReadName>(read: PublicRead<Name>): string {
  return PUBLIC_READ_PATHS[read.name](read.params);
}

/** A read answered by the given implementations: what its API route would answer, parsed. */
export function answerPublicRead<Name extends PublicReadName>(answers: PublicReadAnswers, read: PublicRead<Name>): Promise<PublicReadAnswer<Name>> {
  return answers[read.name](read.params);
}
