import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { contactInput } from '../test/factories';
import { WS_MAX_MESSAGE_BYTES } from './notification-hub';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.stop());

/** Opens a socket and resolves when it is open, or rejects with the handshake's HTTP status. */
function connect(headers: Record<string, string>, on: TestServer = server, socketOptions: WebSocket.ClientOptions = {}): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${on.url.replace('http', 'ws')}/ws`, { headers, ...socketOptions });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => reject(new Error(String(response.statusCode))));
    socket.once('error', reject);
  });
}

const closeCode = (socket: WebSocket) => new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

const nextMessage = (socket: WebSocket) =>
  new Promise<any>((resolve) => socket.once('message', (data) => resolve(JSON.parse(String(data)))));

describe('live notifications', () => {
  it('sends each new contact submission to a signed-in admin', async () => {
    const admin = await server.admin();
    const socket = await connect({ Cookie: admin.cookie, Origin: server.url });
    const connected = nextMessage(socket);
    socket.send(JSON.stringify({ type: 'admin_connect' }));
    expect(await connected).toEqual({ type: 'connected' });

    const notified = nextMessage(socket);
    const submitted = await server.client().post('/api/contact', contactInput({ name: 'ليلى حسن' }));
    expect(submitted.status).toBe(201);
    expect(await notified).toEqual({
      type: 'new_contact_submission',
      data: {
        id: submitted.body.id,
        name: 'ليلى حسن',
        email: 'omar@example.com',
        phone: '+20 100 000 0000',
        packageInterest: 'other',
        message: 'I would like to book a consultation.',
        status: 'new',
        language: 'en',
        submittedAt: submitted.body.submittedAt,
      },
    });
    socket.close();
  });

  it('refuses a socket without a session (401) and a cookie from a foreign origin (403)', async () => {
    await expect(connect({ Origin: server.url })).rejects.toThrow('401');
    await expect(connect({ Cookie: 'dietbar_session=forged', Origin: server.url })).rejects.toThrow('401');
    const admin = await server.admin();
    await expect(connect({ Cookie: admin.cookie, Origin: 'https://evil.example' })).rejects.toThrow('403');
  });

  it('accepts the desktop bearer token, and closes the socket when that session signs out', async () => {
    const { body } = await server.client().post('/api/auth/login', { email: 'admin@example.com', password: 'correct horse battery', client: 'desktop' });
    const socket = await connect({ Authorization: `Bearer ${body.token}` });
    const closed = closeCode(socket);
    await server.client().post('/api/auth/logout', undefined, { headers: { Authorization: `Bearer ${body.token}` }, origin: false });
    expect(await closed).toBe(4001);
  });
});

describe('hostile messages', () => {
  it('closes a socket that sends more than the message limit (1009) and keeps the server up', async () => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      const admin = await server.admin();
      const openBefore = server.deps.hub.size;
      const socket = await connect({ Cookie: admin.cookie, Origin: server.url });
      const closed = closeCode(socket);
      socket.send('x'.repeat(WS_MAX_MESSAGE_BYTES + 1));
      expect(await closed).toBe(1009);
      expect((await server.client().get('/api/health')).status).toBe(200);
      await vi.waitFor(() => expect(server.deps.hub.size).toBe(openBefore));
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', record);
    }
  });
});

describe('heartbeat', () => {
  let beating: TestServer;
  beforeAll(async () => (beating = await startTestServer({}, { heartbeatMs: 100 })));
  afterAll(() => beating.stop());

  it('keeps a socket that answers pings, and drops one that stopped answering', async () => {
    const admin = await beating.admin();
    const healthy = await connect({ Cookie: admin.cookie, Origin: beating.url }, beating);
    const dead = await connect({ Cookie: admin.cookie, Origin: beating.url }, beating, { autoPong: false });
    const deadClosed = closeCode(dead);
    expect(await deadClosed).toBe(1006);
    expect(healthy.readyState).toBe(WebSocket.OPEN);
    await vi.waitFor(() => expect(beating.deps.hub.size).toBe(1));
    healthy.close();
  });

  it('closes the socket of a session that ended elsewhere (a password reset from the shell deletes its row)', async () => {
    const admin = await beating.admin();
    const socket = await connect({ Cookie: admin.cookie, Origin: beating.url }, beating);
    const closed = closeCode(socket);
    await beating.db('sessions').delete();
    expect(await closed).toBe(4001);
  });
});

describe('behind a reverse proxy (TRUST_PROXY=true)', () => {
  let proxied: TestServer;
  beforeAll(async () => (proxied = await startTestServer({ TRUST_PROXY: 'true' })));
  afterAll(() => proxied.stop());

  it('checks the Origin against the forwarded host and protocol, as the API writes do', async () => {
    const admin = await proxied.admin();
    // What a proxy that rewrites Host (nginx's default) sends for https://dietbar.example.
    const forwarded = { 'X-Forwarded-Host': 'dietbar.example', 'X-Forwarded-Proto': 'https' };
    const write = await admin.post('/api/services', { nameEn: 'Yoga', nameAr: 'يوغا' }, { origin: 'https://dietbar.example', headers: forwarded });
    expect(write.status).toBe(201);
    const socket = await connect({ Cookie: admin.cookie, Origin: 'https://dietbar.example', ...forwarded }, proxied);
    socket.close();
    await expect(connect({ Cookie: admin.cookie, Origin: proxied.url, ...forwarded }, proxied)).rejects.toThrow('403');
  });
});
