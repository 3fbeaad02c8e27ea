import { Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { apiPaths } from '@shared/api-routes';
import { HONEYPOT_FIELD, OTHER_PACKAGE } from '@shared/constants';
import {
  contactFieldProblems,
  EMPTY_CONTACT_FORM,
  type ContactField as FieldName,
  type ContactFieldProblems,
  type ContactFormState,
  type ContactFormValues,
} from '@shared/contact-form-state';
import { WHATSAPP_CONSENT_FIELD } from '@shared/form-state';
import { LIMITS } from '@shared/limits';
import { ROUTES } from '@shared/routes';
import type { Lead, LeadInput } from '@shared/schemas/lead';
import { api, ApiError } from '../../../shared/api-client';
import { FormField, HoneypotField } from '../../components/form-field';
import { useSiteText } from '../../components/site-text';
import { showToast } from '../../components/toast-store';
import { Toaster } from '../../components/toaster';
import { useSend } from '../../components/use-send';
import { WhatsappConsent } from '../../components/whatsapp-consent';
import { defineIsland } from '../../islands/island-root';
import { contactProblemMessage } from './contact-problem-message';
import { CHOOSE_PACKAGE_EVENT, CONTACT_FORM_ID } from './package-choice-event';
import directionalIcon from '../../components/directional-icon.module.css';
import formField from '../../components/form-field.module.css';
import contactSection from './contact-section.module.css';

/** A contact field: its id is `contact-<name>`, and the message spans the form. */
function Field({ name, ...props }: { name: FieldName } & Omit<Parameters<typeof FormField>[0], 'id' | 'wide'>) {
  return <FormField id={`contact-${name}`} wide={name === 'message'} {...props} />;
}

/** What the form sends: the input, and its hidden honeypot field as it was left. */
type ContactFormInput = LeadInput & Partial<Record<typeof HONEYPOT_FIELD, string>>;

interface ContactFormProps {
  /** The packages to choose from, as their options read in the page's language. */
  packages: { value: string; label: string }[];
  /** The form as the server refused it when it was posted without scripts. */
  refused: ContactFormState | undefined;
  /** Sent without scripts: the page says so. */
  sentWithoutScript: boolean;
  /** The package of a Get Started link followed (`?package=`). */
  chosenPackage: string;
  /** Whether the practice offers confirmations on WhatsApp. */
  whatsapp: boolean;
}

/**
 * The contact form. Posted as an ordinary form when scripts are off (the server answers in the visitor's language);
 * with them sent to the API, a toast saying how it went, the refused fields marked by their codes. Its fields are the
 * browser's own until it is sent, so that what was typed before it hydrated stays.
 */
function ContactForm({ packages, refused, sentWithoutScript, chosenPackage, whatsapp }: ContactFormProps) {
  const { t, language } = useSiteText();
  const hintId = useId();
  const form = useRef<HTMLFormElement>(null);
  const submit = useSend((input: ContactFormInput) => api.post<Lead>(apiPaths.leads.intake(), input));
  const [problems, setProblems] = useState<ContactFieldProblems>(refused?.problems ?? {});
  const [wantsWhatsapp, setWantsWhatsapp] = useState(refused?.whatsapp ?? false);
  const values: ContactFormValues = refused?.values ?? { ...EMPTY_CONTACT_FORM, packageInterest: chosenPackage };

  // A package chosen with Get Started (see package-choice.tsx) is chosen here too.
  useEffect(() => {
    const choose = (event: Event) => {
      const field = form.current?.elements.namedItem('packageInterest');
      if (field instanceof HTMLSelectElement) field.value = (event as CustomEvent<string>).detail;
    };
    window.addEventListener(CHOOSE_PACKAGE_EVENT, choose);
    return () => window.removeEventListener(CHOOSE_PACKAGE_EVENT, choose);
  }, []);

  /** The text under a refused field, in the page's language. */
  const problemText = (name: FieldName) => {
    const problem = problems[name];
    if (!problem) return undefined;
    const message = contactProblemMessage(name, problem);
    return 'key' in message ? t(message.key, message.values) : message.text;
  };

  const clearProblem = (name: FieldName) => () => setProblems((current) => ({ ...current, [name]: undefined }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const posted = new FormData(element);
    const text = (name: string) => {
      const value = posted.get(name);
      return typeof value === 'string' ? value : '';
    };
    setProblems({});
    const input = { name: text('name'), email: text('email'), phone: text('phone'), packageInterest: text('packageInterest'), message: text('message'), language, [HONEYPOT_FIELD]: text(HONEYPOT_FIELD), ...(posted.get(WHATSAPP_CONSENT_FIELD) === 'on' ? { whatsapp: true } : {}) };
    void submit.send(input, {
      success: () => {
        for (const name of Object.keys(EMPTY_CONTACT_FORM)) {
          const field = element.elements.namedItem(name);
          if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) field.value = '';
        }
        showToast({ title: t('contact.successTitle'), description: t('contact.successDescription') });
      },
      error: (error) => {
        // The values stay so that the visitor can try again. The fields the server rejected are marked with their
        // problem in the visitor's language, read from its code (the server's own messages are English only).
        if (error instanceof ApiError) setProblems(contactFieldProblems(error.fields));
        const limited = error instanceof ApiError && error.status === 429;
        showToast({ variant: 'destructive', title: t('contact.errorTitle'), description: t(limited ? 'contact.rateLimited' : 'contact.errorDescription') });
      },
    });
  };

  const sending = submit.pending;

  return (
    <>
      <form
        ref={form}
        id={CONTACT_FORM_ID}
        className={contactSection.contact__form}
        method="post"
        action={`${ROUTES.home}#contact`}
        onSubmit={onSubmit}
        aria-label={t('contact.formLabel')}
        aria-describedby={hintId}
        data-testid="contact-form"
      >
        <input type="hidden" name="language" value={language} />
        {sentWithoutScript && (
          <p className={`${contactSection.contact__notice} ${contactSection['contact__notice--success']}`} role="status" data-testid="contact-sent">
            <strong>{t('contact.successTitle')}</strong> {t('contact.successDescription')}
          </p>
        )}
        {refused && (
          <p className={`${contactSection.contact__notice} ${contactSection['contact__notice--error']}`} role="alert" data-testid="contact-refused">
            {refused.outcome === 'limited' ? t('contact.rateLimited') : t('contact.invalid')}
          </p>
        )}
        <p id={hintId} className={contactSection.contact__hint}>
          {t('contact.requiredHint')}
        </p>
        <div className={formField['form-grid']}>
          <Field name="name" label={t('contact.name')} required error={problemText('name')}>
            {(props) => (
              <input {...props} className={formField.input} name="name" autoComplete="name" required maxLength={LIMITS.name} defaultValue={values.name} onChange={clearProblem('name')} placeholder={t('contact.namePlaceholder')} />
            )}
          </Field>
          <Field name="email" label={t('contact.email')} required error={problemText('email')}>
            {(props) => (
              <input
                {...props}
                className={formField.input}
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={LIMITS.email}
                dir="ltr"
                defaultValue={values.email}
                onChange={clearProblem('email')}
                placeholder={t('contact.emailPlaceholder')}
              />
            )}
          </Field>
          <Field name="phone" label={t('contact.phone')} required={wantsWhatsapp} error={problemText('phone')}>
            {(props) => (
              <input
                {...props}
                className={formField.input}
                name="phone"
                type="tel"
                autoComplete="tel"
                required={wantsWhatsapp}
                maxLength={LIMITS.phone}
                dir="ltr"
                defaultValue={values.phone}
                onChange={clearProblem('phone')}
                placeholder={t('contact.phonePlaceholder')}
              />
            )}
          </Field>
          <Field name="packageInterest" label={t('contact.package')} error={problemText('packageInterest')}>
            {(props) => (
              <select {...props} className={`${formField.input} ${formField.select}`} name="packageInterest" defaultValue={values.packageInterest} onChange={clearProblem('packageInterest')}>
                <option value="">{t('contact.choosePackage')}</option>
                {packages.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
                <option value={OTHER_PACKAGE}>{t('common.other')}</option>
              </select>
            )}
          </Field>
          <Field name="message" label={t('contact.message')} required error={problemText('message')}>
            {(props) => (
              <textarea {...props} className={`${formField.input} ${formField.textarea}`} name="message" rows={4} required maxLength={LIMITS.message} defaultValue={values.message} onChange={clearProblem('message')} placeholder={t('contact.messagePlaceholder')} />
            )}
          </Field>
          {whatsapp && <WhatsappConsent id="contact-whatsapp" ticked={refused?.whatsapp} onChange={(event) => setWantsWhatsapp(event.target.checked)} />}
        </div>
        <HoneypotField form="contact" />
        <button type="submit" className="button button--accent button--large button--block" disabled={sending} aria-busy={sending}>
          {sending ? t('contact.sending') : t('contact.submit')}
          {!sending && <Send aria-hidden="true" size={18} className={directionalIcon['icon-directional']} />}
        </button>
      </form>
      <Toaster />
    </>
  );
}

export const contactFormIsland = defineIsland('contactForm', ContactForm, ['contact', 'common', 'form', 'toast']);
