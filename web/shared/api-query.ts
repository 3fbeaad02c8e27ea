import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from './api-client';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { apiPath?: string };
  }
}

/**
 * A public read as react-query options: its key, and the API path it reads kept in `meta.apiPath`, so that the server
 * renderer answers the very same key from the same read in-process (no second description of a page's data).
 * `failureMessage` replaces the error's message (spec section 8: 'Failed to fetch blog post'), keeping it as cause.
 */
export function apiQuery<T, Key extends QueryKey>(queryKey: Key, path: string, failureMessage?: string) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      api.get<T>(path, signal).catch((error: unknown) => {
        throw failureMessage ? new Error(failureMessage, { cause: error }) : error;
      }),
    meta: { apiPath: path },
  });
}
