import type { ApiErrorBody, ReportedFieldProblem } from '@shared/api-types';

/**
 * A non-success answer. The message is '<status>: <body text or status text>'; `body` keeps
 * the parsed error envelope when the server sent one, so forms can show its per-field messages.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly text: string,
    readonly body: ApiErrorBody | undefined,
    statusText: string,
    /** The answer's headers, when the caller has them (Retry-After of a 429). */
    readonly headers?: Headers,
  ) {
    super(`${status}: ${text || statusText}`);
  }

  /** Seconds to wait before trying again, from a 429's Retry-After header. */
  get retryAfterSeconds(): number | undefined {
    const value = Number(this.headers?.get('Retry-After'));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  }

  /** The server's code, such as 'validation_failed', when it sent the envelope. */
  get code(): string | undefined {
    return this.body?.error.code;
  }

  /** Per-field problems of a 400, empty otherwise. */
  get fields(): ReportedFieldProblem[] {
    return this.body?.error.fields ?? [];
  }
}

/** The error envelope of a failed answer's text, if it holds one. */
export function parseErrorBody(text: string): ApiErrorBody | undefined {
  try {
    const parsed = JSON.parse(text) as Partial<ApiErrorBody>;
    return parsed && typeof parsed.error === 'object' && parsed.error !== null ? (parsed as ApiErrorBody) : undefined;
  } catch {
    return undefined;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as-is when it is FormData (multipart uploads). */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Defaults to 'include' (the session cookie); the desktop admin sends a bearer token instead. */
  credentials?: RequestCredentials;
}

/** A successful answer: its parsed JSON and its headers (the X-Total-Count of a page of a list). */
export interface ApiAnswer<T> {
  data: T;
  headers: Headers;
}

/** Calls our API with the session cookie; resolves to the parsed JSON (undefined for an empty answer) and the headers. */
export async function apiExchange<T>(path: string, options: RequestOptions = {}): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    credentials: options.credentials ?? 'include',
    headers,
    body,
    signal: options.signal,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, parseErrorBody(text), response.statusText, response.headers);
  return { data: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

/** Calls our API with the session cookie; resolves to the parsed JSON (undefined for an empty answer). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiExchange<T>(path, options)).data;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T = void>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
