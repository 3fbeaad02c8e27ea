import { shell, type WebContents } from 'electron';
import { classifyUrl } from './url-trust';

/** Keeps a window's web contents to the app and the configured server; everything else opens in the system browser or nowhere. */
export function hardenWebContents(contents: WebContents, trusted: () => { appUrl: string; serverUrl: string | null }) {
  const openOutside = (url: string) => {
    if (classifyUrl(url, trusted()) === 'external') void shell.openExternal(url);
  };
  contents.on('will-navigate', (event, url) => {
    if (classifyUrl(url, trusted()) === 'app') return;
    event.preventDefault();
    openOutside(url);
  });
  contents.on('will-redirect', (event, url) => {
    if (classifyUrl(url, trusted()) !== 'app') event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    openOutside(url);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
}
