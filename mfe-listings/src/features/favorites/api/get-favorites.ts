import { queryOptions, useQuery } from '@bizmarkt/shared/query';
import { api, useLocale } from '@bizmarkt/shared';
import { FAVORITES_PATHS, type FavoritesResponse } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** `GET /api/favorites`: the caller's favourites with what changed since they last read the list. */
export function getFavorites(): Promise<FavoritesResponse> {
  return api.get<FavoritesResponse>(FAVORITES_PATHS.list);
}

export const favoritesQuery = (locale: string) =>
  queryOptions({
    queryKey: queryKeys.favorites(locale),
    queryFn: getFavorites,
    // Each visit reads the list afresh (the change markers are "since the last visit"), and only once:
    // the page marks the list read right after, so a refetch would wipe what it is showing.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export function useFavorites() {
  return useQuery(favoritesQuery(useLocale()));
}
