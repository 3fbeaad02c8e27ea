import { Outlet } from 'react-router-dom';
import { useSiteText } from '../components/site-text';
import { Footer } from './footer';
import { Navbar } from './navbar';

/** Every public page: skip link, navigation bar, the page and the footer. */
export function SiteLayout() {
  const { t } = useSiteText();
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
    </div>
  );
}
