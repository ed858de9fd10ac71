import { keepPreviousData, queryOptions, useQuery } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { MODERATION_PATHS, type AdminListingsPage, type ModerationQueueStatus } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** `GET /api/admin/businesses?status=&page=`: the queue, oldest submission first. */
export function getModerationQueue(status: ModerationQueueStatus, page: number): Promise<AdminListingsPage> {
  return api.get<AdminListingsPage>(MODERATION_PATHS.queue, { query: { status, page } });
}

export function moderationQueueQueryOptions(status: ModerationQueueStatus, page: number) {
  return queryOptions({
    queryKey: queryKeys.adminListings(status, page),
    queryFn: () => getModerationQueue(status, page),
    placeholderData: keepPreviousData,
  });
}

export function useModerationQueue(status: ModerationQueueStatus, page: number) {
  return useQuery(moderationQueueQueryOptions(status, page));
}
