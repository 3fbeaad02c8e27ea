import type { Language } from '../../shared/constants';
import type { ContactSubmissionNotice } from '../../shared/schemas/contact-submission';
import type { LiveConnection, LiveConnectionOptions } from './live-connection';
import type { SettingsStore } from './settings-store';
import { notificationText, trayBadge, trayTooltip } from './texts';

/** Messages the main process sends to the renderer (one IPC channel each). */
export type RendererEvent =
  | { channel: 'contact-submission'; payload: ContactSubmissionNotice }
  | { channel: 'open-contacts' }
  | { channel: 'change-server' };

/** The Electron calls the controller needs; the app implements them with Electron, the tests with a recorder. */
export interface DesktopShell {
  showNotification(text: { title: string; body: string }, onClick: () => void): void;
  setTray(state: { tooltip: string; badge: string }): void;
  showWindow(): void;
  sendToRenderer(event: RendererEvent): void;
}

export interface DesktopControllerOptions {
  shell: DesktopShell;
  settings: SettingsStore;
  createConnection(options: LiveConnectionOptions): LiveConnection;
  fetch?: typeof fetch;
}

/** Normalises what the user typed as the server address: scheme added, path dropped. */
export function normaliseServerUrl(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) && !/^https?:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The desktop app's behaviour, free of Electron: remembers the server and token, keeps the live socket,
 * turns each new lead into a native notification and a renderer toast, and keeps the tray's unread count.
 */
export function desktopController(options: DesktopControllerOptions) {
  const { shell, settings } = options;
  const request = options.fetch ?? fetch;
  let language: Language = 'en';
  let unread = 0;

  const refreshTray = () => shell.setTray({ tooltip: trayTooltip(unread, language), badge: trayBadge(unread) });

  const openContacts = () => {
    shell.showWindow();
    shell.sendToRenderer({ channel: 'open-contacts' });
  };

  const connection = options.createConnection({
    onSubmission(submission) {
      unread += 1;
      refreshTray();
      shell.showNotification(notificationText(submission, language), openContacts);
      shell.sendToRenderer({ channel: 'contact-submission', payload: submission });
    },
  });

  const reconnect = () => connection.connect(settings.serverUrl, settings.token);

  return {
    async start() {
      await settings.load();
      refreshTray();
      reconnect();
    },
    getServerUrl: () => settings.serverUrl,
    /** Checks the address with GET /api/health; remembers it (signed out) only when the server answers. */
    async setServerUrl(input: string): Promise<boolean> {
      const url = normaliseServerUrl(input);
      if (!url) return false;
      try {
        const response = await request(`${url}/api/health`, { signal: AbortSignal.timeout(5000) });
        const body = (await response.json()) as { status?: string };
        if (!response.ok || body.status !== 'ok') return false;
      } catch {
        return false;
      }
      if (url !== settings.serverUrl) {
        await settings.setServerUrl(url);
        reconnect();
      }
      return true;
    },
    /** The first-run setup, sent from here: the app's page has an Origin ("null") the server rightly refuses for it. */
    async createFirstAdmin(input: { name: string; email: string; password: string }): Promise<{ status: number; body: string }> {
      if (!settings.serverUrl) throw new Error('No server chosen yet');
      const response = await request(`${settings.serverUrl}/api/auth/setup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(input),
      });
      return { status: response.status, body: await response.text() };
    },
    getToken: () => settings.token,
    async setToken(token: string | null) {
      await settings.setToken(token);
      if (!token) unread = 0;
      refreshTray();
      reconnect();
    },
    setLanguage(next: Language) {
      language = next;
      refreshTray();
    },
    setUnreadCount(count: number) {
      unread = Math.max(0, Math.floor(count));
      refreshTray();
    },
    openContacts,
    changeServer() {
      shell.showWindow();
      shell.sendToRenderer({ channel: 'change-server' });
    },
    /** After the computer wakes or the network returns. */
    resume: () => connection.resume(),
    stop: () => connection.close(),
    get connectionState() {
      return connection.state;
    },
  };
}

export type DesktopController = ReturnType<typeof desktopController>;
