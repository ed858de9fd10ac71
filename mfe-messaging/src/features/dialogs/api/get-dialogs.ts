import { infiniteQueryOptions, useInfiniteQuery } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { MESSAGING_PATHS, type DialogListResponse } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** `GET /api/dialogs?page=`: groups per listing, each with the caller's dialogs and their newest messages. */
export function getDialogs(page: number): Promise<DialogListResponse> {
  // Spec §8: a failed load is only logged ('Error load data'), never shown.
  return api.get<DialogListResponse>(MESSAGING_PATHS.dialogs, { query: { page }, handled: 'all' }).catch((error: unknown) => {
    console.error('Error load data', error);
    throw error;
  });
}

export function dialogsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.dialogs(),
    queryFn: ({ pageParam }) => getDialogs(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
    // Read fresh at each opening; while open, the poller's messages keep the cache current.
    staleTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export function useDialogs() {
  return useInfiniteQuery(dialogsQueryOptions());
}
