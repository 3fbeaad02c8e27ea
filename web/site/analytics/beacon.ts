import { PAGE_VIEWS_META, type Language } from '@shared/constants';
import type { PageViewInput } from '@shared/schemas/analytics';

/**
 * Counts the page's views: this one once the page is shown (a prerendered page waits until the visitor opens it), then
 * each move to another path inside the page (history.pushState, back and forward). Each view goes out with
 * navigator.sendBeacon, which holds neither the page nor a navigation and is sent even as the page unloads. Nothing is
 * sent unless the page carries the server's mark (ANALYTICS is not off), and nothing is written in the browser.
 */
export function countPageView(): void {
  const address = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_VIEWS_META}"]`)?.content;
  if (!address || !navigator.sendBeacon) return;
  let counted = '';
  const send = () => {
    if (location.pathname === counted) return;
    counted = location.pathname;
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
  const pushState = history.pushState;
  history.pushState = function (...state: Parameters<History['pushState']>) {
    pushState.apply(this, state);
    send();
  };
  addEventListener('popstate', send);
  if ((document as Document & { prerendering?: boolean }).prerendering) document.addEventListener('prerenderingchange', send, { once: true });
  else send();
}
