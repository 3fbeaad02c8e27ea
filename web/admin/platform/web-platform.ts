import { apiPaths } from '@shared/api-routes';
import type { LoginResponse } from '@shared/schemas/auth';
import type { AdminPlatform } from './admin-platform';
import { createHttpTransport } from './http-transport';
import { sharedLiveNews, socketUrlFor, watchLiveNews } from './live-socket';

/** The admin served by the DietBar server itself: same-origin calls with the session cookie, live news over /ws. */
export function createWebPlatform(window: Window): AdminPlatform {
  const http = createHttpTransport({ baseUrl: async () => '', headers: async () => ({}), credentials: 'include' });
  const live = sharedLiveNews((listeners) => watchLiveNews({ url: socketUrlFor(window.location), ...listeners, network: window }));

  return {
    kind: 'web',
    request: http.request,
    exchange: http.exchange,
    upload: http.upload,
    fetchFile: http.fetchFile,
    assetUrl: (url) => url,
    websiteUrl: () => '/',
    signIn: async (credentials) => (await http.request<LoginResponse>(apiPaths.auth.login(), { method: 'POST', body: credentials })).user,
    setUp: async (input) => (await http.request<LoginResponse>(apiPaths.auth.setup(), { method: 'POST', body: input })).user,
    signOut: () => http.request<void>(apiPaths.auth.logout(), { method: 'POST' }),
    watchLeads: live.watchLeads,
    watchBookings: live.watchBookings,
    watchPaymentNotices: live.watchPaymentNotices,
    watchWhatsappMessages: live.watchWhatsappMessages,
    // The browser has no notification or tray asking for a lead or a booking (its links are addresses: /admin/dashboard?lead=ID).
    onOpenLead: () => () => undefined,
    onOpenBooking: () => () => undefined,
    // The dashboard shows both in the page (tab badge, document title, <html lang>): nothing else to tell.
    reportUnreadCount: () => undefined,
    reportLanguage: () => undefined,
  };
}
