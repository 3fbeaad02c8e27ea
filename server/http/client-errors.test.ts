import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.stop());

/** Writes `request` on a fresh connection and resolves with all the server sent back before closing. */
function exchange(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('requests the HTTP parser refuses', () => {
  it('answers headers over the size limit with 431 and the JSON error envelope', async () => {
    const answer = await exchange(`GET /api/packages?lang=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/\r\nContent-Type: application\/json; charset=utf-8\r\n/);
    expect(answer).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
    expect(bodyOf(answer)).toEqual({ error: { code: 'headers_too_large', message: 'The address and headers of a request must total at most 16 KB' } });
  });

  it('answers malformed HTTP with 400 and the JSON error envelope, and keeps serving', async () => {
    const answer = await exchange('GET /api/health HTTP/1.1\r\nHost: localhost\r\nNot a header\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toEqual({ error: { code: 'malformed_request', message: 'The request is not valid HTTP' } });
    expect((await server.client().get('/api/health')).status).toBe(200);
  });
});
