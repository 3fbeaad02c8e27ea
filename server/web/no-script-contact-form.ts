import type { Context } from 'koa';
import { CONTACT_SENT_PARAM, contactFieldProblems, contactFormValues, type ContactFormState } from '../../shared/contact-form-state';
import { isLanguage, LANGUAGE_QUERY_PARAM } from '../../shared/language';
import { ROUTES } from '../../shared/routes';
import { ApiError } from '../http/errors';
import type { LeadIntake } from '../leads/intake';
import { sendNotBuilt, type IndexTemplate } from './index-template';
import { pageLanguage } from './page-language';
import { sendDocument, type PageRendering } from './page-rendering';

interface NoScriptContactFormOptions {
  template: () => Promise<IndexTemplate | undefined>;
  pages: PageRendering;
  /** Takes the form as POST /api/contact does. */
  leadIntake: LeadIntake;
  /** The visitor's country, which picks the language when the form did not say it. */
  countryOf: (ctx: Context) => Promise<string | null>;
}

/**
 * The contact form posted without JavaScript (POST /): the same limit, schema, storage and notice as POST /api/contact.
 * Sent: 303 to the landing page's thank-you (reloading it sends nothing twice). Refused: the page again, in the
 * visitor's language, with what they wrote and each rejected field marked (400), or the limit explained (429).
 */
export function noScriptContactForm({ template: readTemplate, pages, leadIntake, countryOf }: NoScriptContactFormOptions) {
  return async (ctx: Context) => {
    const template = await readTemplate();
    if (template === undefined) return sendNotBuilt(ctx);
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const language = isLanguage(body.language) ? body.language : (await pageLanguage(ctx, countryOf)).language;
    try {
      await leadIntake.admit(ctx.ip);
      await leadIntake.submit(body, language);
      ctx.redirect(`${ROUTES.home}?${LANGUAGE_QUERY_PARAM}=${language}&${CONTACT_SENT_PARAM}=sent#contact`);
      ctx.status = 303;
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 429)) throw error;
      const state: ContactFormState = {
        values: contactFormValues(body),
        problems: contactFieldProblems(error.fields ?? []),
        outcome: error.status === 429 ? 'limited' : 'invalid',
      };
      for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
      const { document } = await pages.renderSitePage(ctx, template.text, ROUTES.home, { language, inAddress: false }, { contactForm: state });
      sendDocument(ctx, error.status, document, 'no-store');
    }
  };
}
