import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useContext } from 'react';
import { useLocation } from 'react-router-dom';
import type { Language } from '@shared/constants';
import { CONTACT_SENT_PARAM } from '@shared/contact-form-state';
import { formatPackageOption } from '@shared/format';
import type { ContactInfo } from '@shared/schemas/contact-info';
import type { Package } from '@shared/schemas/package';
import { localizedText } from '../../../shared/localized-text';
import { useSiteSettings } from '../../api/site-settings';
import { SectionHeading } from '../../components/section-heading';
import { useSiteText } from '../../components/site-text';
import { WorkingHours } from '../../components/working-hours';
import { Island } from '../../islands/island';
import { ContactFormStateContext } from './contact-form-context';
import { contactFormIsland } from './contact-form';
import { CHOSEN_PACKAGE_PARAM } from './package-choice-event';
import styles from './contact-section.module.css';
import landingPage from './landing-page.module.css';

function ContactDetails({ info, language }: { info: ContactInfo | null | undefined; language: Language }) {
  const { t } = useSiteText();
  const address = info && localizedText(info, 'address', language);
  return (
    <aside className={styles.contact__details} aria-labelledby="contact-details-title">
      <h3 id="contact-details-title" className={styles['contact__details-title']}>
        {t('contact.infoTitle')}
      </h3>
      <p className={styles['contact__details-text']}>{t('contact.infoText')}</p>
      <ul className={styles.contact__list}>
        {info?.phone && (
          <li>
            <span className={styles.contact__icon} aria-hidden="true">
              <Phone size={18} />
            </span>
            <span>
              <span className={styles.contact__label}>{t('contact.phoneLabel')}</span>
              <a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                {info.phone}
              </a>
            </span>
          </li>
        )}
        {info?.email && (
          <li>
            <span className={styles.contact__icon} aria-hidden="true">
              <Mail size={18} />
            </span>
            <span>
              <span className={styles.contact__label}>{t('contact.emailLabel')}</span>
              <a href={`mailto:${info.email}`}>{info.email}</a>
            </span>
          </li>
        )}
        {address && (
          <li>
            <span className={styles.contact__icon} aria-hidden="true">
              <MapPin size={18} />
            </span>
            <span>
              <span className={styles.contact__label}>{t('contact.addressLabel')}</span>
              {address}
            </span>
          </li>
        )}
        <li>
          <span className={styles.contact__icon} aria-hidden="true">
            <Clock size={18} />
          </span>
          <span>
            <span className={styles.contact__label}>{t('contact.hoursLabel')}</span>
            <WorkingHours info={info} />
          </span>
        </li>
      </ul>
    </aside>
  );
}

/** The contact section: the practice's details, and the form (an island: see contact-form.tsx). */
export function ContactSection({ packages }: { packages: Package[] | undefined }) {
  const { t, language } = useSiteText();
  const { data: settings } = useSiteSettings();
  // A form the server refused when it was posted without JavaScript comes back with its values and marked fields.
  const refused = useContext(ContactFormStateContext);
  const query = new URLSearchParams(useLocation().search);
  const options = (packages ?? []).map((item) => ({ value: String(item.id), label: formatPackageOption(localizedText(item, 'name', language), item.price, language) }));
  const chosen = query.get(CHOSEN_PACKAGE_PARAM) ?? '';

  return (
    <section id="contact" className={`${landingPage.section} ${landingPage['section--sand']}`} aria-labelledby="contact-title">
      <div className="container">
        <SectionHeading id="contact-title" eyebrow={t('contact.eyebrow')} title={t('contact.title')}>
          {t('contact.subtitle')}
        </SectionHeading>
        <div className={styles.contact}>
          <ContactDetails info={settings?.contactInfo} language={language} />
          <Island
            island={contactFormIsland}
            props={{
              packages: options,
              refused,
              sentWithoutScript: query.get(CONTACT_SENT_PARAM) === 'sent',
              chosenPackage: options.some((option) => option.value === chosen) ? chosen : '',
              whatsapp: settings?.whatsapp ?? false,
            }}
            when="visible"
          />
        </div>
      </div>
    </section>
  );
}
