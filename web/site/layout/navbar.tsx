import { CalendarDays, Leaf, Menu, X } from 'lucide-react';
import { paths, type SectionId } from '@shared/routes';
import { useSiteText } from '../components/site-text';
import { LanguageSwitcher } from './language-switcher';
import brand from './brand.module.css';
import styles from './navbar.module.css';

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
    <ul className={`${styles.nav__links} ${styles[`nav__links--${variant}`]}`}>
      {NAV_ITEMS.map(({ section, label }) => (
        <li key={section}>
          <a href={paths.section(section)} className={styles.nav__link} data-section={section}>
            {t(label)}
          </a>
        </li>
      ))}
    </ul>
  );

  return (
    <header className={styles['site-header']}>
      <div className={`container ${styles['site-header__inner']}`}>
        <a href={paths.home()} className={brand.brand} data-testid="brand">
          <span className={brand.brand__mark} aria-hidden="true">
            <Leaf size={20} />
          </span>
          <span className={brand.brand__text}>
            <span className={brand.brand__name}>{t('brand.name')}</span>
            <span className={brand.brand__tagline}>{t('brand.tagline')}</span>
          </span>
        </a>
        <nav className={styles['nav--bar']} aria-label={t('nav.label')}>
          {links('bar')}
        </nav>
        <div className={styles['site-header__actions']}>
          <a href={paths.book()} className={`button button--accent button--small ${styles['nav__book--bar']}`} data-testid="nav-book">
            <CalendarDays aria-hidden="true" size={16} />
            {t('nav.bookNow')}
          </a>
          <LanguageSwitcher variant="bar" />
          <button type="button" className={`icon-button ${styles.nav__toggle}`} popoverTarget={MENU_ID} aria-label={t('nav.openMenu')}>
            <Menu aria-hidden="true" size={22} className={styles['nav__toggle-open']} />
            <X aria-hidden="true" size={22} className={styles['nav__toggle-close']} />
          </button>
        </div>
      </div>
      <div id={MENU_ID} className={styles['mobile-menu']} popover="auto">
        <nav className="container" aria-label={t('nav.label')}>
          {links('menu')}
          <a href={paths.book()} className={`button button--accent button--block ${styles['nav__book--menu']}`}>
            <CalendarDays aria-hidden="true" size={18} />
            {t('nav.bookNow')}
          </a>
          <LanguageSwitcher variant="menu" />
        </nav>
      </div>
    </header>
  );
}
