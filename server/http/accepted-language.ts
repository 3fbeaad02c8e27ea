import type { Context } from 'koa';
import { LANGUAGES, type Language } from '@shared/constants';

/** The visitor's language from Accept-Language, English when it names neither. */
export const acceptedLanguage = (ctx: Pick<Context, 'acceptsLanguages'>): Language => (ctx.acceptsLanguages([...LANGUAGES]) || 'en') as Language;
