import { queryOptions, useQuery } from '@bizmarkt/shared/query';
import { api, useLocale } from '@bizmarkt/shared';
import { LISTING_PATHS, type MyListingsResponse } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** `GET /api/my/businesses`: the caller's listings in every status, newest first (owner view). */
export function getMyListings(): Promise<MyListingsResponse> {
  return api.get<MyListingsResponse>(LISTING_PATHS.mine);
}

export const myListingsQuery = (locale: string) => queryOptions({ queryKey: queryKeys.myListings(locale), queryFn: getMyListings, staleTime: 0 });

export function useMyListings(enabled: boolean) {
  return useQuery({ ...myListingsQuery(useLocale()), enabled });
}
