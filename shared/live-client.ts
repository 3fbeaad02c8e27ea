import type { PaymentNotice, ServerMessage } from './api-types';
import { WS_ADMIN_CONNECT, WS_CLOSE_GOING_AWAY, WS_CLOSE_SESSION_ENDED, WS_NEW_BOOKING, WS_NEW_LEAD, WS_PAYMENT_NOTICE, WS_WHATSAPP_MESSAGE } from './constants';
import { STABLE_CONNECTION_MS, exponentialBackoff, type ReconnectPolicy } from './reconnect-policy';
import type { BookingNotice } from './schemas/booking';
import type { LeadNotice } from './schemas/lead';
import type { WhatsappNotice } from './schemas/whatsapp';

export type LiveState = 'idle' | 'connecting' | 'open' | 'waiting' | 'signed-out';

/** What one socket tells the client; anything it says after the client dropped it is ignored. */
export interface LiveSocketEvents {
  opened(): void;
  received(data: string): void;
  /** The socket ended with this close code (1006 when it failed without one; a handshake refused as signed out counts as WS_CLOSE_SESSION_ENDED). */
  closed(code: number): void;
}

/** One socket, opened by the platform (the browser's WebSocket, or `ws` in the desktop app). */
export interface LiveSocket {
  send(data: string): void;
  /** Closes it for good, with no event afterwards. */
  close(): void;
}

export interface LiveClientOptions {
  openSocket(events: LiveSocketEvents): LiveSocket;
  onNewLead(lead: LeadNotice): void;
  onNewBooking?(booking: BookingNotice): void;
  onPaymentNotice?(notice: PaymentNotice): void;
  /** A visitor wrote on WhatsApp. */
  onWhatsappMessage?(notice: WhatsappNotice): void;
  onStateChange?(state: LiveState): void;
  policy?: ReconnectPolicy;
  stableAfterMs?: number;
  log?: (message: string, detail?: unknown) => void;
}

/**
 * The live connection to /ws that the browser's admin and the desktop app share: one socket at a time, admin_connect
 * on open, each new lead and booking and each payment notice handed over, and after a drop a retry with the policy's backoff (at once when
 * the server went away, stopped by a sign-out). The backoff starts over only once a socket has stayed open
 * `stableAfterMs`: a server that accepts sockets and drops them at once is not hammered.
 */
export function liveClient(options: LiveClientOptions) {
  const policy = options.policy ?? exponentialBackoff();
  const stableAfterMs = options.stableAfterMs ?? STABLE_CONNECTION_MS;
  const log = options.log ?? (() => undefined);
  let socket: LiveSocket | null = null;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let stableTimer: ReturnType<typeof setTimeout> | undefined;
  let state: LiveState = 'idle';

  const setState = (next: LiveState) => {
    if (state === next) return;
    state = next;
    options.onStateChange?.(next);
  };

  const drop = () => {
    clearTimeout(retryTimer);
    clearTimeout(stableTimer);
    retryTimer = stableTimer = undefined;
    const old = socket;
    socket = null;
    old?.close();
  };

  const retry = (wait: number) => {
    setState('waiting');
    log(`live connection retry in ${wait} ms`);
    retryTimer = setTimeout(open, wait);
  };

  function open() {
    drop();
    setState('connecting');
    // The events of a socket the client has since dropped or replaced change nothing.
    const isCurrent = () => socket === current;
    const current: LiveSocket = options.openSocket({
      opened() {
        if (!isCurrent()) return;
        setState('open');
        current.send(JSON.stringify({ type: WS_ADMIN_CONNECT }));
        stableTimer = setTimeout(() => (attempt = 0), stableAfterMs);
      },
      received(data) {
        if (!isCurrent()) return;
        try {
          const message = JSON.parse(data) as ServerMessage;
          if (message.type === WS_NEW_LEAD) options.onNewLead(message.data);
          if (message.type === WS_NEW_BOOKING) options.onNewBooking?.(message.data);
          if (message.type === WS_PAYMENT_NOTICE) options.onPaymentNotice?.(message.data);
          if (message.type === WS_WHATSAPP_MESSAGE) options.onWhatsappMessage?.(message.data);
        } catch (error) {
          log('ignored a malformed live message', error);
        }
      },
      closed(code) {
        if (!isCurrent()) return;
        drop();
        if (code === WS_CLOSE_SESSION_ENDED) return setState('signed-out');
        if (code === WS_CLOSE_GOING_AWAY) {
          // The server is stopping and another instance (or the restarted one) takes over: no reason to wait.
          attempt = 0;
          return open();
        }
        const wait = policy.delay(attempt);
        attempt += 1;
        retry(wait);
      },
    });
    socket = current;
  }

  return {
    /** Opens a new socket now, replacing any earlier one, with the backoff started over. */
    start() {
      attempt = 0;
      open();
    },
    /** While waiting to retry (after sleep, a network change, the network back): retries now instead of waiting out the backoff. */
    resume() {
      if (state !== 'waiting') return;
      attempt = 0;
      open();
    },
    /** Closes the socket for good. */
    stop() {
      drop();
      setState('idle');
    },
    get state() {
      return state;
    },
  };
}
