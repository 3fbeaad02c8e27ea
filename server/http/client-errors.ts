import http, { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ApiErrorBody } from '@shared/api-types';

/** A request Node's HTTP parser refused, as the status and error the API's JSON envelope gives it. */
function refusal(error: NodeJS.ErrnoException): { status: number; code: string; message: string } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, code: 'headers_too_large', message: `The address and headers of a request must total at most ${Math.floor(http.maxHeaderSize / 1024)} KB` };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, code: 'request_timeout', message: 'The request took too long to arrive' };
    default:
      return { status: 400, code: 'malformed_request', message: 'The request is not valid HTTP' };
  }
}

/**
 * How long a refused client has to read its answer before its connection is closed under it. Ending our side alone is
 * not enough: the server's sockets allow half-open connections, so a client that never ends its own side (one that
 * keeps trickling header lines) would keep the connection, and a file descriptor, for as long as it liked.
 */
const LINGER_AFTER_REFUSAL_MS = 2_000;

/**
 * Answers requests that never reach the app (headers over the size limit, malformed HTTP, too slow to arrive) with the
 * one JSON error envelope and the security headers, instead of Node's bare status line.
 */
export function answerClientErrors(server: Server, securityHeaders: readonly (readonly [string, string])[]) {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, code, message } = refusal(error);
    const body = JSON.stringify({ error: { code, message } } satisfies ApiErrorBody);
    const headers = [
      ...securityHeaders,
      ['Content-Type', 'application/json; charset=utf-8'],
      ['Content-Length', String(Buffer.byteLength(body))],
      ['Cache-Control', 'no-store'],
      ['Connection', 'close'],
    ];
    const answer = `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n${body}`;
    socket.end(answer, () => setTimeout(() => socket.destroy(), LINGER_AFTER_REFUSAL_MS).unref());
  });
}
