/** Where a URL the app is asked to open may go. */
export type UrlVerdict = 'app' | 'external' | 'blocked';

const EXTERNAL_PROTOCOLS = new Set(['https:', 'http:', 'mailto:', 'tel:']);

/**
 * 'app' for the app's own pages and the configured server (they may load in the window), 'external' for web,
 * mail and phone links (opened by the system), 'blocked' for everything else (file:, javascript:, custom schemes).
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
  if (trusted.serverUrl && parsed.origin === new URL(trusted.serverUrl).origin) return 'app';
  if (parsed.username || parsed.password) return 'blocked';
  return EXTERNAL_PROTOCOLS.has(parsed.protocol) ? 'external' : 'blocked';
}
