import { useEffect } from 'react';
import { useSiteText } from './site-text';

/**
 * Keeps the tab title in step with client-side navigation. The server writes the same title (and the other
 * meta tags) into the HTML it sends, so crawlers do not depend on this.
 */
export function usePageTitle(title: string | undefined) {
  const { t } = useSiteText();
  const fallback = t('meta.home.title');
  useEffect(() => {
    document.title = title || fallback;
  }, [title, fallback]);
}
