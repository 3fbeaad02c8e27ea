import { Languages } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LANGUAGES, type Language } from '@shared/constants';
import { changeLanguage, useLanguage } from '../../shared/i18n';
import { LANGUAGE_QUERY_PARAM } from '@shared/language';
import { LANGUAGE_NAMES, LANGUAGE_SHORT_NAMES } from '../../shared/language';

/**
 * English or Arabic, each named in itself; the choice is remembered. Each is a link to this page in
 * that language (`?lang=`), which the server renders when scripts are off; with scripts the page switches in place.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  const choose = (option: Language) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void changeLanguage(option, { remember: true });
  };
  return (
    <div className={`language-switcher ${className}`} role="group" aria-label={t('nav.language')}>
      <Languages aria-hidden="true" size={18} className="language-switcher__icon" />
      {LANGUAGES.map((option) => (
        <a
          key={option}
          href={`${pathname}?${LANGUAGE_QUERY_PARAM}=${option}`}
          lang={option}
          hrefLang={option}
          className="language-switcher__option"
          aria-current={option === language ? 'true' : undefined}
          onClick={choose(option)}
        >
          <span className="language-switcher__full">{LANGUAGE_NAMES[option]}</span>
          <span className="language-switcher__short" aria-hidden="true">
            {LANGUAGE_SHORT_NAMES[option]}
          </span>
        </a>
      ))}
    </div>
  );
}
