import { queryOptions, useQuery } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { LISTING_PATHS, type Listing } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/**
 * `GET /api/businesses/{id}`: the listing as this viewer may see it. A hidden or sold listing answers
 * 307 → the error catalogue sends the page to /business-unavailable; an unknown one 404 → /404.
 */
export function getBusiness(id: number): Promise<Listing> {
  return api.get<Listing>(LISTING_PATHS.listing(id));
}

export const businessQuery = (id: number) => queryOptions({ queryKey: queryKeys.listing(id), queryFn: () => getBusiness(id), retry: false });

export function useBusiness(id: number) {
  return useQuery(businessQuery(id));
}
