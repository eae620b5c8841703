import { QueryClient } from '@tanstack/react-query'

/**
 * Data fetching: no retry, no refetch on focus, no polling; at app level data stays fresh for
 * 5 minutes and is kept for 10.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: 5 * 60 * 1000,
        gcTime: 10 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  })
}
