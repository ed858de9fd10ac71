import { infiniteQueryOptions, useInfiniteQuery } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { ACCOUNT_PATHS, type NotificationsPage } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** `GET /api/notifications?page=`: newest first, with paging and the unread count in `meta`. */
export function getNotifications(page: number): Promise<NotificationsPage> {
  return api.get<NotificationsPage>(ACCOUNT_PATHS.notifications, { query: { page } });
}

export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.notifications(),
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
    // Read fresh at every opening (which marks them read): nothing is kept once the panel closes.
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}
