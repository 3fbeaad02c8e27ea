import { shell, type WebContents } from 'electron';
import { linkAction } from './url-trust';

/** Keeps a window on the app's own page; links elsewhere open in the system's browser or nowhere, never in the app. */
export function hardenWebContents(contents: WebContents, trusted: () => { appUrl: string; serverUrl: string | null }) {
  const follow = (url: string) => {
    const action = linkAction(url, trusted());
    if (action === 'open-outside') void shell.openExternal(url);
    return action;
  };
  contents.on('will-navigate', (event, url) => {
    if (linkAction(url, trusted()) === 'stay') return;
    event.preventDefault();
    follow(url);
  });
  contents.on('will-redirect', (event, url) => {
    if (linkAction(url, trusted()) !== 'stay') event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    follow(url);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
}
