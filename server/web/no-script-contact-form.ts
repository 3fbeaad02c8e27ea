import { CONTACT_SENT_PARAM, contactFieldProblems, contactFormValues, type ContactFormState } from '../../shared/contact-form-state';
import { LANGUAGE_QUERY_PARAM } from '../../shared/language';
import { ROUTES } from '../../shared/routes';
import type { LeadIntake } from '../leads/intake';
import { noScriptFormPost, type NoScriptPageOptions } from './no-script-form';

interface NoScriptContactFormOptions extends NoScriptPageOptions {
  /** Takes the form as POST /api/contact does. */
  leadIntake: LeadIntake;
}

/**
 * The contact form posted without JavaScript (POST /): the same limit, schema, storage and notice as POST /api/contact.
 * Sent: 303 to the landing page's thank-you (reloading it sends nothing twice). Refused: the page again, in the
 * visitor's language, with what they wrote and each rejected field marked (400), or the limit explained (429).
 */
export function noScriptContactForm({ leadIntake, ...page }: NoScriptContactFormOptions) {
  return noScriptFormPost(page, {
    async take(ctx, body, language) {
      await leadIntake.admit(ctx.ip);
      await leadIntake.submit(body, language);
      return `${ROUTES.home}?${LANGUAGE_QUERY_PARAM}=${language}&${CONTACT_SENT_PARAM}=sent#contact`;
    },
    refusedPage(error, body) {
      if (error.status !== 400 && error.status !== 429) return undefined;
      const contactForm: ContactFormState = {
        values: contactFormValues(body),
        problems: contactFieldProblems(error.fields ?? []),
        outcome: error.status === 429 ? 'limited' : 'invalid',
      };
      return { path: ROUTES.home, refused: { contactForm } };
    },
  });
}
