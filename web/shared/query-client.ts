import { QueryClient } from '@tanstack/react-query';

/**
 * The one QueryClient setup: data never goes stale, no refetch on focus, no retries (a read that
 * failed on the server, such as a post that does not exist, is not asked again when the page hydrates either).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false, retryOnMount: false },
      mutations: { retry: false },
    },
  });
}
