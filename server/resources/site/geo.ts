import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { AppContext } from '../../http/context';

const COUNTRY = /^[A-Z]{2}$/;
const LOOKUP_TIMEOUT_MS = 1500;

/**
 * The visitor's ISO country code, from the trusted proxy header (such as CF-IPCountry) or, when configured,
 * from a lookup service the server asks; null when unknown. The visitor's browser never calls a third party.
 */
export async function countryOf(ctx: AppContext, config: Config, logger: Logger): Promise<string | null> {
  const fromHeader = ctx.get(config.GEO_COUNTRY_HEADER).trim().toUpperCase();
  if (COUNTRY.test(fromHeader)) return fromHeader;
  if (!config.GEO_LOOKUP_URL) return null;
  try {
    const url = config.GEO_LOOKUP_URL.replace('{ip}', encodeURIComponent(ctx.ip));
    const response = await fetch(url, { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
    const body = (await response.json()) as { country_code?: unknown };
    const code = String(body.country_code ?? '').toUpperCase();
    return COUNTRY.test(code) ? code : null;
  } catch (error) {
    logger.warn({ err: error }, 'country lookup failed');
    return null;
  }
}
