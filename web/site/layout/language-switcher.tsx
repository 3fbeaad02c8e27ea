import { Languages } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { LANGUAGES } from '@shared/constants';
import { LANGUAGE_QUERY_PARAM } from '@shared/language';
import { LANGUAGE_NAMES, LANGUAGE_SHORT_NAMES } from '../../shared/language';
import { useSiteText } from '../components/site-text';
import styles from './language-switcher.module.css';

/**
 * English or Arabic, each named in itself: a link to this page in that language (`?lang=`), which the server renders
 * and remembers as the visitor's choice; in the header's bar or its menu.
 */
export function LanguageSwitcher({ variant }: { variant: 'bar' | 'menu' }) {
  const { t, language } = useSiteText();
  const { pathname } = useLocation();
  return (
    <div className={`${styles['language-switcher']} ${styles[`language-switcher--${variant}`]}`} role="group" aria-label={t('nav.language')}>
      <Languages aria-hidden="true" size={18} className={styles['language-switcher__icon']} />
      {LANGUAGES.map((option) => (
        <a
          key={option}
          href={`${pathname}?${LANGUAGE_QUERY_PARAM}=${option}`}
          lang={option}
          hrefLang={option}
          className={styles['language-switcher__option']}
          aria-current={option === language ? 'true' : undefined}
        >
          <span className={styles['language-switcher__full']}>{LANGUAGE_NAMES[option]}</span>
          <span className={styles['language-switcher__short']} aria-hidden="true">
            {LANGUAGE_SHORT_NAMES[option]}
          </span>
        </a>
      ))}
    </div>
  );
}
