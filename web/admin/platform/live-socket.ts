import type { PaymentNotice } from '@shared/api-types';
import { liveClient } from '@shared/live-client';
import type { ReconnectPolicy } from '@shared/reconnect-policy';
import { WS_PATH } from '@shared/constants';
import type { BookingNotice } from '@shared/schemas/booking';
import type { LeadNotice } from '@shared/schemas/lead';
import type { WhatsappNotice } from '@shared/schemas/whatsapp';

/** The part of the browser's WebSocket this module uses (a fake stands in for it in tests). */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code?: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}

/** What the live socket hands over: each new lead, each new booking, each payment notice and each visitor's WhatsApp message. */
export interface LiveNewsListeners {
  onNewLead(lead: LeadNotice): void;
  onNewBooking(booking: BookingNotice): void;
  onPaymentNotice(notice: PaymentNotice): void;
  onWhatsappMessage(notice: WhatsappNotice): void;
}

interface LiveSocketOptions extends LiveNewsListeners {
  url: string;
  createSocket?: (url: string) => SocketLike;
  policy?: ReconnectPolicy;
  /** Where to listen for the network coming back ('online'); absent in tests. */
  network?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  log?: (message: string, detail?: unknown) => void;
}

/** ws:// or wss:// to /ws on the server that served the page. */
export const socketUrlFor = (location: Pick<Location, 'protocol' | 'host'>) =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${WS_PATH}`;

/**
 * Keeps the live client (shared/live-client.ts) connected with the page's cookie while subscribed, retrying at once
 * when the network returns. Returns the unsubscribe, which closes the socket for good.
 */
export function watchLiveNews(options: LiveSocketOptions): () => void {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const log = options.log ?? ((message: string, detail?: unknown) => console.warn(message, detail));
  const client = liveClient({
    ...options,
    log,
    openSocket(events) {
      const socket = createSocket(options.url);
      socket.onopen = () => events.opened();
      socket.onmessage = (event) => events.received(String(event.data));
      socket.onerror = (event) => log('Live connection error', event);
      socket.onclose = (event) => events.closed(event.code ?? 1006);
      return {
        send: (data) => socket.send(data),
        close: () => socket.close(1000),
      };
    },
  });
  const reconnectNow = () => client.resume();

  options.network?.addEventListener('online', reconnectNow);
  client.start();

  return () => {
    options.network?.removeEventListener('online', reconnectNow);
    client.stop();
  };
}

/**
 * Shares one live connection among any number of subscribers to either kind of news: `open` starts it with the
 * first subscriber and its returned stop ends it when the last one leaves.
 */
export function sharedLiveNews(open: (listeners: LiveNewsListeners) => () => void) {
  const leads = new Set<LiveNewsListeners['onNewLead']>();
  const bookings = new Set<LiveNewsListeners['onNewBooking']>();
  const paymentNotices = new Set<LiveNewsListeners['onPaymentNotice']>();
  const whatsappMessages = new Set<LiveNewsListeners['onWhatsappMessage']>();
  let stop: (() => void) | undefined;
  const subscribe = <Listener>(listeners: Set<Listener>, listener: Listener) => {
    listeners.add(listener);
    stop ??= open({
      onNewLead: (lead) => leads.forEach((each) => each(lead)),
      onNewBooking: (booking) => bookings.forEach((each) => each(booking)),
      onPaymentNotice: (notice) => paymentNotices.forEach((each) => each(notice)),
      onWhatsappMessage: (notice) => whatsappMessages.forEach((each) => each(notice)),
    });
    return () => {
      listeners.delete(listener);
      if (leads.size + bookings.size + paymentNotices.size + whatsappMessages.size > 0) return;
      stop?.();
      stop = undefined;
    };
  };
  return {
    watchLeads: (listener: LiveNewsListeners['onNewLead']) => subscribe(leads, listener),
    watchBookings: (listener: LiveNewsListeners['onNewBooking']) => subscribe(bookings, listener),
    watchPaymentNotices: (listener: LiveNewsListeners['onPaymentNotice']) => subscribe(paymentNotices, listener),
    watchWhatsappMessages: (listener: LiveNewsListeners['onWhatsappMessage']) => subscribe(whatsappMessages, listener),
  };
}
