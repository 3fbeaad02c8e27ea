import type { Context, Middleware } from 'koa';
import type { Language } from '@shared/constants';
import { isLanguage } from '@shared/language';
import type { RefusedForms } from '../../web/app/refused-forms';
import type { AppState } from '../auth/app-state';
import { ApiError } from '../http/errors';
import { sendNotBuilt, type IndexTemplate } from './index-template';
import { pageLanguage } from './page-language';
import { sendDocument, type PageRendering } from './page-rendering';

/** What a form posted without JavaScript needs to render its page again. */
export interface NoScriptPageOptions {
  template: () => Promise<IndexTemplate | undefined>;
  pages: PageRendering;
  /** The visitor's country, which picks the language when the form did not say it. */
  countryOf: (ctx: Context) => Promise<string | null>;
}

/** The page a refused form is shown on again: its route, the form's state, and the address's query if not the request's. */
export interface RefusedPage {
  path: string;
  refused: RefusedForms;
  query?: URLSearchParams;
}

/** What a form's chain has learnt once its first step has run: the language the visitor is answered in. */
export interface NoScriptFormState extends AppState {
  formLanguage: Language;
}

/**
 * The form as the visitor posted it, every field as sent: what a refused form is shown again with, and what the
 * address of the page it came from is made of (`ctx.input` holds only what validation let through).
 */
export const postedForm = (ctx: Pick<Context, 'request'>) => (ctx.request.body ?? {}) as Record<string, unknown>;

/**
 * The first step of the chain of a form posted without JavaScript: puts the language the form says (else the
 * visitor's) on `ctx.state.formLanguage` for the steps after it, whose refusal of the form (its limit, its validation,
 * its handler) it answers with the form's page rendered again with the refusal's status and headers (a 429's
 * Retry-After), never cached, when `refusedPage` explains it; a refusal it does not explain is thrown on. Before the
 * web app is built it answers how to build it.
 */
export function noScriptFormRefusals(
  { template: readTemplate, pages, countryOf }: NoScriptPageOptions,
  refusedPage: (error: ApiError, posted: Record<string, unknown>) => RefusedPage | undefined,
): Middleware<NoScriptFormState> {
  return async (ctx, next) => {
    const template = await readTemplate();
    if (template === undefined) return sendNotBuilt(ctx);
    const posted = postedForm(ctx);
    const language = isLanguage(posted.language) ? posted.language : (await pageLanguage(ctx, countryOf)).language;
    ctx.state.formLanguage = language;
    try {
      await next();
    } catch (error) {
      const page = error instanceof ApiError ? refusedPage(error, posted) : undefined;
      if (!(error instanceof ApiError) || page === undefined) throw error;
      for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
      const { document } = await pages.renderSitePage(ctx, template, page.path, { language, inAddress: false }, page.refused, page.query);
      sendDocument(ctx, error.status, document, 'no-store');
    }
  };
}

/** Answers a form taken: a 303 to `address` (reloading it posts nothing twice). */
export function seeOther(ctx: Context, address: string) {
  ctx.redirect(address);
  ctx.status = 303;
}
