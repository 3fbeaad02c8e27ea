import type { LandingPageResponse } from '@shared/api-types';
import { DEFAULT_HERO_IMAGE, type Language } from '@shared/constants';
import { PREVIEW_PARAM } from '@shared/publication';
import { parseRouteId, paths } from '@shared/routes';
import { localizedText } from '../shared/localized-text';
import { categoriesQuery } from '../site/api/categories';
import { imagesQuery } from '../site/api/images';
import { siteSettingsQuery } from '../site/api/site-settings';
import { isPaymentReturn, MANAGE_CHANGE_PARAM, PAYMENT_CONFIRMING_REFRESH_SECONDS, paymentStage } from '@shared/booking-form-state';
import { blogPostQuery, blogPostsQuery } from '../site/features/blog/api';
import { BlogListPage } from '../site/features/blog/blog-list-page';
import { BlogPostPage } from '../site/features/blog/blog-post-page';
import { consultationTypesQuery, freeSlotsQuery, managedBookingQuery, paymentMethodsQuery } from '../site/features/booking/api';
import { BookPage } from '../site/features/booking/book-page';
import { bookingChoice } from '../site/features/booking/booking-choice';
import { ManageBookingPage } from '../site/features/booking/manage-booking-page';
import { landingPageQuery } from '../site/features/landing/api';
import { heroImageAlt } from '../site/features/landing/hero-image';
import { LandingPage } from '../site/features/landing/landing-page';
import { successStoriesQuery, successStoryQuery } from '../site/features/stories/api';
import { SuccessStoriesPage } from '../site/features/stories/success-stories-page';
import { SuccessStoryPage } from '../site/features/stories/success-story-page';
import { articleHead, catalogHead, notFoundOutcome } from './page-head';
import { PAGE_ROUTES, matchRoute } from './page-routes';
import { definePage, type AnyRead, type PageLoad, type PublicPageRoute, type ReadAnswerer } from './public-page';
import { siteText } from './site-texts';
import { blogPosting, breadcrumbs, localBusiness } from './structured-data';

/** The landing page's hero image, which is also its share image and the practice's picture. */
const heroImage = (landing: LandingPageResponse) => landing.heroContent?.backgroundImage || DEFAULT_HERO_IMAGE;

/**
 * Every public page, once (see PublicPage for what an entry says). The browser's routes, the server's rendering, the
 * pages' heads and status, the sitemap and the page cache's keys are all made from this table; adding a page is its
 * route in PAGE_ROUTES (what the server matches before it has loaded this table), one entry here and its component.
 * In sitemap order, the routes' order.
 */
