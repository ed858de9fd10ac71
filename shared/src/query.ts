// The page's one TanStack Query. Like the router entry, this is a Module Federation singleton (the
// QueryClient context must be one object on the page) that lists what the apps may use instead of
// sharing `@tanstack/react-query` whole, whose every export (queries observers, hydration, streamed
// queries, suspense hooks…) would ship on every page because a remote might use any of it.
// No app imports `@tanstack/react-query` itself.
//
// The list is pinned by shared-entries.test.ts and only ever grows: a remote may run on an older
// shell's copy, so a name is added to the shell's deployment before a remote relies on it.
export {
  hashKey,
  infiniteQueryOptions,
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type { InfiniteData, QueryKey, UseInfiniteQueryResult, UseMutationResult, UseQueryResult } from '@tanstack/react-query';
