import type { PaymentNotice } from './api-types';
import type { Language } from './constants';
import type { BookingNotice } from './schemas/booking';
import type { LeadNotice } from './schemas/lead';
import type { WhatsappNotice } from './schemas/whatsapp';

/**
 * What the desktop app's preload exposes to the admin UI as `window.dietbarDesktop` (absent in the browser).
 * The admin code reaches desktop-only behaviour through this interface only.
 */
export interface DesktopBridge {
  /** The server the app talks to, e.g. 'http://localhost:3000'; null until the user has chosen one. */
  getServerUrl(): Promise<string | null>;
  /** Checks `url` with GET /api/health and remembers it; resolves false when the server does not answer. */
  setServerUrl(url: string): Promise<boolean>;
  /**
   * Creates the first admin on the chosen server and answers with the server's status and body. The main process
   * sends it: the server takes the first-run setup only from its own pages or from apps, never from another page.
   */
  createFirstAdmin(input: { name: string; email: string; password: string }): Promise<{ status: number; body: string }>;
  /** The session token saved (encrypted) by the main process, or null when signed out. */
  getToken(): Promise<string | null>;
  /** Saves the bearer token after sign-in (encrypted with the OS keychain) and (re)connects the live socket. */
  setToken(token: string | null): Promise<void>;
  /** Tells the main process the admin's language, for native notifications. */
  setLanguage(language: Language): Promise<void>;
  /** Tells the main process how many leads are unread, for the tray. */
  setUnreadCount(count: number): Promise<void>;
  /** Called for each new lead the main process's socket receives; returns an unsubscribe. */
  onNewLead(listener: (lead: LeadNotice) => void): () => void;
  /** Called with a lead's id when a notification click or the tray asks to open that lead; returns an unsubscribe. */
  onOpenLead(listener: (id: number) => void): () => void;
  /** Called for each new booking the main process's socket receives; returns an unsubscribe. */
  onNewBooking(listener: (booking: BookingNotice) => void): () => void;
  /** Called for each payment notice (a late payment refunded) the main process's socket receives; returns an unsubscribe. */
  onPaymentNotice(listener: (notice: PaymentNotice) => void): () => void;
  /** Called for each WhatsApp message a visitor wrote that the main process's socket receives; returns an unsubscribe. */
  onWhatsappMessage(listener: (notice: WhatsappNotice) => void): () => void;
  /** Called with a booking's id when a notification click asks to open that booking; returns an unsubscribe. */
  onOpenBooking(listener: (id: number) => void): () => void;
  /** Called when the user picks "Change server" from the app menu; returns an unsubscribe. */
  onChangeServer(listener: () => void): () => void;
}

export const DESKTOP_BRIDGE_KEY = 'dietbarDesktop';

/** The bridge's calls into the main process (the rest are subscriptions); each is the IPC channel of the same name. */
export type DesktopBridgeCall = Exclude<keyof DesktopBridge, `on${string}`>;
