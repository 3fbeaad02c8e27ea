import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Middleware } from 'koa';
import { SPECULATION_RULES_PATH } from '../web/static-files';

/**
 * CSP without inline scripts (styles may be inline: the admin's Fluent UI injects style tags), no framing,
 * nosniff and a strict referrer policy. HSTS only when the request came over HTTPS.
 */
const options = (formTargets: readonly string[]): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      // A form may also lead to these origins: the booking form, posted without JavaScript, redirects to Paymob's checkout.
      formAction: ["'self'", ...formTargets],
      frameAncestors: ["'none'"],
    },
  },
  strictTransportSecurity: false,
  // The same answer as frame-ancestors 'none', for browsers that only know the older header.
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
});

/**
 * The headers helmet sets with these options: the same for every request, so worked out once at start. `formTargets`
 * are the other origins a form may post or be redirected to.
 */
export function helmetHeaders(formTargets: readonly string[] = []): [string, string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  helmet(options(formTargets))({} as IncomingMessage, response, () => undefined);
  // Moving between pages is plain navigation, made instant by prerendering a same-site link the pointer rests on.
  headers.push(['Speculation-Rules', `"${SPECULATION_RULES_PATH}"`]);
  return headers;
}

export function securityHeaders(formTargets: readonly string[] = []): Middleware {
  const headers = helmetHeaders(formTargets);
  return async (ctx, next) => {
    for (const [name, value] of headers) ctx.set(name, value);
    ctx.remove('X-Powered-By');
    if (ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
  };
}
