import http from 'node:http';

interface RawRequest {
  method: string;
  /** The path and query exactly as they go on the request line (already percent-encoded, or deliberately not). */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** Raised when the server did not answer in time: a hang is a failure of its own. */
export class NoAnswer extends Error {}

/**
 * Sends one request as given, on its own connection: any method name, any header (or none: no Content-Type or
 * Accept is added), the body's length as Content-Length unless the headers say otherwise. Unlike fetch, nothing is
 * normalised or refused on the client side. Rejects with NoAnswer after `timeoutMs`.
 */
export function sendRaw(baseUrl: string, request: RawRequest, timeoutMs = 10_000): Promise<RawResponse> {
  const url = new URL(baseUrl);
  const headers: Record<string, string> = { ...request.headers };
  const hasLength = Object.keys(headers).some((name) => /^(content-length|transfer-encoding)$/i.test(name));
  if (request.body !== undefined && !hasLength) headers['Content-Length'] = String(request.body.length);
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = http.request({ host: url.hostname, port: url.port, method: request.method, path: request.path, headers, agent: false });
    const timer = setTimeout(() => outgoing.destroy(new NoAnswer(`no answer within ${timeoutMs} ms`)), timeoutMs);
    outgoing.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    outgoing.on('error', (error) => {
      // A server that answers (413, 415...) before reading a large body may close while the rest is being written.
      if (answered && !(error instanceof NoAnswer)) return;
      clearTimeout(timer);
      reject(error);
    });
    outgoing.end(request.body);
  });
}
