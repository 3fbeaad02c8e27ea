import type { Context } from 'koa';
import type { Language } from '@shared/constants';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, isLanguage, languageForCountry, LANGUAGE_QUERY_PARAM } from '@shared/language';

export interface PageLanguage {
  language: Language;
  /** Whether the address named it (`?lang=`): such a page is its own canonical; without it the page is the x-default. */
  inAddress: boolean;
}

const COOKIE_OPTIONS = { httpOnly: false, sameSite: 'lax', maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS * 1000, overwrite: true } as const;

/** A page's language as decided, with the language to remember in the visitor's cookie when the decision sets it. */
export interface LanguageDecision extends PageLanguage {
  readonly remember?: Language;
}

/** Each decision made once, so that a look-up may tell two alike by identity (see cachedPage). */
const decisions = <T extends LanguageDecision>(make: (language: Language) => T): Record<Language, T> => ({ en: make('en'), ar: make('ar') });
const NAMED = decisions((language) => ({ language, inAddress: true, remember: language }));
const REMEMBERED = decisions((language) => ({ language, inAddress: false }));
const OF_COUNTRY = decisions((language) => ({ language, inAddress: false, remember: language }));

/**
 * The language a page's `?lang=` (`requested`, as Koa's ctx.query reads it) or the remembered one decides, undefined
 * when neither does and the visitor's country must.
 */
export function languageWithoutCountry(requested: unknown, remembered: string | undefined): LanguageDecision | undefined {
  if (isLanguage(requested)) return NAMED[requested];
  if (isLanguage(remembered)) return REMEMBERED[remembered];
  return undefined;
}

/** The language of a visitor from `country` (Egypt reads Arabic), remembered when the country is known; English otherwise. */
export function languageOfCountry(country: string | null): LanguageDecision {
  const language = languageForCountry(country);
  return country ? OF_COUNTRY[language] : REMEMBERED[language];
}

/** The last Set-Cookie value made per language and security: its expiry moves only once a second. */
const madeCookies = new Map<string, { second: number; value: string }>();

/**
 * The Set-Cookie value remembering `language`, byte for byte as Koa's cookies write it with COOKIE_OPTIONS (the
 * secure flag on an HTTPS request): the fast path answers without Koa (see fast-path.ts).
 */
export function languageCookie(language: Language, secure: boolean): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  const kind = `${language}${secure ? ' secure' : ''}`;
  const made = madeCookies.get(kind);
  // The expiry is written to the second and the cookie lasts whole seconds: the same second gives the same value.
  if (made?.second === second) return made.value;
  const expires = new Date(now + COOKIE_OPTIONS.maxAge).toUTCString();
  const value = `${LANGUAGE_COOKIE}=${language}; path=/; expires=${expires}; samesite=${COOKIE_OPTIONS.sameSite}${secure ? '; secure' : ''}`;
  madeCookies.set(kind, { second, value });
  return value;
}

/**
 * The language to render a page in (decided on the server so that the first paint is right):
 * `?lang=` (remembered as the visitor's choice), else the remembered language, else the visitor's country (Egypt reads
 * Arabic; remembered when known), else English.
 */
export async function pageLanguage(ctx: Context, countryOf: (ctx: Context) => Promise<string | null>): Promise<PageLanguage> {
  const { language, inAddress, remember } = languageWithoutCountry(ctx.query[LANGUAGE_QUERY_PARAM], ctx.cookies.get(LANGUAGE_COOKIE)) ?? languageOfCountry(await countryOf(ctx));
  if (remember) ctx.cookies.set(LANGUAGE_COOKIE, remember, COOKIE_OPTIONS);
  return { language, inAddress };
}
