import type { IslandDefinition } from './island-root';

/**
 * Every island by name, each loaded as a chunk of its own only when a page has it and its moment comes (see
 * loader.ts). A new island is defined beside its component (defineIsland) and named here.
 */
export const ISLANDS: Record<string, () => Promise<IslandDefinition<never>>> = {
  contactForm: () => import('../features/landing/contact-form').then((module) => module.contactFormIsland as IslandDefinition<never>),
  getStarted: () => import('../features/landing/package-choice').then((module) => module.getStartedIsland as IslandDefinition<never>),
  blogList: () => import('../features/blog/blog-list').then((module) => module.blogListIsland as IslandDefinition<never>),
  storyList: () => import('../features/stories/story-list').then((module) => module.storyListIsland as IslandDefinition<never>),
  gallery: () => import('../components/carousel').then((module) => module.galleryIsland as IslandDefinition<never>),
  bookingForm: () => import('../features/booking/booking-form').then((module) => module.bookingFormIsland as IslandDefinition<never>),
  changeForm: () => import('../features/booking/change-form').then((module) => module.changeFormIsland as IslandDefinition<never>),
  payForm: () => import('../features/booking/pay-form').then((module) => module.payFormIsland as IslandDefinition<never>),
};
