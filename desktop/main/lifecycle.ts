import type { WebPreferences } from 'electron';

/** The renderer runs isolated from Node and Electron: it reaches the main process through the preload's bridge only. */
export const SECURE_WEB_PREFERENCES = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
} as const satisfies WebPreferences;

/** The part of Electron's `app` the single-instance rule uses. */
interface SingleInstanceApp {
  requestSingleInstanceLock(): boolean;
  quit(): void;
  on(event: 'second-instance', listener: () => void): unknown;
}

/**
 * Only one copy runs: a second launch quits at once and brings the first copy's window forward.
 * Returns false in that second copy, which must then start nothing.
 */
export function claimSingleInstance(app: SingleInstanceApp, showWindow: () => void): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', showWindow);
  return true;
}

/** The part of a BrowserWindow closing to the tray uses. */
interface HideableWindow {
  on(event: 'close', listener: (event: { preventDefault(): void }) => void): unknown;
  hide(): void;
}

/** Closing the window hides it and the app stays in the tray, as a mail or chat client does; only Quit closes it. */
export function closeToTray(window: HideableWindow, quitting: () => boolean) {
  window.on('close', (event) => {
    if (quitting()) return;
    event.preventDefault();
    window.hide();
  });
}
