import { QueryClient } from '@tanstack/react-query';

import { getQueryFn } from './request';

/**
 * The query client the shell creates once (and a remote's standalone page
 * creates for itself). Defaults from spec part 1 §9: no retry for queries or
 * mutations, cached data never goes stale by itself, no refetch on window
 * focus or on an interval. Queries without their own `queryFn` GET the path
 * joined from their key.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

let provided: QueryClient | undefined;

/**
 * The shell makes its query client known before it loads the current
 * route's remote, so a remote can start its page's first requests as soon
 * as its `./App` module runs, before React has rendered anything (see
 * remote-kit's page switch). Inside React, read the client from context
 * (useQueryClient) as usual.
 */
export function provideQueryClient(client: QueryClient): void {
  provided = client;
}

/** The shell's query client once it has provided it (undefined on a remote's own dev page). */
export function providedQueryClient(): QueryClient | undefined {
  return provided;
}
