import type { Context } from 'koa';
import type { Language } from '../../shared/constants';
import { isLanguage } from '../../shared/language';
import type { RefusedForms } from '../../web/app/page-data';
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

interface NoScriptForm {
  /** Takes the posted form as the API does, and answers the address to send the visitor to (303). */
  take(ctx: Context, body: Record<string, unknown>, language: Language): Promise<string>;
  /** The page that explains this refusal, or undefined for one the page does not explain (it is thrown on). */
  refusedPage(error: ApiError, body: Record<string, unknown>): RefusedPage | undefined;
}

/**
 * Answers a form posted without JavaScript, in the language the form says (else the visitor's): taken, a 303 to the
 * address `take` answers (reloading it posts nothing twice); refused, its page rendered again with the refusal's
 * status and headers (a 429's Retry-After), never cached.
 */
export function noScriptFormPost({ template: readTemplate, pages, countryOf }: NoScriptPageOptions, form: NoScriptForm) {
  return async (ctx: Context) => {
    const template = await readTemplate();
    if (template === undefined) return sendNotBuilt(ctx);
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const language = isLanguage(body.language) ? body.language : (await pageLanguage(ctx, countryOf)).language;
    try {
      ctx.redirect(await form.take(ctx, body, language));
      ctx.status = 303;
    } catch (error) {
      const page = error instanceof ApiError ? form.refusedPage(error, body) : undefined;
      if (!(error instanceof ApiError) || page === undefined) throw error;
      for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
      const { document } = await pages.renderSitePage(ctx, template.text, page.path, { language, inAddress: false }, page.refused, page.query);
      sendDocument(ctx, error.status, document, 'no-store');
    }
  };
}
