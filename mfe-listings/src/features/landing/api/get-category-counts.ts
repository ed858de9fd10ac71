import { queryOptions, useQuery } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { REFERENCE_PATHS, type CategoryCounts } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/**
 * `GET /api/categories/counts`: published listings per category. The tiles work without it (no count
 * is shown), so a failure is silent here: 'all' keeps the catalogue's toast away from the home page.
 */
export function getCategoryCounts(): Promise<CategoryCounts> {
  return api.get<CategoryCounts>(REFERENCE_PATHS.categoryCounts, { handled: 'all' });
}

export function categoryCountsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.categoryCounts(), queryFn: getCategoryCounts, staleTime: 60_000 });
}

/** Count by category id (absent = 0); null until (or unless) the counts arrive. */
export function useCategoryCounts(): ReadonlyMap<number, number> | null {
  const { data } = useQuery(categoryCountsQueryOptions());
  return data ? new Map(data.map((row) => [row.id, row.count])) : null;
}
