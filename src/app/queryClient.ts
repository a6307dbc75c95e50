import { QueryClient } from '@tanstack/react-query';

/** The page's query cache: no refetch on focus (forms would lose edits), few retries (the HTTP client retries). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
