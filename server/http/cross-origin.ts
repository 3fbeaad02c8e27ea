import type { Middleware } from 'koa';
import { API_PREFIX } from '@shared/api-routes';
import { TOTAL_COUNT_HEADER } from '@shared/schemas/lead';

/**
 * The desktop app's page (loaded from file://, so its Origin is "null") calls the API across origins with a bearer
 * token. Any origin may read API answers, but never with credentials: the session cookie stays usable only by this
 * server's own pages, and cookie-authenticated writes still pass the Origin check.
 */
export function crossOriginApi(): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(`${API_PREFIX}/`) || !ctx.get('Origin')) return next();
    ctx.set('Access-Control-Allow-Origin', '*');
    // Read by the admin: the wait after a 429, the CSV export's file name and the leads list's total.
    ctx.set('Access-Control-Expose-Headers', `Retry-After, Content-Disposition, ${TOTAL_COUNT_HEADER}`);
    if (ctx.method !== 'OPTIONS' || !ctx.get('Access-Control-Request-Method')) return next();
    ctx.set('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
    ctx.set('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
    ctx.set('Access-Control-Max-Age', '600');
    ctx.status = 204;
  };
}
