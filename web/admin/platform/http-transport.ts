import { ApiError, apiExchange, parseErrorBody, type ApiAnswer, type RequestOptions } from '../../shared/api-client';

interface TransportOptions {
  /** Prefix of every API path: '' for the page's own server. */
  baseUrl(): Promise<string>;
  /** Extra headers, such as a bearer token. */
  headers(): Promise<Record<string, string>>;
  credentials: RequestCredentials;
}

/** The network error of an upload that never got an answer (connection reset, server gone). */
class UploadNetworkError extends Error {
  override readonly name = 'UploadNetworkError';
}

/** JSON requests, uploads with progress and file downloads against one server, with one way of authenticating. */
export function createHttpTransport(transport: TransportOptions) {
  const target = async (path: string) => {
    const [base, headers] = await Promise.all([transport.baseUrl(), transport.headers()]);
    return { url: base + path, headers };
  };
  const exchange = async <T>(path: string, options: RequestOptions = {}): Promise<ApiAnswer<T>> => {
    const { url, headers } = await target(path);
    return apiExchange<T>(url, { ...options, headers: { ...headers, ...options.headers }, credentials: transport.credentials });
  };

  return {
    exchange,

    async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
      return (await exchange<T>(path, options)).data;
    },

    // XMLHttpRequest rather than fetch: only it reports upload progress.
    async upload<T>(path: string, body: FormData, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<T> {
      const { url, headers } = await target(path);
      return new Promise<T>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', url);
        xhr.withCredentials = transport.credentials === 'include';
        xhr.setRequestHeader('Accept', 'application/json');
        for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
        };
        xhr.onload = () => {
          const text = xhr.responseText;
          if (xhr.status >= 200 && xhr.status < 300) {
            onProgress(1);
            resolve((text ? JSON.parse(text) : undefined) as T);
          } else {
            reject(new ApiError(xhr.status, text, parseErrorBody(text), xhr.statusText));
          }
        };
        xhr.onerror = () => reject(new UploadNetworkError('The upload did not reach the server'));
        xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
        signal?.addEventListener('abort', () => xhr.abort(), { once: true });
        xhr.send(body);
      });
    },

    async fetchFile(path: string): Promise<Blob> {
      const { url, headers } = await target(path);
      const response = await fetch(url, { headers, credentials: transport.credentials });
      if (!response.ok) {
        const text = await response.text();
        throw new ApiError(response.status, text, parseErrorBody(text), response.statusText);
      }
      return response.blob();
    },
  };
}
