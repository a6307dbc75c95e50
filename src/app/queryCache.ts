import type { QueryClient } from '@tanstack/react-query';

// The page's query cache exists once a page that uses it has loaded (RichProviders); the shell
// reaches it through here without downloading the query library itself.
let shared: QueryClient | undefined;

/** The page's query cache, or undefined while no page has needed one. */
export function loadedQueryClient(): QueryClient | undefined {
  return shared;
}

/** Keeps the page's query cache (called once by RichProviders). */
export function keepQueryClient(client: QueryClient): QueryClient {
  shared ??= client;
  return shared;
}
