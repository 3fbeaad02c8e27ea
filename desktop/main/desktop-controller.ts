import { apiPaths, withQuery } from '@shared/api-routes';
import type { PaymentNotice } from '@shared/api-types';
import type { Language } from '@shared/constants';
import type { Availability, BookingNotice } from '@shared/schemas/booking';
import { TOTAL_COUNT_HEADER, type Lead, type LeadNotice } from '@shared/schemas/lead';
import type { WhatsappNotice } from '@shared/schemas/whatsapp';
import type { LiveConnection, LiveConnectionOptions } from './live-connection';
import type { SettingsStore } from './settings-store';
import { bookingNotificationText, notificationText, paymentNotificationText, trayBadge, trayTooltip, whatsappNotificationText } from './texts';

/** Messages the main process sends to the renderer (one IPC channel each). */
export type RendererEvent =
  | { channel: 'new-lead'; payload: LeadNotice }
  | { channel: 'open-lead'; payload: number }
  | { channel: 'new-booking'; payload: BookingNotice }
  | { channel: 'open-booking'; payload: number }
  | { channel: 'payment-notice'; payload: PaymentNotice }
  | { channel: 'whatsapp-message'; payload: WhatsappNotice }
  | { channel: 'change-server' };

/** A lead as the tray's menu lists it. */
export type TrayLead = Pick<Lead, 'id' | 'name' | 'message'>;

/** How many unread leads the tray's menu lists, newest first. */
const TRAY_LEADS = 5;

/** The tray: its tooltip, the count on its icon, and the newest unread leads its menu lists. */
export interface TrayState {
  tooltip: string;
  badge: string;
  leads: TrayLead[];
}

/** The Electron calls the controller needs; the app implements them with Electron, the tests with a recorder. */
export interface DesktopShell {
  showNotification(text: { title: string; body: string }, onClick: () => void): void;
  setTray(state: TrayState): void;
  showWindow(): void;
  sendToRenderer(event: RendererEvent): void;
}

interface DesktopControllerOptions {
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
 * turns each new lead, each new booking, each payment notice and each visitor's WhatsApp message into a native
 * notification (a click opens its lead or booking) and a renderer toast, and
 * keeps the tray's unread count and its list of the newest unread leads.
 */
export function desktopController(options: DesktopControllerOptions) {
  const { shell, settings } = options;
  const request = options.fetch ?? fetch;
  let language: Language = 'en';
  let unread = 0;
  let recentUnread: TrayLead[] = [];
  // Each refresh of the unread leads is numbered: an answer that a later refresh overtook is dropped.
  let refreshes = 0;

  const refreshTray = () => shell.setTray({ tooltip: trayTooltip(unread, language), badge: trayBadge(unread), leads: recentUnread });

  /** Brings the window forward with the lead open. */
  const openLead = (id: number) => {
    shell.showWindow();
    shell.sendToRenderer({ channel: 'open-lead', payload: id });
  };

  /** Brings the window forward with the booking open. */
  const openBooking = (id: number) => {
    shell.showWindow();
    shell.sendToRenderer({ channel: 'open-booking', payload: id });
  };

  /**
   * The practice's zone, in which a booking's time is shown, asked of the server at each new booking (the practice may
   * have moved it); this computer's own zone when the server cannot say, named all the same.
   */
  async function practiceZone(): Promise<string> {
    const { serverUrl, token } = settings;
    try {
      const response = await request(`${serverUrl}${apiPaths.booking.availability()}`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(5000),
      });
      if (response.ok) return ((await response.json()) as Availability).timeZone;
    } catch {
      // Unreachable: the computer's zone below.
    }
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  }

  /**
   * Asks the server for the newest unread leads and how many are unread (its X-Total-Count), for the tray. Signed out
   * there are none; when the server cannot be reached the tray keeps what it showed.
   */
  async function refreshUnread() {
    const asked = (refreshes += 1);
    const { serverUrl, token } = settings;
    let leads: TrayLead[] = [];
    let count = 0;
    if (serverUrl && token) {
      try {
        const response = await request(`${serverUrl}${withQuery(apiPaths.leads.list(), { isRead: false, limit: TRAY_LEADS })}`, {
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok && response.status !== 401) return;
        if (response.ok) {
          leads = ((await response.json()) as Lead[]).slice(0, TRAY_LEADS).map(({ id, name, message }) => ({ id, name, message }));
          count = Number(response.headers.get(TOTAL_COUNT_HEADER)) || leads.length;
        }
      } catch {
        return;
      }
    }
    if (asked !== refreshes) return;
    recentUnread = leads;
    unread = count;
    refreshTray();
  }

  const connection = options.createConnection({
    onNewLead(lead) {
      unread += 1;
      refreshTray();
      shell.showNotification(notificationText(lead, language), () => openLead(lead.id));
      shell.sendToRenderer({ channel: 'new-lead', payload: lead });
      void refreshUnread();
    },
    onNewBooking(booking) {
      shell.sendToRenderer({ channel: 'new-booking', payload: booking });
      void practiceZone().then((timeZone) => shell.showNotification(bookingNotificationText(booking, timeZone, language), () => openBooking(booking.id)));
    },
    onPaymentNotice(notice) {
      shell.sendToRenderer({ channel: 'payment-notice', payload: notice });
      shell.showNotification(paymentNotificationText(notice, language), () => openBooking(notice.booking.id));
    },
    // The lead is marked unread by the message: the tray's count and list follow.
    onWhatsappMessage(notice) {
      shell.sendToRenderer({ channel: 'whatsapp-message', payload: notice });
      shell.showNotification(whatsappNotificationText(notice, language), () => openLead(notice.leadId));
      void refreshUnread();
    },
    // Back online: leads may have come (or been read elsewhere) meanwhile.
    onStateChange(state) {
      if (state === 'open') void refreshUnread();
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
        const response = await request(`${url}${apiPaths.site.health()}`, { signal: AbortSignal.timeout(5000) });
        const body = (await response.json()) as { status?: string };
        if (!response.ok || body.status !== 'ok') return false;
      } catch {
        return false;
      }
      if (url !== settings.serverUrl) {
        await settings.setServerUrl(url);
        reconnect();
        void refreshUnread();
      }
      return true;
    },
    /** The first-run setup, sent from here: the app's page has an Origin ("null") the server rightly refuses for it. */
    async createFirstAdmin(input: { name: string; email: string; password: string }): Promise<{ status: number; body: string }> {
      if (!settings.serverUrl) throw new Error('No server chosen yet');
      const response = await request(`${settings.serverUrl}${apiPaths.auth.setup()}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(input),
      });
      return { status: response.status, body: await response.text() };
    },
    getToken: () => settings.token,
    /** Signed in: the live socket and the tray's leads follow; signed out (null): the tray empties at once. */
    async setToken(token: string | null) {
      await settings.setToken(token);
      reconnect();
      void refreshUnread();
    },
    setLanguage(next: Language) {
      language = next;
      refreshTray();
    },
    /** The page read or unread a lead (or deleted one): the count at once, the tray's list from the server. */
    setUnreadCount(count: number) {
      unread = Math.max(0, Math.floor(count));
      refreshTray();
      void refreshUnread();
    },
    openLead,
    /** The newest unread leads now, asked of the server (the app's start, tests). */
    refreshUnread,
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
