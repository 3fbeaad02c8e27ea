import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { api } from '../../shared/api-client';
import { changeLanguage } from '../../shared/i18n';
import { chosenLanguage, detectLanguage, storedLanguage } from '../../shared/language';
import { Toaster } from '../components/toaster';
import '../styles/site.css';
import { Footer } from './footer';
import { Navbar } from './navbar';

/**
 * The public site's language: the stored one (also after arriving from the admin, which keeps its own), else on a
 * first visit the language of the visitor's country, asked of our server (spec section 1).
 */
function useSiteLanguage() {
  const { i18n } = useTranslation();
  useEffect(() => {
    const stored = storedLanguage(window.localStorage);
    if (stored) {
      if (i18n.language !== stored) void changeLanguage(stored);
      return;
    }
    let cancelled = false;
    void detectLanguage(async () => (await api.get<{ country_code: string | null }>('/api/geo')).country_code, window.localStorage).then(
      (language) => {
        // The visitor may have chosen a language while the lookup was running: their choice wins.
        if (!cancelled && !chosenLanguage(window.localStorage)) void changeLanguage(language);
      },
    );
    return () => {
      cancelled = true;
    };
    // Once per visit to the public site (the i18n instance never changes): later switches use the switcher.
  }, [i18n]);
}

/** A new page starts at the top, unless the address names a section to scroll to. */
function useScrollToTopOnNavigation() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
}

/** Every public page: skip link, navigation bar, the page, footer and the toast area. */
export function SiteLayout() {
  const { t } = useTranslation();
  useSiteLanguage();
  useScrollToTopOnNavigation();
  return (
    <div className="site">
      <a className="skip-link" href="#main-content">
        {t('common.skipToContent')}
      </a>
      <Navbar />
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
