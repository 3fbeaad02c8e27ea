import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket, WebSocketServer } from 'ws';
import type { Logger } from 'pino';
import type { ServerMessage } from '@shared/api-types';
import { WS_ADMIN_CONNECT, WS_CLOSE_GOING_AWAY, WS_CLOSE_SESSION_ENDED, WS_PATH } from '@shared/constants';
import type { Config } from '../config';
import type { ClusterEvents } from './cluster-events';
import type { ActiveSession, SessionStore } from '../auth/sessions';
import { SESSION_COOKIE, addressedOrigin, isAllowedOrigin, presentedCredential } from '../auth/credentials';

const HEARTBEAT_MS = 30_000;
/** The largest message a client may send (the admins send only a short hello); a larger one closes its socket with 1009. */
export const WS_MAX_MESSAGE_BYTES = 4096;
/** Open /ws sockets (and handshakes under way) one address may hold; more are refused with 429. */
export const WS_MAX_SOCKETS_PER_ADDRESS = 20;

interface AdminSocket extends WebSocket {
  alive: boolean;
  session: ActiveSession;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The client's address as Koa's ctx.ip gives it: the first X-Forwarded-For entry when a proxy is trusted. */
function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? String(request.headers['x-forwarded-for'] ?? '').split(',')[0]!.trim() : '';
  return forwarded || (request.socket.remoteAddress ?? '');
}

function refuse(socket: Duplex, status: 401 | 403 | 404 | 429, reason: string) {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * Live notifications for signed-in admins on /ws: the session (cookie or bearer) and, for cookies, the Origin are
 * checked at the handshake; dead sockets are dropped by a ping/pong heartbeat. With other instances on the same
 * database (`events`), a message or an ended session reaches their sockets too, and theirs reach these.
 */
export function notificationHub(options: { sessions: SessionStore; config: Config; logger: Logger; events: ClusterEvents; heartbeatMs?: number }) {
  const { events } = options;
  // Made at the first handshake: most starts serve no admin socket for a while, and ws takes a while to load.
  let wss: Promise<WebSocketServer> | undefined;
  const webSocketServer = () => (wss ??= import('ws').then(({ WebSocketServer }) => new WebSocketServer({ noServer: true, maxPayload: WS_MAX_MESSAGE_BYTES })));
  const sockets = new Set<AdminSocket>();
  /** Connections per remote address, counted from the upgrade request until the connection closes. */
  const perAddress = new Map<string, number>();
  /** Counts `socket` against its address until it closes; false when the address holds its share already. */
  function admit(socket: Duplex, address: string): boolean {
    const count = perAddress.get(address) ?? 0;
    if (count >= WS_MAX_SOCKETS_PER_ADDRESS) return false;
    perAddress.set(address, count + 1);
    socket.once('close', () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
    return true;
  }
  /** Drops sockets that did not answer the last ping, and those whose session ended since the handshake. */
  async function beat() {
    const live = await options.sessions.liveIds([...sockets].map((socket) => socket.session.id));
    for (const socket of sockets) {
      if (!socket.alive) socket.terminate();
      else if (!live.has(socket.session.id)) socket.close(WS_CLOSE_SESSION_ENDED, 'Session ended');
      else {
        socket.alive = false;
        socket.ping();
      }
    }
  }
  const heartbeat = setInterval(() => {
    if (sockets.size > 0) beat().catch((error: unknown) => options.logger.error({ err: error }, 'websocket heartbeat failed'));
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  async function authorize(request: IncomingMessage): Promise<{ session?: ActiveSession; status?: 401 | 403 }> {
    const credential = presentedCredential(request.headers, cookieValue(request.headers.cookie, SESSION_COOKIE));
    if (!credential) return { status: 401 };
    if (credential.kind === 'cookie') {
      const ownOrigin = addressedOrigin(request, options.config.TRUST_PROXY);
      if (!isAllowedOrigin(request.headers.origin, ownOrigin, options.config.ALLOWED_ORIGINS)) return { status: 403 };
    }
    const session = await options.sessions.resolve(credential.token);
    return session ? { session } : { status: 401 };
  }

  const sendHere = (message: ServerMessage) => {
    const text = JSON.stringify(message);
    for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(text);
  };
  const endHere = (sessionIds: readonly string[]) => {
    const ended = new Set(sessionIds);
    for (const socket of sockets) if (ended.has(socket.session.id)) socket.close(WS_CLOSE_SESSION_ENDED, 'Session ended');
  };
  events.subscribe((event) => {
    if (event.type === 'broadcast') sendHere(event.message);
    if (event.type === 'sessions_ended') endHere(event.sessionIds);
  });

  return {
    /** Hooks the upgrade of the HTTP server; other paths are refused. */
    attach(server: Server) {
      server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        socket.on('error', () => socket.destroy());
        const path = new URL(request.url ?? '/', 'http://localhost').pathname;
        if (path !== WS_PATH) return refuse(socket, 404, 'Not Found');
        if (!admit(socket, clientAddress(request, options.config.TRUST_PROXY))) return refuse(socket, 429, 'Too Many Requests');
        Promise.all([authorize(request), webSocketServer()]).then(
          ([{ session, status }, upgrades]) => {
            if (!session) return refuse(socket, status ?? 401, status === 403 ? 'Forbidden' : 'Unauthorized');
            upgrades.handleUpgrade(request, socket, head, (raw) => {
              const client = Object.assign(raw, { alive: true, session }) as AdminSocket;
              sockets.add(client);
              client.on('pong', () => (client.alive = true));
              client.on('close', () => sockets.delete(client));
              // An oversized or malformed frame: ws is already closing the socket with the matching code (1009 for
              // too large, 1002 or 1007 otherwise). Without a listener this 'error' event would end the process.
              client.on('error', (error) => options.logger.warn({ err: error, session: session.id }, 'closed a websocket after a bad message'));
              client.on('message', (data) => {
                try {
                  const message = JSON.parse(String(data)) as { type?: string };
                  if (message.type === WS_ADMIN_CONNECT) {
                    client.send(JSON.stringify({ type: 'connected' } satisfies ServerMessage));
                  }
                } catch {
                  options.logger.debug('ignored a malformed websocket message');
                }
              });
            });
          },
          (error: unknown) => {
            options.logger.error({ err: error }, 'websocket handshake failed');
            socket.destroy();
          },
        );
      });
    },

    /** Sends a message to every connected admin, on every instance. */
    broadcast(message: ServerMessage) {
      sendHere(message);
      events.publish({ type: 'broadcast', message });
    },

    /** Closes at once the connections of sessions that ended (signed out, revoked, password changed, admin removed), on every instance. */
    endSessions(sessionIds: readonly string[]) {
      endHere(sessionIds);
      events.publish({ type: 'sessions_ended', sessionIds: [...sessionIds] });
    },

    get size() {
      return sockets.size;
    },

    close() {
      clearInterval(heartbeat);
      for (const socket of sockets) socket.close(WS_CLOSE_GOING_AWAY, 'Server shutting down');
      // A ws that failed to load was logged at the handshake that asked for it.
      wss?.then((upgrades) => upgrades.close(), () => undefined);
    },
  };
}

export type NotificationHub = ReturnType<typeof notificationHub>;
