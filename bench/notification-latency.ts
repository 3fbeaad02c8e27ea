import http from 'node:http';
import { WebSocket } from 'ws';
import type { ServerMessage } from '@shared/api-types';
import { WS_ADMIN_CONNECT, WS_NEW_LEAD, WS_PATH } from '@shared/constants';
import { WS_MAX_SOCKETS_PER_ADDRESS } from '../server/realtime/notification-hub';
import { contactRequest } from './contact-load';
import { httpRequest } from './http-request';
import { percentile } from './stats';

export interface NotificationFigures {
  sockets: number;
  submissions: number;
  /** Notifications that arrived (sockets × submissions when none was lost). */
  deliveries: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

const DELIVERY_TIMEOUT_MS = 5000;

/**
 * The loopback address the `index`th socket comes from. The server takes at most WS_MAX_SOCKETS_PER_ADDRESS sockets
 * from one address, so a hundred admins' devices come from several, as they would in a practice (every 127.x.x.x
 * address reaches a server on 127.0.0.1 under Linux).
 */
const socketAddress = (index: number) => `127.0.0.${2 + Math.floor(index / WS_MAX_SOCKETS_PER_ADDRESS)}`;

/** Opens an admin socket as the dashboard does (session cookie, own Origin, admin_connect) and waits for `connected`. */
function openAdminSocket(baseUrl: string, cookie: string, localAddress: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(baseUrl.replace(/^http/, 'ws') + WS_PATH, { headers: { Cookie: cookie, Origin: baseUrl }, localAddress });
    const timer = setTimeout(() => reject(new Error('an admin socket was not connected within 10 s')), 10_000);
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) => reject(new Error(`the WebSocket handshake answered ${response.statusCode}`)));
    socket.once('open', () => socket.send(JSON.stringify({ type: WS_ADMIN_CONNECT })));
    socket.on('message', function onMessage(data) {
      if ((JSON.parse(String(data)) as ServerMessage).type !== 'connected') return;
      clearTimeout(timer);
      socket.off('message', onMessage);
      resolve(socket);
    });
  });
}

/** Resolves with the arrival time of the notification of the submission whose message is `marker`, or undefined after the timeout. */
function arrivalOf(socket: WebSocket, marker: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(undefined), DELIVERY_TIMEOUT_MS);
    function onMessage(data: unknown) {
      const message = JSON.parse(String(data)) as ServerMessage;
      if (message.type === WS_NEW_LEAD && message.data.message === marker) finish(performance.now());
    }
    function finish(arrival: number | undefined) {
      clearTimeout(timer);
      socket.off('message', onMessage);
      resolve(arrival);
    }
    socket.on('message', onMessage);
  });
}

/**
 * Live notification latency: `sockets` admin sockets are open, contact forms are sent one at a time, and each
 * socket's delay from sending the POST to the message arriving is one sample. The forms go to `postUrl`: another
 * instance than the sockets' on the same database measures the way across instances.
 */
export async function measureNotificationLatency(baseUrl: string, cookie: string, sockets: number, submissions: number, postUrl = baseUrl): Promise<NotificationFigures> {
  const open = await Promise.all(Array.from({ length: sockets }, (_, index) => openAdminSocket(baseUrl, cookie, socketAddress(index))));
  const latencies: number[] = [];
  // One kept-alive connection, as a browser tab would have: the samples do not include opening a TCP connection.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let index = 0; index < submissions; index += 1) {
      const marker = `Benchmark notification ${sockets}-${index}: please call me back.`;
      const arrivals = Promise.all(open.map((socket) => arrivalOf(socket, marker)));
      const request = contactRequest(postUrl, marker);
      const sentAt = performance.now();
      const response = await httpRequest(postUrl + request.path, { ...request, agent });
      if (response.status !== 201) throw new Error(`POST /api/contact answered ${response.status}`);
      for (const arrival of await arrivals) if (arrival !== undefined) latencies.push(arrival - sentAt);
    }
  } finally {
    agent.destroy();
    // Closed all the way before the next measurement opens its own: the server counts a socket until its close.
    await Promise.all(open.map((socket) => new Promise((resolve) => socket.once('close', resolve).close())));
  }
  return {
    sockets,
    submissions,
    deliveries: latencies.length,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    p99Ms: percentile(latencies, 0.99),
    maxMs: Math.max(...latencies),
  };
}
