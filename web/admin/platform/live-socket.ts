import { exponentialBackoff, type ReconnectPolicy } from '../../../shared/reconnect-policy';
import type { ServerMessage } from '../../../shared/api-types';
import { WS_ADMIN_CONNECT, WS_CLOSE_GOING_AWAY, WS_CLOSE_SESSION_ENDED, WS_NEW_BOOKING, WS_NEW_LEAD, WS_PATH } from '../../../shared/constants';
import type { BookingNotice } from '../../../shared/schemas/booking';
import type { LeadNotice } from '../../../shared/schemas/lead';

/** The part of the browser's WebSocket this module uses (a fake stands in for it in tests). */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code?: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}

/** What the live socket hands over: each new lead and each new booking. */
export interface LiveNewsListeners {
  onNewLead(lead: LeadNotice): void;
  onNewBooking(booking: BookingNotice): void;
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
 * Keeps one socket to /ws open while subscribed: says admin_connect on open, hands each new lead to
 * `onNewLead` and each new booking to `onNewBooking`, and after a drop reconnects with capped exponential backoff (at once when the network returns);
 * a sign-out close ends it.
 * Returns the unsubscribe, which closes the socket for good.
 */
export function watchLiveNews(options: LiveSocketOptions): () => void {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const policy = options.policy ?? exponentialBackoff();
  const log = options.log ?? ((message: string, detail?: unknown) => console.warn(message, detail));
  let socket: SocketLike | null = null;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const open = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    const current = createSocket(options.url);
    socket = current;
    current.onopen = () => current.send(JSON.stringify({ type: WS_ADMIN_CONNECT }));
    current.onmessage = (event) => {
      try {
        const message = JSON.parse(String(event.data)) as ServerMessage;
        if (message.type === 'connected') attempt = 0;
        if (message.type === WS_NEW_LEAD) options.onNewLead(message.data);
        if (message.type === WS_NEW_BOOKING) options.onNewBooking(message.data);
      } catch (error) {
        log('Ignored a malformed live message', error);
      }
    };
    current.onerror = (event) => log('Live connection error', event);
    current.onclose = (event) => {
      if (stopped || socket !== current) return;
      socket = null;
      if (event.code === WS_CLOSE_SESSION_ENDED) return;
      // A stopping server's sockets come back at once: another instance (or the restarted one) takes over.
      if (event.code === WS_CLOSE_GOING_AWAY) attempt = 0;
      retryTimer = setTimeout(open, event.code === WS_CLOSE_GOING_AWAY ? 0 : policy.delay(attempt));
      attempt += 1;
    };
  };

  const reconnectNow = () => {
    if (stopped || socket) return;
    attempt = 0;
    open();
  };

  options.network?.addEventListener('online', reconnectNow);
  open();

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    options.network?.removeEventListener('online', reconnectNow);
    const current = socket;
    socket = null;
    current?.close(1000);
  };
}

/**
 * Shares one live connection among any number of subscribers to either kind of news: `open` starts it with the
 * first subscriber and its returned stop ends it when the last one leaves.
 */
export function sharedLiveNews(open: (listeners: LiveNewsListeners) => () => void) {
  const leads = new Set<LiveNewsListeners['onNewLead']>();
  const bookings = new Set<LiveNewsListeners['onNewBooking']>();
  let stop: (() => void) | undefined;
  const subscribe = <Listener>(listeners: Set<Listener>, listener: Listener) => {
    listeners.add(listener);
    stop ??= open({
      onNewLead: (lead) => leads.forEach((each) => each(lead)),
      onNewBooking: (booking) => bookings.forEach((each) => each(booking)),
    });
    return () => {
      listeners.delete(listener);
      if (leads.size + bookings.size > 0) return;
      stop?.();
      stop = undefined;
    };
  };
  return {
    watchLeads: (listener: LiveNewsListeners['onNewLead']) => subscribe(leads, listener),
    watchBookings: (listener: LiveNewsListeners['onNewBooking']) => subscribe(bookings, listener),
  };
}
