import type { RecordsWithRevisionsRoutes } from '@shared/api-routes';
import { PREVIEW_PARAM, type PreviewLink } from '@shared/publication';
import { requireAdmin } from '../auth/middleware';
import type { PreviewSubject } from '../content/preview-links';
import { siteBaseUrl } from '../http/site-base-url';
import { idParams, validate } from '../http/validate';
import type { TableRepository } from '../tables/table';
import type { AppDeps, AppRouter } from './app-deps';

interface PreviewLinkOptions<Item> {
  /** The resource's patterns, e.g. API_ROUTES.blogPosts. */
  routes: Pick<RecordsWithRevisionsRoutes, 'previewLink'>;
  subject: PreviewSubject;
  repository: TableRepository<Item>;
  /** The item's public page (by id, so that a link made before the slug changes still opens it). */
  page: (item: Item) => string;
}

/**
 * POST {previewLink} (signed in): an address of the item's public page that shows it, draft or scheduled,
 * to anyone who has it, for PREVIEW_LINK_DAYS days.
 */
export function previewLinkRoute<Item extends { id: number }>(router: AppRouter, { previews, config }: AppDeps, options: PreviewLinkOptions<Item>) {
  router.post(options.routes.previewLink, requireAdmin, validate({ params: idParams }), async (ctx) => {
    const item = await options.repository.get(ctx.input.params.id);
    const { token, expiresAt } = previews.create(options.subject, item.id);
    const query = new URLSearchParams({ [PREVIEW_PARAM]: token });
    ctx.status = 201;
    ctx.body = { url: `${siteBaseUrl(ctx, config.PUBLIC_URL)}${options.page(item)}?${query}`, expiresAt: expiresAt.toISOString() } satisfies PreviewLink;
  });
}
