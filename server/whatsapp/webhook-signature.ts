import type { Middleware } from 'koa';
import { ApiError } from '../http/errors';
import { signatureMatches } from './webhook';

/** The header Meta signs each webhook's body in. */
const SIGNATURE_HEADER = 'X-Hub-Signature-256';

/**
 * The step of the webhook's chain that believes a request only when its X-Hub-Signature-256 is the HMAC-SHA256 of
 * the bytes received under the app's secret (a 404 while WhatsApp is off, a 401 otherwise): nothing after it runs for
 * a forged or unsigned request. The bytes are the text the body parser kept as received (`includeUnparsed`).
 */
export function signedByMeta(appSecret: string | undefined): Middleware {
  return async (ctx, next) => {
    if (!appSecret) throw new ApiError(404, 'not_found', 'WhatsApp is not configured');
    const raw = (ctx.request as { rawBody?: unknown }).rawBody;
    if (typeof raw !== 'string' || !signatureMatches(Buffer.from(raw, 'utf8'), ctx.get(SIGNATURE_HEADER) || undefined, appSecret)) {
      throw new ApiError(401, 'invalid_signature', `The ${SIGNATURE_HEADER} of this request does not match its body`);
    }
    await next();
  };
}
