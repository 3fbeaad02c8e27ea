import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WS_MAX_SOCKETS_PER_ADDRESS } from '../realtime/notification-hub';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';

const HEADERS_MS = 2_000;
const REQUEST_MS = 4_000;

let server: TestServer;
beforeAll(async () => (server = await startTestServer({}, { timeouts: { headersMs: HEADERS_MS, requestMs: REQUEST_MS } })));
afterAll(() => server.stop());

/**
 * Opens a connection, writes `head` at once, then `trickle` one byte a second; resolves with what came back and when,
 * once the server closes (or, with `hangUpOnAnswer`, once it answers).
 */
function slowRequest(head: string, trickle: string, hangUpOnAnswer = false): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect(server.port, '127.0.0.1', () => socket.write(head));
    let sent = 0;
    const dripping = setInterval(() => {
      if (sent < trickle.length && socket.writable) socket.write(trickle[sent++]!);
    }, 1_000);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      if (hangUpOnAnswer) socket.destroy();
    });
    socket.on('close', () => {
      clearInterval(dripping);
      resolve({ answer: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close while a byte is on its way.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
  });
}

describe('slow clients', () => {
  it('cuts off a client that trickles its headers once the header timeout has passed, with 408', async () => {
    const { answer, ms } = await slowRequest('GET /api/health HTTP/1.1\r\n', `Host: localhost\r\nX-Slow: ${'a'.repeat(60)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"code":"request_timeout"');
    // The timeout plus at most one check interval of the server (1 s), with room for a loaded machine.
    expect(ms).toBeGreaterThanOrEqual(HEADERS_MS - 100);
    expect(ms).toBeLessThan(HEADERS_MS + 3_000);
    expect((await server.client().get('/api/health')).status).toBe(200);
  }, 15_000);

  it('disconnects a client that keeps writing header lines and never closes its side, soon after the header timeout', async () => {
    // A server of its own: the connections it counts are this test's only.
    const own = await startTestServer({}, { timeouts: { headersMs: HEADERS_MS, requestMs: REQUEST_MS } });
    const started = performance.now();
    // allowHalfOpen: this client keeps its side open when the server closes its own, as a hostile one would.
    const socket = net.connect({ port: own.port, host: '127.0.0.1', allowHalfOpen: true });
    socket.on('error', () => undefined);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    let line = 0;
    const writing = setInterval(() => {
      if (!socket.destroyed) socket.write(`X-Slow-${line++}: ${'a'.repeat(20)}\r\n`);
    }, 4_000);
    try {
      await expect.poll(() => own.openConnections(), { interval: 100 }).toBe(1);
      // The timeout, one check interval of the server (1 s), the time a refused client gets to read its answer (2 s),
      // and room for a loaded machine.
      await expect.poll(() => own.openConnections(), { interval: 250, timeout: 6_000 + HEADERS_MS }).toBe(0);
      expect(performance.now() - started).toBeGreaterThanOrEqual(HEADERS_MS - 100);
      expect(Buffer.concat(chunks).toString('utf8')).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(writing);
      socket.destroy();
      await own.stop();
    }
  }, 20_000);

  it('cuts off a client that trickles its body once the request timeout has passed', async () => {
    const head = 'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';
    const { answer, ms } = await slowRequest(head, `{"name":"${'a'.repeat(90)}"}`);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeGreaterThanOrEqual(REQUEST_MS - 100);
    expect(ms).toBeLessThan(REQUEST_MS + 3_000);
  }, 15_000);

  it('refuses a JSON body over 1 MB with 413 from its Content-Length, before reading it', async () => {
    const head = 'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2000000\r\n\r\n';
    const { answer } = await slowRequest(`${head}{"name":"`, '', true);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"code":"payload_too_large"');
  }, 15_000);
});

describe('/ws sockets per address', () => {
  let admin: TestClient;
  beforeAll(async () => (admin = await server.admin()));

  /** Opens a signed-in /ws socket; resolves with it once open, or with the status the handshake was refused with. */
  function openSocket(on = server, signedIn = admin, headers: Record<string, string> = {}): Promise<{ socket?: WebSocket; status?: number }> {
    const socket = new WebSocket(`${on.url.replace('http', 'ws')}/ws`, { headers: { Cookie: signedIn.cookie, Origin: on.url, ...headers } });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve({ socket }));
      socket.once('unexpected-response', (_request, response) => resolve({ status: response.statusCode }));
      socket.once('error', reject);
    });
  }

  it(`refuses more than ${WS_MAX_SOCKETS_PER_ADDRESS} sockets from one address with 429, and admits again once one closes`, async () => {
    const open: WebSocket[] = [];
    for (let index = 0; index < WS_MAX_SOCKETS_PER_ADDRESS; index++) {
      const { socket } = await openSocket();
      expect(socket).toBeDefined();
      open.push(socket!);
    }
    expect(await openSocket()).toEqual({ status: 429 });
    const closed = new Promise((resolve) => open[0]!.once('close', resolve));
    open[0]!.close();
    await closed;
    await expect.poll(async () => {
      const { socket, status } = await openSocket();
      if (socket) open.push(socket);
      return status ?? 101;
    }).toBe(101);
    for (const socket of open) socket.close();
  });

  it('counts the address a trusted proxy forwards, so that admins behind one proxy are counted each on their own', async () => {
    const proxied = await startTestServer({ TRUST_PROXY: 'true' });
    const proxiedAdmin = await proxied.admin();
    const openProxied = (forwardedFor: string) => openSocket(proxied, proxiedAdmin, { 'X-Forwarded-For': forwardedFor });
    const open: WebSocket[] = [];
    for (let index = 0; index < WS_MAX_SOCKETS_PER_ADDRESS; index++) open.push((await openProxied('203.0.113.7')).socket!);
    expect(await openProxied('203.0.113.7, 10.0.0.1')).toEqual({ status: 429 });
    const other = await openProxied('198.51.100.9');
    expect(other.socket).toBeDefined();
    for (const socket of [...open, other.socket!]) socket.close();
    await proxied.stop();
  });
});
