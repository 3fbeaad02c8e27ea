import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer, type StartOptions } from '../app';
import type { PasswordCost } from '../auth/passwords';
import { loadConfig } from '../config';
import { dropTestDatabase, testDatabaseEnvironment } from './postgres';

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as-is (FormData, Buffer, string) instead of JSON. */
  raw?: BodyInit;
  headers?: Record<string, string>;
  /** false sends no Origin; a string sends that Origin; default: the server's own. */
  origin?: string | false;
  /** false sends no cookie; default: the client's own cookie jar. */
  cookie?: string | false;
}

/** An HTTP client for one test "browser": keeps its session cookie and sends the server's Origin on writes. */
export class TestClient {
  cookie = '';

  constructor(readonly baseUrl: string) {}

  async request<T = any>(method: string, urlPath: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    const origin = options.origin ?? this.baseUrl;
    if (origin !== false && method !== 'GET') headers.Origin = origin;
    const cookie = options.cookie ?? this.cookie;
    if (cookie) headers.Cookie = cookie;
    let body: BodyInit | undefined = options.raw;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(this.baseUrl + urlPath, { method, headers, body, redirect: 'manual' });
    const setCookie = response.headers.getSetCookie().find((value) => value.startsWith('dietbar_session='));
    if (setCookie && options.cookie === undefined) {
      const pair = setCookie.split(';')[0]!;
      this.cookie = pair.endsWith('=') ? '' : pair;
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get = <T = any>(urlPath: string, options?: RequestOptions) => this.request<T>('GET', urlPath, options);
  post = <T = any>(urlPath: string, body?: unknown, options?: RequestOptions) => this.request<T>('POST', urlPath, { ...options, body });
  put = <T = any>(urlPath: string, body?: unknown, options?: RequestOptions) => this.request<T>('PUT', urlPath, { ...options, body });
  patch = <T = any>(urlPath: string, body?: unknown, options?: RequestOptions) => this.request<T>('PATCH', urlPath, { ...options, body });
  delete = <T = any>(urlPath: string, options?: RequestOptions) => this.request<T>('DELETE', urlPath, options);
}

/**
 * The scrypt cost of the test servers' new password hashes: the real scrypt, at a cost that takes milliseconds instead
 * of half a second per hash (which made up most of the server tests' time). auth.test.ts checks the real cost.
 */
const TEST_PASSWORD_COST: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };

export const TEST_ADMIN = { name: 'Test Admin', email: 'admin@example.com', password: 'correct horse battery' };

export interface TestServer extends RunningServer {
  dataDir: string;
  /** A client with no session. */
  client(): TestClient;
  /** A client signed in as the test admin (created through the first-run setup on first use). */
  admin(): Promise<TestClient>;
  stop(): Promise<void>;
}

/**
 * The real app on a fresh database (an SQLite file in a temp dir; in the `postgres` test project, a PostgreSQL database
 * of its own), listening on a free port of 127.0.0.1. Given the `DATA_DIR` of a server closed before (`close()`, which
 * keeps its files and database), it starts again on that database: a restart. A given DATABASE_URL is used as it is.
 */
export async function startTestServer(environment: Record<string, string> = {}, options: StartOptions = {}): Promise<TestServer> {
  const dataDir = environment.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'dietbar-test-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Throwaway data: a commit need not outlive a power cut, and flushing each one makes the suite much slower.
    SQLITE_SYNCHRONOUS: 'normal',
    ...(environment.DATABASE_URL ? {} : await testDatabaseEnvironment(dataDir)),
    ...environment,
  });
  const server = await startServer(config, { passwordCost: TEST_PASSWORD_COST, ...options });
  let adminReady: Promise<void> | undefined;
  return {
    ...server,
    dataDir,
    client: () => new TestClient(server.url),
    async admin() {
      adminReady ??= (async () => {
        const setup = await new TestClient(server.url).post('/api/auth/setup', TEST_ADMIN);
        // 409: a restarted server whose database has the test admin already.
        if (setup.status !== 201 && setup.status !== 409) throw new Error(`setup failed: ${setup.status} ${setup.text}`);
      })();
      await adminReady;
      const client = new TestClient(server.url);
      const login = await client.post('/api/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password });
      if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
      return client;
    },
    async stop() {
      await server.close();
      await dropTestDatabase(dataDir);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A 1x1 PNG, to upload as a real image. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
