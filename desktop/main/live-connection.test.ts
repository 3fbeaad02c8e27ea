import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { startServer } from '../../server/app';
import { loadConfig } from '../../server/config';
import { contactInput } from '../../server/test/factories';
import { TEST_ADMIN, startTestServer } from '../../server/test/harness';
import type { LeadNotice } from '@shared/schemas/lead';
import { until } from '../test/fakes';
import { liveConnection, type LiveState } from './live-connection';

const fastRetries = { delay: (attempt: number) => Math.min(400, 25 * 2 ** attempt) };
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function serverWithDesktopToken() {
  const server = await startTestServer();
  cleanups.push(() => server.stop());
  await server.admin();
  const { body } = await server.client().post('/api/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password, client: 'desktop' });
  return { server, token: body.token as string };
}

function watched(extra: Partial<Parameters<typeof liveConnection>[0]> = {}) {
  const submissions: LeadNotice[] = [];
  const states: LiveState[] = [];
  const connection = liveConnection({ onNewLead: (item) => submissions.push(item), onStateChange: (state) => states.push(state), policy: fastRetries, ...extra });
  cleanups.push(() => connection.close());
  return { connection, submissions, states };
}

describe('live connection', () => {
  it('connects with the bearer token and hands over each new submission', async () => {
    const { server, token } = await serverWithDesktopToken();
    const { connection, submissions } = watched();
    connection.connect(server.url, token);
    await until(() => connection.state === 'open' && server.deps.hub.size === 1);
    await server.client().post('/api/contact', contactInput({ name: 'Hana' }));
    await until(() => submissions.length === 1);
    expect(submissions[0]).toMatchObject({ name: 'Hana', message: 'I would like to book a consultation.' });
  });

  it('never holds two sockets, however often it is asked to connect', async () => {
    const { server, token } = await serverWithDesktopToken();
    const { connection, submissions } = watched();
    connection.connect(server.url, token);
    connection.connect(server.url, token);
    await until(() => connection.state === 'open');
    connection.resume();
    connection.connect(server.url, token);
    await until(() => connection.state === 'open' && server.deps.hub.size >= 1);
    // Every socket that says admin_connect gets the next lead: it arrives once, through one socket.
    await server.client().post('/api/contact', contactInput({ name: 'Only once' }));
    await until(() => submissions.length >= 1);
    expect(submissions.map((item) => item.name)).toEqual(['Only once']);
    expect(server.deps.hub.size).toBe(1);
  });

  it('reconnects with backoff when the server goes away and comes back on the same address', async () => {
    const { server, token } = await serverWithDesktopToken();
    const { connection, submissions, states } = watched();
    connection.connect(server.url, token);
    await until(() => connection.state === 'open');
    await server.close();
    await until(() => states.filter((state) => state === 'waiting').length >= 2);

    const again = await startServer(loadConfig({ PORT: String(server.port), HOST: '127.0.0.1', DATA_DIR: server.dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' }));
    cleanups.push(() => again.close());
    await until(() => connection.state === 'open' && again.deps.hub.size === 1);
    await fetch(`${again.url}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(contactInput({ name: 'After restart' })) });
    await until(() => submissions.some((item) => item.name === 'After restart'));
  });

  it('tries again at once, not after its backoff, when a stopping server closes the socket going away', async () => {
    const { server, token } = await serverWithDesktopToken();
    const { connection, states } = watched({ policy: { delay: () => 60_000 } });
    connection.connect(server.url, token);
    await until(() => connection.state === 'open');
    const before = states.length;
    await server.close();
    await until(() => states.length > before);
    expect(states[before]).toBe('connecting');
  });

  it('stops and reports signed-out for a revoked token instead of retrying forever', async () => {
    const { server, token } = await serverWithDesktopToken();
    const { connection } = watched();
    connection.connect(server.url, token);
    await until(() => connection.state === 'open');
    await server.client().post('/api/auth/logout', undefined, { headers: { Authorization: `Bearer ${token}` }, origin: false });
    await until(() => connection.state === 'signed-out');
    connection.connect(server.url, 'not-a-token');
    await until(() => connection.state === 'signed-out' && server.deps.hub.size === 0);
  });

  it('authenticates with the bearer token and says admin_connect as soon as the socket opens', async () => {
    const peer = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    cleanups.push(() => new Promise<void>((resolve) => peer.close(() => resolve())));
    const seen: { authorization?: string; path?: string; first?: string }[] = [];
    peer.on('connection', (socket, request) => {
      const entry: (typeof seen)[number] = { authorization: request.headers.authorization, path: request.url };
      seen.push(entry);
      socket.once('message', (data) => (entry.first = String(data)));
    });
    await new Promise((resolve) => peer.once('listening', resolve));
    const { port } = peer.address() as AddressInfo;

    const { connection } = watched();
    connection.connect(`http://127.0.0.1:${port}`, 'the-token');
    await until(() => seen[0]?.first !== undefined);
    expect(seen).toEqual([{ authorization: 'Bearer the-token', path: '/ws', first: '{"type":"admin_connect"}' }]);
  });

  it('after sleep or a network change, reconnects at once instead of waiting out the backoff', async () => {
    const { server, token } = await serverWithDesktopToken();
    // A backoff far longer than the test: only resume() can bring the socket back in time.
    const { connection } = watched({ policy: { delay: () => 60_000 } });
    connection.connect(server.url, token);
    await until(() => connection.state === 'open');
    await server.close();
    await until(() => connection.state === 'waiting');

    const again = await startServer(loadConfig({ PORT: String(server.port), HOST: '127.0.0.1', DATA_DIR: server.dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' }));
    cleanups.push(() => again.close());
    connection.resume();
    await until(() => connection.state === 'open' && again.deps.hub.size === 1);
  });

  it('drops a socket whose heartbeat goes unanswered and opens a new one', async () => {
    // A peer that accepts the socket but never answers pings, as over a dead network link.
    const silent = new WebSocketServer({ port: 0, host: '127.0.0.1', autoPong: false });
    cleanups.push(() => new Promise<void>((resolve) => silent.close(() => resolve())));
    let accepted = 0;
    silent.on('connection', () => (accepted += 1));
    await new Promise((resolve) => silent.once('listening', resolve));
    const { port } = silent.address() as AddressInfo;

    const { connection } = watched({ heartbeatMs: 40 });
    connection.connect(`http://127.0.0.1:${port}`, 'token');
    await until(() => accepted >= 2);
    expect(silent.clients.size).toBeLessThanOrEqual(1);
  });
});
