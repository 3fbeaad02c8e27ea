import type { Context } from 'koa';

/** The site's address for absolute links, with no trailing slash: PUBLIC_URL when set, else `ownAddress`. */
export function siteAddress(publicUrl: string | undefined, ownAddress: string): string {
  const address = publicUrl ?? ownAddress;
  // Asked at every page a cache answers: most addresses end without a slash, and need no search.
  return address.endsWith('/') ? address.replace(/\/+$/, '') : address;
}

/** The site's origin for the links a request answers with (canonical URLs, the sitemap, preview and calendar links): PUBLIC_URL when set, else the request's own. */
export const siteBaseUrl = (ctx: Pick<Context, 'protocol' | 'host'>, publicUrl: string | undefined) => siteAddress(publicUrl, `${ctx.protocol}://${ctx.host}`);
