import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { changeLanguage } from '../../shared/i18n';
import { isLanguage } from '@shared/language';
import { chosenLanguage, rememberDetected, storedLanguage } from '../../shared/language';
import { HydrationChunk } from '../components/hydration-chunk';
import { usePreloadedRichText } from '../components/rich-text';
import { Toaster } from '../components/toaster';
import '../styles/site.css';
import { Footer } from './footer';
import { Navbar } from './navbar';

/**
 * The public site's language. The server renders each page in the remembered language, else the one
 * of the visitor's country; a choice this browser stored before the server knew it (or made in the admin, which
 * keeps its own) still wins, and is passed on to the server. Otherwise the rendered language is remembered as detected.
 */
function useSiteLanguage() {
  const { i18n } = useTranslation();
  useEffect(() => {
    const stored = storedLanguage(window.localStorage);
    if (!stored) {
      if (isLanguage(i18n.language)) rememberDetected(window.localStorage, i18n.language);
    } else if (i18n.language !== stored) {
      void changeLanguage(stored, { remember: chosenLanguage(window.localStorage) === stored });
    }
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
  usePreloadedRichText();
  return (
    <div className="site">
      <a className="skip-link" href="#main-content">
        {t('common.skipToContent')}
      </a>
      <HydrationChunk>
        <Navbar />
      </HydrationChunk>
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <HydrationChunk>
        <Footer />
      </HydrationChunk>
      <Toaster />
    </div>
  );
}
