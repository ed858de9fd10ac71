import { queryOptions, useQuery } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { MODERATION_PATHS, type AdminListingDetail } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** `GET /api/admin/businesses/{id}`: the full listing, its owner, moderation state and changes. */
export function getModerationListing(id: number): Promise<AdminListingDetail> {
  return api.get<AdminListingDetail>(MODERATION_PATHS.detail(id));
}

export function moderationListingQueryOptions(id: number) {
  return queryOptions({ queryKey: queryKeys.adminListing(id), queryFn: () => getModerationListing(id) });
}

export function useModerationListing(id: number) {
  return useQuery(moderationListingQueryOptions(id));
}
