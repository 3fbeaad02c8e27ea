import { CONTACT_SENT_PARAM, contactFieldProblems, contactFormValues, type ContactFormState } from '@shared/contact-form-state';
import { postedWhatsappConsent } from '@shared/form-state';
import { LANGUAGE_QUERY_PARAM } from '@shared/language';
import { ROUTES } from '@shared/routes';
import { requestAttribution } from '../analytics/visitor-request';
import type { ApiError } from '../http/errors';
import { limit } from '../http/rate-limit';
import { validate } from '../http/validate';
import { contactFormSchema } from '../leads/intake';
import type { AppDeps, AppRouter } from '../resources/app-deps';
import { noScriptFormRefusals, seeOther, type NoScriptPageOptions, type RefusedPage } from './no-script-form';

/** The landing page again with what the visitor wrote and each refused field marked (400), or the limit explained (429). */
function refusedContactForm(error: ApiError, posted: Record<string, unknown>): RefusedPage | undefined {
  if (error.status !== 400 && error.status !== 429) return undefined;
  const contactForm: ContactFormState = {
    values: contactFormValues(posted),
    problems: contactFieldProblems(error.fields ?? []),
    outcome: error.status === 429 ? 'limited' : 'invalid',
    whatsapp: postedWhatsappConsent(posted),
  };
  return { path: ROUTES.home, refused: { contactForm } };
}

/**
 * The contact form posted without JavaScript (POST /): the chain of POST /api/contact (the same limit, counted with
 * it, schema, storage and notice). Sent: 303 to the landing page's thank-you (reloading it sends nothing twice).
 * Refused: the page again, in the visitor's language (see noScriptFormRefusals).
 */
export function noScriptContactFormRoute(router: AppRouter, { config, leadIntake, pageViews }: Pick<AppDeps, 'config' | 'leadIntake' | 'pageViews'>, page: NoScriptPageOptions) {
  router.post(
    ROUTES.home,
    noScriptFormRefusals(page, refusedContactForm),
    limit(leadIntake.perAddress),
    validate({ body: contactFormSchema }),
    async (ctx) => {
      const language = ctx.state.formLanguage;
      await leadIntake.store(ctx.input.body, language, await requestAttribution(ctx, config, pageViews));
      seeOther(ctx, `${ROUTES.home}?${LANGUAGE_QUERY_PARAM}=${language}&${CONTACT_SENT_PARAM}=sent#contact`);
    },
  );
}