export const PUBLIC_PAGES: readonly PublicPageRoute[] = [
  definePage({
    ...PAGE_ROUTES.home,
    component: LandingPage,
    module: 'site/features/landing/landing-page.tsx',
    // The settings are the layout's read too (one query): the practice's contact details and hours for its structured data.
    reads: (_params, language) => ({ landing: landingPageQuery(language), categories: categoriesQuery(), settings: siteSettingsQuery() }),
    head: ({ landing }, language) => ({ ...catalogHead('home', language), image: { url: heroImage(landing), alt: heroImageAlt(landing.heroContent, language, siteText(language, 'hero.imageAlt')) } }),
    structuredData: ({ landing, settings }, language, links) => [localBusiness(landing, settings, heroImage(landing), language, links)],
    indexing: 'once',
  }),
  definePage({
    ...PAGE_ROUTES.successStories,
    component: SuccessStoriesPage,
    module: 'site/features/stories/success-stories-page.tsx',
    reads: () => ({ stories: successStoriesQuery() }),
    head: (_data, language) => catalogHead('successStories', language),
    indexing: 'once',
  }),
  definePage({
    ...PAGE_ROUTES.blogs,
    component: BlogListPage,
    module: 'site/features/blog/blog-list-page.tsx',
    reads: () => ({ posts: blogPostsQuery(), categories: categoriesQuery() }),
    head: (_data, language) => catalogHead('blogs', language),
    indexing: 'once',
  }),
  definePage({
    ...PAGE_ROUTES.book,
    component: BookPage,
    module: 'site/features/booking/book-page.tsx',
    reads: (_params, _language, query) => {
      const { type, week } = bookingChoice(query);
      // With a type chosen, the ways of paying too: its form offers them when it is paid at booking.
      return { types: consultationTypesQuery(), ...(type === undefined ? {} : { slots: freeSlotsQuery(type, week), paymentMethods: paymentMethodsQuery() }) };
    },
    // An old link's type that is no longer offered: the page says so and offers the others.
    mayBeMissing: ['slots'],
    head: (_data, language) => catalogHead('book', language),
    indexing: 'once',
  }),
  definePage({
    ...PAGE_ROUTES.manageBooking,
    component: ManageBookingPage,
    module: 'site/features/booking/manage-booking-page.tsx',
    reads: ({ token }, _language, query) => {
      if (token === undefined) return undefined;
      // Moving it: the free times of its type, which the Move link names.
      const { type, week } = bookingChoice(query);
      const moving = query.get(MANAGE_CHANGE_PARAM) === 'move' && type !== undefined;
      return { booking: managedBookingQuery(token), ...(moving ? { slots: freeSlotsQuery(type, week) } : {}) };
    },
    subject: 'booking',
    mayBeMissing: ['slots'],
    ownLanguage: (booking) => booking.language,
    // Back from Paymob before its word on the payment has come: the page looks again by itself, scripts or none.
    head: ({ booking }, language, query) => ({
      ...catalogHead('manageBooking', language),
      ...(paymentStage(booking, isPaymentReturn(query)) === 'confirming' ? { refreshSeconds: PAYMENT_CONFIRMING_REFRESH_SECONDS } : {}),
    }),
    // One visitor's own page, at an address only they were given.
    indexing: 'unlisted',
  }),
  definePage({
    ...PAGE_ROUTES.successStory,
    component: SuccessStoryPage,
    module: 'site/features/stories/success-story-page.tsx',
    reads: ({ id }, _language, query) => {
      const storyId = parseRouteId(id);
      return storyId === undefined ? undefined : { story: successStoryQuery(storyId, query.get(PREVIEW_PARAM) ?? undefined) };
    },
    subject: 'story',
    head: ({ story }, language) => {
      const name = localizedText(story, 'name', language);
      // The story's image stands for the person on its page: its alt is their name.
      return articleHead(siteText(language, 'meta.successStory.title', { name }), localizedText(story, 'excerpt', language) || localizedText(story, 'achievement', language), story, name);
    },
    structuredData: ({ story }, language, links) => [
      breadcrumbs(
        [
          { name: siteText(language, 'nav.success'), path: paths.successStories() },
          { name: localizedText(story, 'name', language), path: paths.successStory(story.id) },
        ],
        language,
        links,
      ),
    ],
    indexing: {
      listRead: successStoriesQuery(),
      entries: (stories) => stories.map((story) => ({ path: paths.successStory(story.id), lastModified: story.updatedAt })),
    },
  }),
  definePage({
    ...PAGE_ROUTES.blogPost,
    component: BlogPostPage,
    module: 'site/features/blog/blog-post-page.tsx',
    reads: ({ slug }, language, query) =>
      slug === undefined ? undefined : { post: blogPostQuery(slug, language, query.get(PREVIEW_PARAM) ?? undefined), categories: categoriesQuery() },
    subject: 'post',
    // The post's image illustrates its title (the page shows it as decoration beside the title).
    head: ({ post }, language) => articleHead(siteText(language, 'meta.blogPost.title', { title: post.title }), post.excerpt, post, post.title),
    structuredData: ({ post }, language, links) => [
      blogPosting(post, language, links),
      breadcrumbs(
        [
          { name: siteText(language, 'nav.blogs'), path: paths.blogs() },
          { name: post.title, path: paths.blogPost(post) },
        ],
        language,
        links,
      ),
    ],
    indexing: {
      listRead: blogPostsQuery(),
      entries: (posts) => posts.map((post) => ({ path: paths.blogPost(post), lastModified: post.updatedAt })),
    },
  }),
];

/** The reads of the site layout, made on every page: the footer's settings and the image catalog (every image's variants). */
const layoutReads = (): AnyRead[] => [siteSettingsQuery(), imagesQuery()];

/** The file under web/ of the not-found page (see PublicPage.module). */
const NOT_FOUND_MODULE = 'site/pages/not-found-page.tsx';

/** The page of the table at `pathname` with its route parameters, if any has it. */
function matchPage(pathname: string) {
  const matched = matchRoute(pathname);
  const page = matched && PUBLIC_PAGES.find(({ path }) => path === matched.route.path);
  return page && { page, params: matched.params };
}

/**
 * The public page at `address` (a path, and the query of a rendered address) in `language`: every read it shows (the
 * layout's too) and, once they are answered, its status and head; and the module whose stylesheet it links. An
 * address no page has is the not-found page (404).
 */
export function loadPublicPage(address: string, language: Language): PageLoad & { module: string } {
  // Cut, not parsed as a URL: `//blogs` is a path here, not an address on another host.
  const [pathname = '', search = ''] = address.split('?');
  const matched = matchPage(pathname);
  const load = matched ? matched.page.load(matched.params, language, new URLSearchParams(search)) : { reads: [], outcome: () => notFoundOutcome(language) };
  // A read of the layout the page makes too (the landing page's settings) is one query, answered once.
  const reads = new Map([...layoutReads(), ...load.reads].map((read) => [JSON.stringify(read.queryKey), read]));
  return { reads: [...reads.values()], outcome: load.outcome, module: matched?.page.module ?? NOT_FOUND_MODULE };
}

/**
 * The language of the page at `address` of its own (a visitor's booking, see PublicPage.ownLanguage), read by `answer`;
 * undefined for a page that has none, or an address no page has.
 */
export function pageOwnLanguage(address: string, answer: ReadAnswerer): Promise<Language | undefined> {
  const [pathname = '', search = ''] = address.split('?');
  const matched = matchPage(pathname);
  return matched ? matched.page.ownLanguage(matched.params, new URLSearchParams(search), answer) : Promise.resolve(undefined);
}
