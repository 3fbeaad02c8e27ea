import { CalendarDays, Leaf, Menu, X } from 'lucide-react';
import { useEffect, useState, type MouseEvent, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ROUTES, paths, type SectionId } from '@shared/routes';
import { LanguageSwitcher } from './language-switcher';
import { useGoToSection } from './section-navigation';

const NAV_ITEMS: { section: SectionId; label: string }[] = [
  { section: 'hero', label: 'nav.home' },
  { section: 'packages', label: 'nav.packages' },
  { section: 'about', label: 'nav.about' },
  { section: 'success', label: 'nav.success' },
  { section: 'blogs', label: 'nav.blogs' },
  { section: 'contact', label: 'nav.contact' },
];

/** The sticky bar: brand, section links, language switcher, and the same in a menu on small screens. */
export function Navbar() {
  const { t } = useTranslation();
  const goToSection = useGoToSection();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => setMenuOpen(false), [location.key]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const onSectionClick = (section: SectionId) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setMenuOpen(false);
    goToSection(section);
  };

  const toggleMenu = (event: SyntheticEvent) => {
    event.preventDefault();
    setMenuOpen((open) => !open);
  };

  const onBrandClick = () => {
    setMenuOpen(false);
    if (location.pathname === ROUTES.home) window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const links = (variant: 'bar' | 'menu') => (
    <ul className={`nav__links nav__links--${variant}`}>
      {NAV_ITEMS.map(({ section, label }) => (
        <li key={section}>
          <a href={paths.section(section)} className="nav__link" onClick={onSectionClick(section)} data-section={section}>
            {t(label)}
          </a>
        </li>
      ))}
    </ul>
  );

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={paths.home()} className="brand" onClick={onBrandClick} data-testid="brand">
          <span className="brand__mark" aria-hidden="true">
            <Leaf size={20} />
          </span>
          <span className="brand__text">
            <span className="brand__name">{t('brand.name')}</span>
            <span className="brand__tagline">{t('brand.tagline')}</span>
          </span>
        </Link>
        <nav className="nav nav--bar" aria-label={t('nav.label')}>
          {links('bar')}
        </nav>
        <div className="site-header__actions">
          <Link to={paths.book()} className="button button--accent button--small nav__book nav__book--bar" data-testid="nav-book">
            <CalendarDays aria-hidden="true" size={16} />
            {t('nav.bookNow')}
          </Link>
          <LanguageSwitcher className="language-switcher--bar" />
          {/* A link to the menu, so that it opens (as the page's target) even when scripts are off. */}
          <a
            href="#mobile-menu"
            role="button"
            className="icon-button nav__toggle"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={toggleMenu}
            onKeyDown={(event) => {
              if (event.key === ' ') toggleMenu(event);
            }}
          >
            {menuOpen ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
          </a>
        </div>
      </div>
      <div id="mobile-menu" className="mobile-menu" hidden={!menuOpen}>
        <nav className="container" aria-label={t('nav.label')}>
          {links('menu')}
          <Link to={paths.book()} className="button button--accent button--block nav__book nav__book--menu">
            <CalendarDays aria-hidden="true" size={18} />
            {t('nav.bookNow')}
          </Link>
          <LanguageSwitcher className="language-switcher--menu" />
        </nav>
      </div>
    </header>
  );
}
