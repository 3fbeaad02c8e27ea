import { expect } from 'vitest';
import WebSocket from 'ws';
import type { TestServer } from './harness';

interface LiveMessage {
  type: string;
  data?: Record<string, unknown>;
}

/** A signed-in admin's live socket on `server`, connected and greeted, with every message it receives since. */
export async function adminSocket(server: TestServer) {
  const admin = await server.admin();
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws`, { headers: { Cookie: admin.cookie, Origin: server.url } });
  const messages: LiveMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'admin_connect' }));
  await expect.poll(() => messages.some((message) => message.type === 'connected')).toBe(true);
  return { admin, socket, messages };
}
