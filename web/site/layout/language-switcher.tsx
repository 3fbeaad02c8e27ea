import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../shared/constants';
import { changeLanguage, useLanguage } from '../../shared/i18n';
import { LANGUAGE_NAMES, LANGUAGE_SHORT_NAMES } from '../../shared/language';

/** English or Arabic, each named in itself; the choice is remembered (spec section 4). */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className={`language-switcher ${className}`} role="group" aria-label={t('nav.language')}>
      <Languages aria-hidden="true" size={18} className="language-switcher__icon" />
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className="language-switcher__option"
          aria-pressed={option === language}
          onClick={() => void changeLanguage(option, { remember: true })}
        >
          <span className="language-switcher__full">{LANGUAGE_NAMES[option]}</span>
          <span className="language-switcher__short" aria-hidden="true">
            {LANGUAGE_SHORT_NAMES[option]}
          </span>
        </button>
      ))}
    </div>
  );
}
