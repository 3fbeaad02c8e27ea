import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, withQuery } from '@shared/api-routes';
import type { AboutContent } from '@shared/schemas/about-content';
import type { Availability, ConsultationType } from '@shared/schemas/booking';
import type { BlogPost } from '@shared/schemas/blog-post';
import type { Category } from '@shared/schemas/category';
import type { ContactInfo } from '@shared/schemas/contact-info';
import type { HeroContent } from '@shared/schemas/hero-content';
import type { LegalContent } from '@shared/schemas/legal-content';
import type { Package } from '@shared/schemas/package';
import type { Service } from '@shared/schemas/service';
import type { SocialLink } from '@shared/schemas/social-link';
import type { SuccessStory } from '@shared/schemas/success-story';
import { callApi } from './client';

/**
 * What each content read of the admin answers (lists come ordered by display order, then newest).
 * Leads are not among them: the inbox asks the server for one page at a time (features/leads/api.ts).
 */
interface AdminResources {
  packages: Package[];
  successStories: SuccessStory[];
  blogPosts: BlogPost[];
  categories: Category[];
  socialLinks: SocialLink[];
  legalContent: LegalContent[];
  services: Service[];
  heroContent: HeroContent | null;
  aboutContent: AboutContent | null;
  contactInfo: ContactInfo | null;
  /** Active and inactive, by display order. */
  consultationTypes: ConsultationType[];
  /** The practice's hours and booking rules, and its zone (the dashboard shows every booking's time in it). */
  bookingAvailability: Availability;
}

export type ResourceName = keyof AdminResources;

const RESOURCE_PATHS: Record<ResourceName, string> = {
  packages: apiPaths.packages.list(),
  // Drafts and scheduled items too, with their status.
  successStories: withQuery(apiPaths.successStories.list(), { status: 'all' }),
  blogPosts: withQuery(apiPaths.blogPosts.list(), { status: 'all' }),
  categories: apiPaths.categories.list(),
  socialLinks: apiPaths.socialLinks.list(),
  legalContent: apiPaths.legalContent.list(),
  services: apiPaths.services.list(),
  heroContent: apiPaths.heroContent.single(),
  aboutContent: apiPaths.aboutContent.single(),
  contactInfo: apiPaths.contactInfo.single(),
  consultationTypes: withQuery(apiPaths.consultationTypes.list(), { all: true }),
  bookingAvailability: apiPaths.booking.availability(),
};

/** Every resource the dashboard loads before it shows (a loading screen until all lists are in). */
export const DASHBOARD_RESOURCES = Object.keys(RESOURCE_PATHS) as ResourceName[];

/** The query-key factory of the admin's server state. */
export const adminKeys = {
  all: ['admin'] as const,
  session: ['admin', 'session'] as const,
  setup: ['admin', 'setup'] as const,
  resource: (name: ResourceName) => ['admin', 'resource', name] as const,
};

export const resourceQuery = <R extends ResourceName>(name: R) =>
  queryOptions({
    queryKey: adminKeys.resource(name),
    queryFn: ({ signal }) => callApi<AdminResources[R]>(RESOURCE_PATHS[name], { signal }),
  });

/** One content read, cached under its key until a mutation invalidates it. */
export const useResource = <R extends ResourceName>(name: R) => useQuery(resourceQuery(name));
