import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { publicReadPath, type PublicRead, type PublicReadAnswer, type PublicReadName } from '@shared/public-reads';
import { api } from './api-client';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { apiPath?: string; read?: PublicRead };
  }
}

/**
 * A public read as react-query options: its key, the read it is (`meta.read`, which the server renderer answers
 * in-process under the very same key: no second description of a page's data) and the API path the browser fetches
 * (`meta.apiPath`). `failureMessage` replaces the error's message ('Failed to fetch blog post'), keeping it as cause.
 */
export function publicReadQuery<Name extends PublicReadName, Key extends QueryKey>(
  queryKey: Key,
  // Also a PublicRead as such, which TypeScript does not infer from a generic name: `meta.read` holds any read.
  read: PublicRead<Name> & PublicRead,
  failureMessage?: string,
) {
  const apiPath = publicReadPath<Name>(read);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      api.get<PublicReadAnswer<Name>>(apiPath, signal).catch((error: unknown) => {
        throw failureMessage ? new Error(failureMessage, { cause: error }) : error;
      }),
    meta: { apiPath, read },
  });
}
