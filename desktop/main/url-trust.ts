/** Where a URL the app is asked to open belongs. */
type UrlVerdict = 'app' | 'server' | 'external' | 'blocked';

const EXTERNAL_PROTOCOLS = new Set(['https:', 'http:', 'mailto:', 'tel:']);

/**
 * 'app' for the app's own page, 'server' for the configured server, 'external' for other web, mail and phone links,
 * 'blocked' for everything else (other files, javascript:, custom schemes, addresses carrying credentials).
 */
export function classifyUrl(url: string, trusted: { appUrl: string; serverUrl: string | null }): UrlVerdict {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'blocked';
  }
  const app = new URL(trusted.appUrl);
  if (app.protocol === 'file:' ? parsed.protocol === 'file:' && parsed.pathname === app.pathname : parsed.origin === app.origin) return 'app';
  if (parsed.username || parsed.password) return 'blocked';
  if (trusted.serverUrl && parsed.origin === new URL(trusted.serverUrl).origin) return 'server';
  return EXTERNAL_PROTOCOLS.has(parsed.protocol) ? 'external' : 'blocked';
}

/** What the window does with a link or window.open: stay on the app's page, hand it to the system, or drop it. */
type LinkAction = 'stay' | 'open-outside' | 'refuse';

const LINK_ACTIONS: Record<UrlVerdict, LinkAction> = { app: 'stay', server: 'open-outside', external: 'open-outside', blocked: 'refuse' };

/**
 * Only the app's own page loads in the window (it alone gets the bridge). The server's pages ('View website') and
 * other web, mail and phone links open in the system's browser or mail app; anything else goes nowhere.
 */
export const linkAction = (url: string, trusted: { appUrl: string; serverUrl: string | null }): LinkAction => LINK_ACTIONS[classifyUrl(url, trusted)];
