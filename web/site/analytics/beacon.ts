import { PAGE_VIEWS_META, type Language } from '@shared/constants';
import type { PageViewInput } from '@shared/schemas/analytics';

/**
 * Counts this page's view once the page is shown (a prerendered page waits until the visitor opens it), with
 * navigator.sendBeacon, which holds neither the page nor a navigation. Nothing is sent unless the page carries the
 * server's mark (ANALYTICS is not off), and nothing is written in the browser.
 */
export function countPageView(): void {
  const address = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_VIEWS_META}"]`)?.content;
  if (!address || !navigator.sendBeacon) return;
  const send = () => {
    const tag = (name: string) => new URLSearchParams(location.search).get(`utm_${name}`) || undefined;
    const view: PageViewInput = {
      path: location.pathname,
      referrer: document.referrer || undefined,
      utmSource: tag('source'),
      utmMedium: tag('medium'),
      utmCampaign: tag('campaign'),
      language: document.documentElement.lang as Language,
    };
    navigator.sendBeacon(address, new Blob([JSON.stringify(view)], { type: 'application/json' }));
  };
  if ((document as Document & { prerendering?: boolean }).prerendering) document.addEventListener('prerenderingchange', send, { once: true });
  else send();
}
