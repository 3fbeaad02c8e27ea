import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Header names and values as they came, flat: [name, value, name, value, ...]. */
  rawHeaders: string[];
  /** The body exactly as sent (still compressed when the server compressed it). */
  body: Buffer;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
  /** A keep-alive agent to reuse connections; by default each request opens its own. */
  agent?: http.Agent;
}

/** One request (on a fresh connection unless an agent is given), read whole; nothing is decompressed or added beyond Host and Content-Length. */
export function httpRequest(url: string, options: RequestOptions = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? 'GET', headers: options.headers, agent: options.agent ?? false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, rawHeaders: response.rawHeaders, body: Buffer.concat(chunks) }),
      );
    });
    request.setTimeout(options.timeoutMs ?? 30_000, () => request.destroy(new Error(`${options.method ?? 'GET'} ${url} timed out`)));
    request.on('error', reject);
    request.end(options.body);
  });
}

/** One request whose answer must be a 2xx in JSON: its parsed body and headers; anything else is thrown with the status. */
export async function requestJson<T>(url: string, options: RequestOptions = {}): Promise<{ body: T; headers: http.IncomingHttpHeaders }> {
  const response = await httpRequest(url, { ...options, headers: { Accept: 'application/json', ...options.headers } });
  if (response.status < 200 || response.status > 299) {
    throw new Error(`${options.method ?? 'GET'} ${new URL(url).pathname} answered ${response.status}: ${response.body.toString('utf8').slice(0, 300)}`);
  }
  return { body: JSON.parse(response.body.toString('utf8')) as T, headers: response.headers };
}
