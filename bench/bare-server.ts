import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { httpRequest } from './http-request';

/** A request as the load generator sends it. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  /** Path and query, such as /api/landing-page?lang=en. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** The real server's answer to one request: what the bare server replays. */
export interface Recording {
  method: string;
  path: string;
  ifNoneMatch?: string;
  status: number;
  rawHeaders: string[];
  body: Uint8Array;
}

/** Connection-level headers: each server sets its own, and a replayed body is never chunked. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);

export function recordingKey(method: string, requestPath: string, ifNoneMatch: string | undefined): string {
  return `${method} ${requestPath} ${ifNoneMatch ?? ''}`;
}

/** Sends the request to the real server once and keeps its status, headers and body bytes. */
export async function recordAnswer(baseUrl: string, request: LoadRequest): Promise<Recording> {
  const response = await httpRequest(baseUrl + request.path, request);
  const rawHeaders: string[] = [];
  for (let index = 0; index < response.rawHeaders.length; index += 2) {
    const name = response.rawHeaders[index]!;
    if (!HOP_BY_HOP.has(name.toLowerCase())) rawHeaders.push(name, response.rawHeaders[index + 1]!);
  }
  const hasBody = response.status !== 204 && response.status !== 304;
  if (hasBody && response.headers['content-length'] === undefined) rawHeaders.push('Content-Length', String(response.body.length));
  const ifNoneMatch = Object.entries(request.headers).find(([name]) => name.toLowerCase() === 'if-none-match')?.[1];
  return { method: request.method, path: request.path, ifNoneMatch, status: response.status, rawHeaders, body: response.body };
}

export interface BareServer {
  url: string;
  pid: number;
  /** Makes the bare server answer these requests too. */
  add(recordings: Recording[]): Promise<void>;
  stop(): Promise<void>;
}

function nextMessage<T>(child: ChildProcess, field: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: Record<string, T>) => {
      if (!(field in message)) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message[field]!);
    };
    const onExit = (code: number | null) => reject(new Error(`the bare server exited (${code})`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Starts the bare replay server in a child process. */
export async function startBareServer(): Promise<BareServer> {
  const child = fork(path.join(__dirname, 'bare-server-child.ts'), [], {
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await nextMessage<number>(child, 'port');
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async add(recordings) {
      const acknowledged = nextMessage<number>(child, 'added');
      child.send({ add: recordings });
      await acknowledged;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      await gone;
    },
  };
}
