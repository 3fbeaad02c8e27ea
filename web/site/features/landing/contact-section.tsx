import { Clock, Mail, MapPin, Phone, Send } from 'lucide-react';
import { useContext, useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { HONEYPOT_FIELD, OTHER_PACKAGE, type Language } from '@shared/constants';
import { FormField, HoneypotField } from '../../components/form-field';
import { LIMITS } from '@shared/limits';
import { formatPackageOption } from '@shared/format';
import { localizedText } from '../../../shared/localized-text';
import type { ContactInfo } from '@shared/schemas/contact-info';
import type { Package } from '@shared/schemas/package';
import { ApiError } from '../../../shared/api-client';
import { useLanguage } from '../../../shared/i18n';
import { ROUTES } from '@shared/routes';
import { useSiteSettings } from '../../api/site-settings';
import { SectionHeading } from '../../components/section-heading';
import { showToast } from '../../components/toast-store';
import { WorkingHours } from '../../components/working-hours';
import { useSubmitContact } from './api';
import {
  CONTACT_SENT_PARAM,
  EMPTY_CONTACT_FORM,
  contactFieldProblems,
  type ContactField as FieldName,
  type ContactFieldProblems,
  type ContactFormValues as ContactForm,
} from '@shared/contact-form-state';
import { contactProblemMessage } from './contact-problem-message';
import { ContactFormStateContext } from './contact-form-context';
import { useContactPrefill } from './contact-prefill';

/** A contact field: its id is `contact-<name>`, and the message spans the form. */
function Field({ name, ...props }: { name: FieldName } & Omit<Parameters<typeof FormField>[0], 'id' | 'wide'>) {
  return <FormField id={`contact-${name}`} wide={name === 'message'} {...props} />;
}

function ContactDetails({ info, language }: { info: ContactInfo | null | undefined; language: Language }) {
  const { t } = useTranslation();
  const address = info && localizedText(info, 'address', language);
  return (
    <aside className="contact__details" aria-labelledby="contact-details-title">
      <h3 id="contact-details-title" className="contact__details-title">
        {t('contact.infoTitle')}
      </h3>
      <p className="contact__details-text">{t('contact.infoText')}</p>
      <ul className="contact__list">
        {info?.phone && (
          <li>
            <span className="contact__icon" aria-hidden="true">
              <Phone size={18} />
            </span>
            <span>
              <span className="contact__label">{t('contact.phoneLabel')}</span>
              <a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                {info.phone}
              </a>
            </span>
          </li>
        )}
        {info?.email && (
          <li>
            <span className="contact__icon" aria-hidden="true">
              <Mail size={18} />
            </span>
            <span>
              <span className="contact__label">{t('contact.emailLabel')}</span>
              <a href={`mailto:${info.email}`}>{info.email}</a>
            </span>
          </li>
        )}
        {address && (
          <li>
            <span className="contact__icon" aria-hidden="true">
              <MapPin size={18} />
            </span>
            <span>
              <span className="contact__label">{t('contact.addressLabel')}</span>
              {address}
            </span>
          </li>
        )}
        <li>
          <span className="contact__icon" aria-hidden="true">
            <Clock size={18} />
          </span>
          <span>
            <span className="contact__label">{t('contact.hoursLabel')}</span>
            <WorkingHours info={info} />
          </span>
        </li>
      </ul>
    </aside>
  );
}

export function ContactSection({ packages }: { packages: Package[] | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const hintId = useId();
  const { data: settings } = useSiteSettings();
  const submit = useSubmitContact();
  // A form the server refused when it was posted without JavaScript comes back with its values and marked fields.
  const refused = useContext(ContactFormStateContext);
  const [searchParams] = useSearchParams();
  const sentWithoutScript = searchParams.get(CONTACT_SENT_PARAM) === 'sent';
  const [form, setForm] = useState<ContactForm>(refused?.values ?? EMPTY_CONTACT_FORM);
  const [problems, setProblems] = useState<ContactFieldProblems>(refused?.problems ?? {});
  const { packageId, version } = useContactPrefill();

  /** The text under a refused field, in the page's language. */
  const problemText = (name: FieldName) => {
    const problem = problems[name];
    if (!problem) return undefined;
    const message = contactProblemMessage(name, problem);
    return 'key' in message ? t(message.key, message.values) : message.text;
  };

  // A package chosen with Get Started preselects itself here.
  useEffect(() => {
    if (packageId) setForm((current) => ({ ...current, packageInterest: packageId }));
  }, [packageId, version]);

  const update = (name: FieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const { value } = event.target;
    setForm((current) => ({ ...current, [name]: value }));
    setProblems((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblems({});
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    submit.mutate({ ...form, language, [HONEYPOT_FIELD]: typeof honeypot === 'string' ? honeypot : '' }, {
      onSuccess: () => {
        setForm(EMPTY_CONTACT_FORM);
        showToast({ title: t('contact.successTitle'), description: t('contact.successDescription') });
      },
      onError: (error) => {
        // The values stay so that the visitor can try again. The fields the server rejected are marked with their
        // problem in the visitor's language, read from its code (the server's own messages are English only).
        if (error instanceof ApiError) setProblems(contactFieldProblems(error.fields));
        const limited = error instanceof ApiError && error.status === 429;
        showToast({ variant: 'destructive', title: t('contact.errorTitle'), description: t(limited ? 'contact.rateLimited' : 'contact.errorDescription') });
      },
    });
  };

  const sending = submit.isPending;

  return (
    <section id="contact" className="section section--sand" aria-labelledby="contact-title">
      <div className="container">
        <SectionHeading id="contact-title" eyebrow={t('contact.eyebrow')} title={t('contact.title')}>
          {t('contact.subtitle')}
        </SectionHeading>
        <div className="contact">
          <ContactDetails info={settings?.contactInfo} language={language} />
          {/* Posted as an ordinary form when scripts are off; the server answers in the visitor's language. */}
          <form
            className="contact__form"
            method="post"
            action={`${ROUTES.home}#contact`}
            onSubmit={onSubmit}
            aria-label={t('contact.formLabel')}
            aria-describedby={hintId}
            data-testid="contact-form"
          >
            <input type="hidden" name="language" value={language} />
            {sentWithoutScript && (
              <p className="contact__notice contact__notice--success" role="status" data-testid="contact-sent">
                <strong>{t('contact.successTitle')}</strong> {t('contact.successDescription')}
              </p>
            )}
            {refused && (
              <p className="contact__notice contact__notice--error" role="alert" data-testid="contact-refused">
                {refused.outcome === 'limited' ? t('contact.rateLimited') : t('contact.invalid')}
              </p>
            )}
            <p id={hintId} className="contact__hint">
              {t('contact.requiredHint')}
            </p>
            <div className="form-grid">
              <Field name="name" label={t('contact.name')} required error={problemText('name')}>
                {(props) => (
                  <input {...props} className="input" name="name" autoComplete="name" required maxLength={LIMITS.name} value={form.name} onChange={update('name')} placeholder={t('contact.namePlaceholder')} />
                )}
              </Field>
              <Field name="email" label={t('contact.email')} required error={problemText('email')}>
                {(props) => (
                  <input
                    {...props}
                    className="input"
                    name="email"
                    type="email"
                    autoComplete="email"
                    required
                    maxLength={LIMITS.email}
                    dir="ltr"
                    value={form.email}
                    onChange={update('email')}
                    placeholder={t('contact.emailPlaceholder')}
                  />
                )}
              </Field>
              <Field name="phone" label={t('contact.phone')} error={problemText('phone')}>
                {(props) => (
                  <input
                    {...props}
                    className="input"
                    name="phone"
                    type="tel"
                    autoComplete="tel"
                    maxLength={LIMITS.phone}
                    dir="ltr"
                    value={form.phone}
                    onChange={update('phone')}
                    placeholder={t('contact.phonePlaceholder')}
                  />
                )}
              </Field>
              <Field name="packageInterest" label={t('contact.package')} error={problemText('packageInterest')}>
                {(props) => (
                  <select {...props} className="input select" name="packageInterest" value={form.packageInterest} onChange={update('packageInterest')}>
                    <option value="">{t('contact.choosePackage')}</option>
                    {packages?.map((item) => (
                      <option key={item.id} value={String(item.id)}>
                        {formatPackageOption(localizedText(item, 'name', language) ?? '', item.price, language)}
                      </option>
                    ))}
                    <option value={OTHER_PACKAGE}>{t('common.other')}</option>
                  </select>
                )}
              </Field>
              <Field name="message" label={t('contact.message')} required error={problemText('message')}>
                {(props) => (
                  <textarea {...props} className="input textarea" name="message" rows={4} required maxLength={LIMITS.message} value={form.message} onChange={update('message')} placeholder={t('contact.messagePlaceholder')} />
                )}
              </Field>
            </div>
            <HoneypotField form="contact" />
            <button type="submit" className="button button--accent button--large button--block" disabled={sending} aria-busy={sending}>
              {sending ? t('contact.sending') : t('contact.submit')}
              {!sending && <Send aria-hidden="true" size={18} className="icon-directional" />}
            </button>
          </form>
        </div>
      </div>
    </section>
  );
}
