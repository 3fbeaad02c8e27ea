import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { AppContext } from '../../auth/app-state';

const COUNTRY = /^[A-Z]{2}$/;
const LOOKUP_TIMEOUT_MS = 1500;

const CACHE_MS = 24 * 60 * 60 * 1000;
const CACHE_ENTRIES = 5000;

/** The country a trusted proxy's header names (such as CF-IPCountry's `EG`), or null when it names none. */
export function countryInHeader(value: string): string | null {
  const code = value.trim().toUpperCase();
  return COUNTRY.test(code) ? code : null;
}

/**
 * The visitor's country when it is known without asking the lookup service: the proxy's header (`value`, empty when
 * absent), else null when no service is configured; undefined when only the service can tell.
 */
export function countryWithoutLookup(config: Pick<Config, 'GEO_LOOKUP_URL'>, value: string): string | null | undefined {
  return countryInHeader(value) ?? (config.GEO_LOOKUP_URL ? undefined : null);
}

/**
 * The visitor's ISO country code, from the trusted proxy header (such as CF-IPCountry) or, when configured,
 * from a lookup service the server asks; null when unknown. The visitor's browser never calls a third party.
 * Lookups are remembered per IP for a day, so that repeated calls (or a script hammering /api/geo) do not each
 * cost a request to the service.
 */
export function countryLookup(config: Config, logger: Logger, now: () => Date) {
  const remembered = new Map<string, { code: string | null; until: number }>();

  async function lookUp(ip: string, lookupUrl: string): Promise<string | null> {
    try {
      const response = await fetch(lookupUrl.replace('{ip}', encodeURIComponent(ip)), { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
      const body = (await response.json()) as { country_code?: unknown };
      const code = String(body.country_code ?? '').toUpperCase();
      return COUNTRY.test(code) ? code : null;
    } catch (error) {
      logger.warn({ err: error }, 'country lookup failed');
      return null;
    }
  }

  return async function countryOf(ctx: AppContext): Promise<string | null> {
    const known = countryWithoutLookup(config, ctx.get(config.GEO_COUNTRY_HEADER));
    if (known !== undefined || !config.GEO_LOOKUP_URL) return known ?? null;
    const cached = remembered.get(ctx.ip);
    if (cached && cached.until > now().getTime()) return cached.code;
    const code = await lookUp(ctx.ip, config.GEO_LOOKUP_URL);
    remembered.delete(ctx.ip);
    // A Map iterates in insertion order: past the bound, the oldest entry goes.
    if (remembered.size >= CACHE_ENTRIES) remembered.delete(remembered.keys().next().value!);
    remembered.set(ctx.ip, { code, until: now().getTime() + CACHE_MS });
    return code;
  };
}
