import { Clock, Leaf, Mail, MapPin, Phone } from 'lucide-react';
import type { LegalType } from '@shared/constants';
import { safeHref } from '@shared/safe-urls';
import { localizedText } from '../../shared/localized-text';
import { paths, type SectionId } from '@shared/routes';
import { useSiteSettings } from '../api/site-settings';
import { WorkingHours } from '../components/working-hours';
import { LegalDialog, legalDialogId } from './legal-dialog';
import { SocialIcon, socialNetworkName } from './social-icon';
import { useSiteText, useLanguage } from '../components/site-text';
import brand from './brand.module.css';
import styles from './footer.module.css';

const QUICK_LINKS: { section: SectionId; label: string }[] = [
  { section: 'hero', label: 'nav.home' },
  { section: 'packages', label: 'nav.packages' },
  { section: 'about', label: 'nav.about' },
  { section: 'success', label: 'nav.success' },
  { section: 'blogs', label: 'nav.blogs' },
];

/** The footer of every public page. */
export function Footer() {
  const { t } = useSiteText();
  const language = useLanguage();
  const { data: settings } = useSiteSettings();

  // A link an older database let through (javascript:, data:...) is left out rather than made live.
  const socialLinks = (settings?.socialLinks ?? []).filter((link) => link.isActive && safeHref(link.url));
  const services = (settings?.services ?? []).filter((service) => service.isActive);
  const info = settings?.contactInfo;
  const address = info && localizedText(info, 'address', language);
  const legalOf = (type: LegalType) => settings?.legalContent.find((item) => item.type === type);

  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={`container ${styles.footer__grid}`}>
        <div className="footer__brand">
          <a href={paths.home()} className={`${brand.brand} ${brand['brand--light']}`}>
            <span className={brand.brand__mark} aria-hidden="true">
              <Leaf size={20} />
            </span>
            <span className={brand.brand__name}>{t('brand.name')}</span>
          </a>
          <p className={styles.footer__description}>{t('brand.description')}</p>
          {socialLinks.length > 0 && (
            <ul className={styles.footer__social} aria-label={t('footer.follow')}>
              {socialLinks.map((link) => (
                <li key={link.id}>
                  <a
                    href={link.url}
                    className={styles['footer__social-link']}
                    target={link.url.startsWith('mailto:') ? undefined : '_blank'}
                    rel="noopener noreferrer"
                    aria-label={t('footer.social', { platform: socialNetworkName(link.platform) })}
                  >
                    <SocialIcon platform={link.platform} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        <nav className="footer__column" aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.footer__heading}>
            {t('footer.quickLinks')}
          </h2>
          <ul className={styles.footer__links}>
            {QUICK_LINKS.map(({ section, label }) => (
              <li key={section}>
                <a href={paths.section(section)}>{t(label)}</a>
              </li>
            ))}
          </ul>
        </nav>

        {services.length > 0 && (
          <div className="footer__column">
            <h2 className={styles.footer__heading}>{t('footer.services')}</h2>
            <ul className={`${styles.footer__links} footer__links--plain`} data-testid="footer-services">
              {services.map((service) => (
                <li key={service.id}>{localizedText(service, 'name', language)}</li>
              ))}
            </ul>
          </div>
        )}

        <div className="footer__column">
          <h2 className={styles.footer__heading}>{t('footer.contact')}</h2>
          <ul className={styles.footer__contact}>
            {info?.phone && (
              <li>
                <Phone aria-hidden="true" size={16} />
                <a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {info.phone}
                </a>
              </li>
            )}
            {info?.email && (
              <li>
                <Mail aria-hidden="true" size={16} />
                <a href={`mailto:${info.email}`}>{info.email}</a>
              </li>
            )}
            {address && (
              <li>
                <MapPin aria-hidden="true" size={16} />
                <span>{address}</span>
              </li>
            )}
            <li>
              <Clock aria-hidden="true" size={16} />
              <WorkingHours info={info} />
            </li>
          </ul>
        </div>
      </div>

      <div className="container">
        <div className={styles.footer__bottom}>
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <ul className={styles.footer__legal} aria-label={t('footer.legal')}>
            <li>
              <button type="button" className="link-button" popoverTarget={legalDialogId('privacy_policy')}>
                {t('footer.privacy')}
              </button>
            </li>
            <li>
              <button type="button" className="link-button" popoverTarget={legalDialogId('terms_conditions')}>
                {t('footer.terms')}
              </button>
            </li>
          </ul>
        </div>
      </div>

      {(['privacy_policy', 'terms_conditions'] as const).map((type) => (
        <LegalDialog key={type} type={type} document={legalOf(type)} />
      ))}
    </footer>
  );
}
