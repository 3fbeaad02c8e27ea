import { apiPaths } from '@shared/api-routes';
import type { DesktopBridge } from '@shared/desktop-bridge';
import { ApiError, parseErrorBody } from '../../shared/api-client';
import type { LoginResponse } from '@shared/schemas/auth';
import type { AdminPlatform, Credentials } from './admin-platform';
import { createHttpTransport } from './http-transport';

/** Thrown when the desktop app has no server address yet (the admin then asks for one). */
export class NoServerError extends Error {
  override readonly name = 'NoServerError';
}

/**
 * A record the main process asks the page to open (a notification's click, the tray), as a subscription: one asked
 * for before the dashboard listens (the window still loading, the admin still signing in) waits for it.
 */
function heldOpenRequests(subscribe: (listener: (id: number) => void) => void) {
  const listeners = new Set<(id: number) => void>();
  let held: number | undefined;
  subscribe((id) => {
    if (listeners.size === 0) held = id;
    for (const listener of listeners) listener(id);
  });
  return (listener: (id: number) => void) => {
    listeners.add(listener);
    if (held !== undefined) {
      const id = held;
      held = undefined;
      listener(id);
    }
    return () => void listeners.delete(listener);
  };
}

/**
 * The admin inside the desktop app: calls go to the server the user chose, authenticated by a bearer token
 * the main process keeps encrypted (cookies do not cross origins); live news, the tray and notifications
 * belong to the main process and reach the page through the bridge.
 */
export function createDesktopPlatform(bridge: DesktopBridge): AdminPlatform {
  let serverUrl: string | null = null;
  // undefined: not read from the bridge yet; null: signed out.
  let token: string | null | undefined;

  const server = async () => {
    serverUrl ??= (await bridge.getServerUrl())?.replace(/\/+$/, '') ?? null;
    if (!serverUrl) throw new NoServerError('Choose the DietBar server first');
    return serverUrl;
  };
  const bearer = async (): Promise<Record<string, string>> => {
    if (token === undefined) token = await bridge.getToken();
    return token ? { Authorization: `Bearer ${token}` } : {};
  };
  const http = createHttpTransport({ baseUrl: server, headers: bearer, credentials: 'omit' });

  const openLead = heldOpenRequests((listener) => bridge.onOpenLead(listener));
  const openBooking = heldOpenRequests((listener) => bridge.onOpenBooking(listener));

  const rememberToken = async (next: string | null) => {
    token = next;
    await bridge.setToken(next);
  };

  const signIn = async (credentials: Credentials) => {
    const response = await http.request<LoginResponse>(apiPaths.auth.login(), { method: 'POST', body: { ...credentials, client: 'desktop' } });
    await rememberToken(response.token ?? null);
    return response.user;
  };

  return {
    kind: 'desktop',
    request: http.request,
    exchange: http.exchange,
    upload: http.upload,
    fetchFile: http.fetchFile,
    assetUrl: (url) => (url.startsWith('/') && !url.startsWith('//') && serverUrl ? serverUrl + url : url),
    websiteUrl: () => `${serverUrl ?? ''}/`,
    signIn,
    // The main process sends the setup (see DesktopBridge.createFirstAdmin), which answers with a cookie only: sign in for a token.
    async setUp(input) {
      const answer = await bridge.createFirstAdmin(input);
      if (answer.status < 200 || answer.status >= 300) throw new ApiError(answer.status, answer.body, parseErrorBody(answer.body), '');
      return signIn({ email: input.email, password: input.password });
    },
    async signOut() {
      try {
        await http.request<void>(apiPaths.auth.logout(), { method: 'POST' });
      } finally {
        await rememberToken(null);
      }
    },
    watchLeads: (listener) => bridge.onNewLead(listener),
    watchBookings: (listener) => bridge.onNewBooking(listener),
    watchPaymentNotices: (listener) => bridge.onPaymentNotice(listener),
    watchWhatsappMessages: (listener) => bridge.onWhatsappMessage(listener),
    onOpenLead: openLead,
    onOpenBooking: openBooking,
    reportUnreadCount: (count) => void bridge.setUnreadCount(count),
    reportLanguage: (language) => void bridge.setLanguage(language),
    serverAddress: {
      current: () => bridge.getServerUrl(),
      async change(url) {
        const accepted = await bridge.setServerUrl(url);
        if (accepted) {
          serverUrl = null;
          token = undefined;
        }
        return accepted;
      },
      onChangeRequested: (listener) => bridge.onChangeServer(listener),
    },
  };
}
