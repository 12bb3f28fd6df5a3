import { QueryClient, defaultShouldDehydrateQuery, isServer } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';

/** 4xx are answers, not hiccups: retrying them repeats the same refusal (and a 401 logs out). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Above zero so data prefetched on the server is not refetched straight after hydration.
        staleTime: 60 * 1000,
        retry: shouldRetry,
        refetchOnWindowFocus: !isServer,
      },
      mutations: { retry: false },
      dehydrate: {
        // Stream pending prefetches too (midday's query-client.ts).
        shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'pending',
      },
    },
  });
}
