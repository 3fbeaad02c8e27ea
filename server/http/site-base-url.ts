import type { Context } from 'koa';

/** The site's origin for absolute links (canonical URLs, the sitemap, preview links): PUBLIC_URL when set, else the request's own. */
export const siteBaseUrl = (ctx: Pick<Context, 'protocol' | 'host'>, publicUrl: string | undefined) => (publicUrl ?? `${ctx.protocol}://${ctx.host}`).replace(/\/+$/, '');
