import { CalendarDays, Leaf, Menu, X } from 'lucide-react';
import { paths, type SectionId } from '@shared/routes';
import { useSiteText } from '../components/site-text';
import { LanguageSwitcher } from './language-switcher';

const NAV_ITEMS: { section: SectionId; label: string }[] = [
  { section: 'hero', label: 'nav.home' },
  { section: 'packages', label: 'nav.packages' },
  { section: 'about', label: 'nav.about' },
  { section: 'success', label: 'nav.success' },
  { section: 'blogs', label: 'nav.blogs' },
  { section: 'contact', label: 'nav.contact' },
];

const MENU_ID = 'mobile-menu';

/**
 * The sticky bar: brand, section links, language switcher, and the same in a menu on small screens. No script: the
 * links are links (a section of the landing page is `/#section`), and the menu is a popover its button opens and
 * closes, as do Escape and a click outside.
 */
export function Navbar() {
  const { t } = useSiteText();
  const links = (variant: 'bar' | 'menu') => (
    <ul className={`nav__links nav__links--${variant}`}>
      {NAV_ITEMS.map(({ section, label }) => (
        <li key={section}>
          <a href={paths.section(section)} className="nav__link" data-section={section}>
            {t(label)}
          </a>
        </li>
      ))}
    </ul>
  );

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <a href={paths.home()} className="brand" data-testid="brand">
          <span className="brand__mark" aria-hidden="true">
            <Leaf size={20} />
          </span>
          <span className="brand__text">
            <span className="brand__name">{t('brand.name')}</span>
            <span className="brand__tagline">{t('brand.tagline')}</span>
          </span>
        </a>
        <nav className="nav nav--bar" aria-label={t('nav.label')}>
          {links('bar')}
        </nav>
        <div className="site-header__actions">
          <a href={paths.book()} className="button button--accent button--small nav__book nav__book--bar" data-testid="nav-book">
            <CalendarDays aria-hidden="true" size={16} />
            {t('nav.bookNow')}
          </a>
          <LanguageSwitcher className="language-switcher--bar" />
          <button type="button" className="icon-button nav__toggle" popoverTarget={MENU_ID} aria-label={t('nav.openMenu')}>
            <Menu aria-hidden="true" size={22} className="nav__toggle-open" />
            <X aria-hidden="true" size={22} className="nav__toggle-close" />
          </button>
        </div>
      </div>
      <div id={MENU_ID} className="mobile-menu" popover="auto">
        <nav className="container" aria-label={t('nav.label')}>
          {links('menu')}
          <a href={paths.book()} className="button button--accent button--block nav__book nav__book--menu">
            <CalendarDays aria-hidden="true" size={18} />
            {t('nav.bookNow')}
          </a>
          <LanguageSwitcher className="language-switcher--menu" />
        </nav>
      </div>
    </header>
  );
}
