import { useQuery } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { MY_LISTINGS_PATHS, type MyListingStats, type MyListingStatsResponse } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** `GET /api/my/businesses/stats`: views and favourites of each of the caller's listings. */
export function getMyListingStats(): Promise<MyListingStatsResponse> {
  // The counts are an extra: without them the page still works, so the catalogue stays quiet.
  return api.get<MyListingStatsResponse>(MY_LISTINGS_PATHS.stats, { handled: 'all' });
}

/** The counts by listing id (empty until they arrive). */
export function useMyListingStats(enabled: boolean): Map<number, MyListingStats> {
  const query = useQuery({
    queryKey: [...queryKeys.myListings(), 'stats'] as const,
    queryFn: getMyListingStats,
    enabled,
    staleTime: 0,
    select: (answer) => new Map(answer.data.map((row) => [row.id, row])),
  });
  return query.data ?? new Map();
}
