import { queryOptions, useQuery } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { LISTING_PATHS, type Listing } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** `GET /api/businesses/{id}`: the listing as the caller may see it, with its current NDA text. */
export function getListing(id: number): Promise<Listing> {
  return api.get<Listing>(LISTING_PATHS.listing(id));
}

export function listingQueryOptions(id: number) {
  return queryOptions({ queryKey: queryKeys.listing(id), queryFn: () => getListing(id), staleTime: 0 });
}

export function useListing(id: number) {
  return useQuery({ ...listingQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
