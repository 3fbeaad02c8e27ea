import { API_ROUTES } from '@shared/api-routes';
import type { LandingPageResponse, SiteSettingsResponse } from '@shared/api-types';
import { SKELETON_COUNTS } from '@shared/constants';
import { localize } from '@shared/localize';
import type { Language } from '@shared/constants';
import type { Repositories } from '../repositories';
import type { Database } from '../../db/connection';
import { validate } from '../../http/validate';
import { languageQuery } from '@shared/schemas/common';
import { BLOG_LOCALIZED_FIELDS } from '../blog-posts/routes';
import type { AppDeps, AppRouter } from '../app-deps';

/**
 * What the footer and contact section show on every page: legal texts, social links, contact information, services;
 * the practice's weekly hours, which its structured data states; and whether the forms offer WhatsApp.
 */
export async function siteSettings(repositories: Repositories, whatsappOffered: boolean): Promise<SiteSettingsResponse> {
  const [legalContent, socialLinks, contactInfo, services, bookingSettings] = await Promise.all([
    repositories.legalContent.list(),
    repositories.socialLinks.list(),
    repositories.contactInfo.single(),
    repositories.services.list(),
    repositories.bookingSettings.single(),
  ]);
  const weekly = bookingSettings?.availability.weekly ?? [];
  const openingHours = [...weekly].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
  return { legalContent, socialLinks, contactInfo, services, openingHours, whatsapp: whatsappOffered };
}

/** The landing page's content in one language. */
export async function landingPage(repositories: Repositories, lang: Language): Promise<LandingPageResponse> {
  const [hero, about, packages, stories, posts] = await Promise.all([
    repositories.heroContent.single(),
    repositories.aboutContent.single(),
    repositories.packages.list(),
    // Only what the landing page shows (as many cards as its loading placeholders): the full lists have their own
    // calls, and sending every post's and story's whole text here would grow this first request with the archive.
    repositories.successStories.listPublic(SKELETON_COUNTS.stories),
    repositories.blogPosts.listPublic(SKELETON_COUNTS.posts),
  ]);
  return {
    heroContent: hero && localize(hero, ['title', 'subtitle', 'ctaButtonText'], lang),
    aboutContent: about && localize(about, ['title', 'content'], lang),
    packages: packages.map((item) => localize(item, ['name', 'description', 'features'], lang, { features: [] })),
    successStories: stories.map((item) => localize(item, ['name', 'achievement', 'excerpt', 'fullStory'], lang)),
    blogPosts: posts.map((item) => localize(item, BLOG_LOCALIZED_FIELDS, lang)),
  };
}

/** Why the database cannot serve yet ('database_unreachable', 'migrations_pending'), or undefined when it can. */
async function databaseProblem(db: Database): Promise<string | undefined> {
  try {
    const [, pending] = (await db.migrate.list()) as [unknown[], unknown[]];
    return pending.length > 0 ? 'migrations_pending' : undefined;
  } catch {
    return 'database_unreachable';
  }
}

/** Health, language detection and the two aggregate reads the public site starts with. */
export function siteRoutes(router: AppRouter, deps: AppDeps) {
  const { repositories, countryOf, drain, db } = deps;

  /** Alive: the process answers. */
  router.get(API_ROUTES.site.health, async (ctx) => {
    ctx.body = { status: 'ok' };
  });

  /** Ready for traffic, for load balancers: not stopping, the database reachable and its migrations done; else 503 saying which. */
  router.get(API_ROUTES.site.ready, async (ctx) => {
    const problem = drain.draining ? 'draining' : await databaseProblem(db);
    ctx.status = problem ? 503 : 200;
    ctx.body = { status: problem ?? 'ready' };
  });

  router.get(API_ROUTES.site.geo, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { country_code: await countryOf(ctx) };
  });

  router.get(API_ROUTES.site.settings, async (ctx) => {
    ctx.body = await siteSettings(repositories, deps.config.whatsapp !== undefined);
  });

  router.get(API_ROUTES.site.landingPage, validate({ query: languageQuery }), async (ctx) => {
    ctx.body = await landingPage(repositories, ctx.input.query.lang);
  });
}
