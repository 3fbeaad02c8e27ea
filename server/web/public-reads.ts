import type { PublicReadAnswers } from '../../shared/public-reads';
import type { AppDeps } from '../resources/app-deps';
import { blogPostBySlug } from '../resources/blog-posts/routes';
import { landingPage, siteSettings } from '../resources/site/routes';

/**
 * The public API reads a rendered page is made from, answered in-process by the same functions as their API routes
 * (a test holds every one equal to the API's answer), one per read the pages name.
 */
export function publicReadAnswers({ repositories, images, schedule, bookingChanges }: Pick<AppDeps, 'repositories' | 'images' | 'schedule' | 'bookingChanges'>): PublicReadAnswers {
  return {
    siteSettings: () => siteSettings(repositories),
    images: () => images.catalog(),
    landingPage: ({ language }) => landingPage(repositories, language),
    categories: () => repositories.categories.list(),
    successStories: () => repositories.successStories.list(),
    successStory: ({ id }) => repositories.successStories.get(id),
    blogPosts: () => repositories.blogPosts.list(),
    blogPost: ({ slug, language }) => blogPostBySlug(repositories, slug, language),
    consultationTypes: () => repositories.consultationTypes.ordered(false),
    freeSlots: async ({ type, from }) => schedule.freeTimes(await schedule.bookableType(type), from),
    managedBooking: ({ token }) => bookingChanges.managed(token),
  };
}
