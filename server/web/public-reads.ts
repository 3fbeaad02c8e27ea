import type { PublicReadAnswers } from '@shared/public-reads';
import type { AppDeps } from '../resources/app-deps';
import { blogPostBySlug } from '../resources/blog-posts/routes';
import { landingPage, siteSettings } from '../resources/site/routes';
import { successStoryById } from '../resources/success-stories/routes';

/**
 * The public API reads a rendered page is made from, answered in-process by the same functions as their API routes
 * (a test holds every one equal to the API's answer), one per read the pages name.
 */
export function publicReadAnswers(deps: Pick<AppDeps, 'config' | 'repositories' | 'previews' | 'images' | 'schedule' | 'bookingChanges' | 'payments'>): PublicReadAnswers {
  const { config, repositories, images, schedule, bookingChanges, payments } = deps;
  return {
    siteSettings: () => siteSettings(repositories, config.whatsapp !== undefined),
    images: () => images.catalog(),
    landingPage: ({ language }) => landingPage(repositories, language),
    categories: () => repositories.categories.list(),
    successStories: () => repositories.successStories.listPublic(),
    successStory: ({ id, preview }) => successStoryById(deps, id, preview),
    blogPosts: () => repositories.blogPosts.listPublic(),
    blogPost: ({ slug, language, preview }) => blogPostBySlug(deps, slug, language, preview),
    consultationTypes: () => repositories.consultationTypes.ordered(false),
    freeSlots: async ({ type, from }) => schedule.freeTimes(await schedule.bookableType(type), from),
    managedBooking: ({ token }) => bookingChanges.managed(token),
    paymentMethods: () => payments.offeredMethods(),
  };
}
