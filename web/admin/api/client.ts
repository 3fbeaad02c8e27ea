import { AUTH_PATH_PREFIX } from '@shared/api-routes';
import { ApiError, type ApiAnswer, type RequestOptions } from '../../shared/api-client';
import { adminPlatform } from '../platform';
import { announceSessionEnded } from './session-events';

/** Sign-in calls answer 401 as part of their job (wrong password, nobody signed in yet). */
const isAuthCall = (path: string) => path.startsWith(AUTH_PATH_PREFIX);

function watchForEndedSession(path: string, error: unknown): never {
  if (error instanceof ApiError && error.status === 401 && !isAuthCall(path)) announceSessionEnded();
  throw error;
}

/** Calls the API on whichever platform the admin runs; a 401 anywhere but sign-in ends the session. */
export function callApi<T>(path: string, options?: RequestOptions): Promise<T> {
  return adminPlatform()
    .request<T>(path, options)
    .catch((error: unknown) => watchForEndedSession(path, error));
}

/** Calls the API as `callApi` does, with the answer's headers too. */
export function callApiExchange<T>(path: string, options?: RequestOptions): Promise<ApiAnswer<T>> {
  return adminPlatform()
    .exchange<T>(path, options)
    .catch((error: unknown) => watchForEndedSession(path, error));
}

/** Uploads multipart data with progress, with the same session handling. */
export function uploadToApi<T>(path: string, body: FormData, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<T> {
  return adminPlatform()
    .upload<T>(path, body, onProgress, signal)
    .catch((error: unknown) => watchForEndedSession(path, error));
}

/** Fetches a file the API serves, with the same session handling. */
export function fetchApiFile(path: string): Promise<Blob> {
  return adminPlatform()
    .fetchFile(path)
    .catch((error: unknown) => watchForEndedSession(path, error));
}

/** True for the 401 that ended the session: callers leave the message to the sign-in page. */
export const isSessionEnd = (error: unknown) => error instanceof ApiError && error.status === 401;
