import WebSocket from 'ws';
import type { ServerMessage } from '../../shared/api-types';
import { WS_ADMIN_CONNECT, WS_CLOSE_GOING_AWAY, WS_CLOSE_SESSION_ENDED, WS_NEW_BOOKING, WS_NEW_LEAD, WS_PATH } from '../../shared/constants';
import type { BookingNotice } from '../../shared/schemas/booking';
import type { LeadNotice } from '../../shared/schemas/lead';
import { exponentialBackoff, type ReconnectPolicy } from '../../shared/reconnect-policy';

export type LiveState = 'idle' | 'connecting' | 'open' | 'waiting' | 'signed-out';

export interface LiveConnectionOptions {
  onNewLead(lead: LeadNotice): void;
  onNewBooking?(booking: BookingNotice): void;
  onStateChange?(state: LiveState): void;
  policy?: ReconnectPolicy;
  /** A socket that has shown no sign of life for this long is dropped and replaced. */
  heartbeatMs?: number;
  log?: (message: string, detail?: unknown) => void;
}

/**
 * The desktop app's one live socket to /ws: authenticated by bearer token, says admin_connect on open,
 * pings to notice a dead link, reconnects with capped exponential backoff, and never holds two sockets at once.
 * A 401 at the handshake or a sign-out close stops it until new credentials are given.
 */
export function liveConnection(options: LiveConnectionOptions) {
  const policy = options.policy ?? exponentialBackoff();
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const log = options.log ?? (() => undefined);
  let target: { serverUrl: string; token: string } | null = null;
  let socket: WebSocket | null = null;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;
  let state: LiveState = 'idle';

  const setState = (next: LiveState) => {
    if (state === next) return;
    state = next;
    options.onStateChange?.(next);
  };

  const clearTimers = () => {
    clearTimeout(retryTimer);
    clearInterval(heartbeatTimer);
    retryTimer = heartbeatTimer = undefined;
  };

  /** Drops the current socket without triggering a reconnect. */
  const drop = () => {
    clearTimers();
    if (!socket) return;
    const old = socket;
    socket = null;
    old.removeAllListeners();
    old.on('error', () => undefined);
    old.terminate();
  };

  const scheduleRetry = () => {
    if (!target) return;
    const wait = policy.delay(attempt);
    attempt += 1;
    setState('waiting');
    log(`live connection retry in ${wait} ms`);
    retryTimer = setTimeout(open, wait);
  };

  function open() {
    drop();
    if (!target) return setState('idle');
    setState('connecting');
    const url = new URL(WS_PATH, target.serverUrl.replace(/^http/, 'ws'));
    const current = new WebSocket(url, { headers: { Authorization: `Bearer ${target.token}` }, handshakeTimeout: 10_000 });
    socket = current;
    let alive = true;

    current.on('open', () => {
      attempt = 0;
      setState('open');
      current.send(JSON.stringify({ type: WS_ADMIN_CONNECT }));
      heartbeatTimer = setInterval(() => {
        if (!alive) {
          log('live connection lost its heartbeat');
          drop();
          scheduleRetry();
          return;
        }
        alive = false;
        current.ping();
      }, heartbeatMs);
    });
    current.on('pong', () => (alive = true));
    current.on('message', (data) => {
      alive = true;
      try {
        const message = JSON.parse(String(data)) as ServerMessage;
        if (message.type === WS_NEW_LEAD) options.onNewLead(message.data);
        if (message.type === WS_NEW_BOOKING) options.onNewBooking?.(message.data);
      } catch (error) {
        log('ignored a malformed live message', error);
      }
    });
    current.on('unexpected-response', (_request, response) => {
      drop();
      if (response.statusCode === 401) {
        target = null;
        setState('signed-out');
      } else {
        scheduleRetry();
      }
    });
    current.on('close', (code) => {
      if (socket !== current) return;
      drop();
      if (code === WS_CLOSE_SESSION_ENDED) {
        target = null;
        setState('signed-out');
      } else if (code === WS_CLOSE_GOING_AWAY) {
        // The server is stopping and another instance (or the restarted one) takes over: no reason to wait.
        attempt = 0;
        open();
      } else {
        scheduleRetry();
      }
    });
    current.on('error', (error) => {
      log('live connection error', error.message);
      if (socket !== current) return;
      drop();
      scheduleRetry();
    });
  }

  return {
    /** Connects to `serverUrl` with `token`, replacing any earlier socket; null signs out and disconnects. */
    connect(serverUrl: string | null, token: string | null) {
      target = serverUrl && token ? { serverUrl, token } : null;
      attempt = 0;
      open();
    },
    /** After sleep or a network change: reconnect now instead of waiting out the backoff. */
    resume() {
      if (!target || state === 'open' || state === 'connecting') return;
      attempt = 0;
      open();
    },
    get state() {
      return state;
    },
    close() {
      target = null;
      drop();
      setState('idle');
    },
  };
}

export type LiveConnection = ReturnType<typeof liveConnection>;
