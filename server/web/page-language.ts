import type { Context } from 'koa';
import type { Language } from '@shared/constants';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, isLanguage, languageForCountry, LANGUAGE_QUERY_PARAM } from '@shared/language';

export interface PageLanguage {
  language: Language;
  /** Whether the address named it (`?lang=`): such a page is its own canonical; without it the page is the x-default. */
  inAddress: boolean;
}

const remember = (ctx: Context, language: Language) =>
  ctx.cookies.set(LANGUAGE_COOKIE, language, { httpOnly: false, sameSite: 'lax', maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS * 1000, overwrite: true });

/**
 * The language to render a page in (decided on the server so that the first paint is right):
 * `?lang=` (remembered as the visitor's choice), else the remembered language, else the visitor's country (Egypt reads
 * Arabic; remembered when known), else English.
 */
export async function pageLanguage(ctx: Context, countryOf: (ctx: Context) => Promise<string | null>): Promise<PageLanguage> {
  const requested = ctx.query[LANGUAGE_QUERY_PARAM];
  if (isLanguage(requested)) {
    remember(ctx, requested);
    return { language: requested, inAddress: true };
  }
  const remembered = ctx.cookies.get(LANGUAGE_COOKIE);
  if (isLanguage(remembered)) return { language: remembered, inAddress: false };
  const country = await countryOf(ctx);
  const language = languageForCountry(country);
  if (country) remember(ctx, language);
  return { language, inAddress: false };
}
