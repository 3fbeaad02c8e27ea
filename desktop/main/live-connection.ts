import WebSocket from 'ws';
import { WS_CLOSE_SESSION_ENDED, WS_PATH } from '@shared/constants';
import { liveClient, type LiveClientOptions } from '@shared/live-client';

export type { LiveState } from '@shared/live-client';

export interface LiveConnectionOptions extends Omit<LiveClientOptions, 'openSocket'> {
  /** A socket that has shown no sign of life for this long is dropped and replaced. */
  heartbeatMs?: number;
}

/**
 * The desktop app's live client (shared/live-client.ts): authenticated by bearer token, pinging to notice a dead link.
 * A 401 at the handshake stops it, as a sign-out close does, until new credentials are given.
 */
export function liveConnection(options: LiveConnectionOptions) {
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const log = options.log ?? (() => undefined);
  let target: { serverUrl: string; token: string } | null = null;

  const client = liveClient({
    ...options,
    log,
    openSocket(events) {
      const { serverUrl, token } = target!;
      const url = new URL(WS_PATH, serverUrl.replace(/^http/, 'ws'));
      const socket = new WebSocket(url, { headers: { Authorization: `Bearer ${token}` }, handshakeTimeout: 10_000 });
      let heartbeat: NodeJS.Timeout | undefined;
      let alive = true;
      socket.on('open', () => {
        events.opened();
        heartbeat = setInterval(() => {
          if (!alive) {
            log('live connection lost its heartbeat');
            return events.closed(1006);
          }
          alive = false;
          socket.ping();
        }, heartbeatMs);
      });
      socket.on('pong', () => (alive = true));
      socket.on('message', (data) => {
        alive = true;
        events.received(String(data));
      });
      socket.on('unexpected-response', (_request, response) => events.closed(response.statusCode === 401 ? WS_CLOSE_SESSION_ENDED : 1006));
      socket.on('close', (code) => events.closed(code));
      socket.on('error', (error) => {
        log('live connection error', error.message);
        events.closed(1006);
      });
      return {
        send: (data) => socket.send(data),
        close() {
          clearInterval(heartbeat);
          socket.removeAllListeners();
          socket.on('error', () => undefined);
          socket.terminate();
        },
      };
    },
  });

  return {
    /** Connects to `serverUrl` with `token`, replacing any earlier socket; null signs out and disconnects. */
    connect(serverUrl: string | null, token: string | null) {
      target = serverUrl && token ? { serverUrl, token } : null;
      if (target) client.start();
      else client.stop();
    },
    /** After sleep or a network change: reconnect now instead of waiting out the backoff. */
    resume: () => client.resume(),
    get state() {
      return client.state;
    },
    close: () => client.stop(),
  };
}

export type LiveConnection = ReturnType<typeof liveConnection>;
