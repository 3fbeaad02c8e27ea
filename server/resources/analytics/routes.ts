import { API_ROUTES } from '@shared/api-routes';
import { analyticsQuerySchema, pageViewInputSchema } from '@shared/schemas/analytics';
import { notCountedBecause, visitorOf } from '../../analytics/visitor-request';
import { requireAdmin } from '../../auth/middleware';
import { limit, rateLimiter } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import type { AppDeps, AppRouter } from '../app-deps';

/** Page views one address may send in a minute: a family or an office behind one address reading quickly. */
const PAGE_VIEWS_PER_MINUTE = 120;

/** The public pages' beacon, and the figures of a period for the dashboard. */
export function analyticsRoutes(router: AppRouter, { config, limits, pageViews, analytics }: AppDeps) {
  // Per address in memory: the limit's keys are addresses, which analytics never store.
  const perAddress = rateLimiter(limits, { points: PAGE_VIEWS_PER_MINUTE, durationSeconds: 60, keyPrefix: 'page-views', inMemory: true });

  // Answered alike whether counted or not (a bot learns nothing), before the view is written.
  router.post(API_ROUTES.analytics.pageView, limit(perAddress), validate({ body: pageViewInputSchema }), async (ctx) => {
    if (notCountedBecause(ctx, ctx.input.body.path) === undefined) await pageViews.record(ctx.input.body, visitorOf(ctx, config));
    ctx.status = 204;
  });

  router.get(API_ROUTES.analytics.summary, requireAdmin, validate({ query: analyticsQuerySchema }), async (ctx) => {
    const { from, to } = ctx.input.query;
    ctx.body = await analytics.summary(from !== undefined && to !== undefined ? { from, to } : undefined);
  });
}
